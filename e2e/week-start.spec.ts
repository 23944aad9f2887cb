// One first day of the week per venue, the same on its public month and in its console's calendar:
// the demo venue is in America/New_York and has chosen none, so both start on Sunday.
import { expect, test } from "./fixtures";
import { tenantUrl } from "./support";

test("the public month and the console's calendar start the week on the same day", async ({
  page,
  venue,
}) => {
  const hall = await venue.hall();
  await page.goto(tenantUrl(`/availability/${hall.id}`));
  await expect(page.getByRole("grid").getByRole("columnheader").first()).toHaveText("Sun");

  await page.goto(tenantUrl("/calendar?view=month"));
  await expect(page.getByRole("columnheader").first()).toContainText("Sun");
});
