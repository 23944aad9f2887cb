// The filters of /careers/browse and of a venue's branch dropdown live in the address, one history
// entry per change: Back walks them back to the list before, and the form shows the filters of the
// entry it lands on.
import { expect as venueExpect, test as venueTest } from "./fixtures";
import { expect, test } from "./jobs-support";
import { providerUrl, tenantUrl } from "./support";

test("Back after choosing a location returns to the unfiltered list", async ({ page, jobs }) => {
  const atlantis = `Atlantis ${jobs.tag}`;
  await jobs.job({ title: `Diver ${jobs.tag}`, location: atlantis });
  await jobs.job({ title: `Baker ${jobs.tag}`, location: `Lisbon ${jobs.tag}` });
  const location = page.getByLabel("Location");

  await page.goto("/careers/browse");
  await expect(page.getByRole("link", { name: `Baker ${jobs.tag}` })).toBeVisible();
  await location.selectOption(atlantis);
  await expect(page).toHaveURL(
    providerUrl(`/careers/browse?${new URLSearchParams({ location: atlantis })}`),
  );
  await expect(page.getByRole("link", { name: `Baker ${jobs.tag}` })).toHaveCount(0);

  await page.goBack();
  await expect(page).toHaveURL(providerUrl("/careers/browse"));
  await expect(location).toHaveValue("");
  await expect(page.getByRole("link", { name: `Baker ${jobs.tag}` })).toBeVisible();

  await page.goForward();
  await expect(location).toHaveValue(atlantis);
  await expect(page.getByRole("link", { name: `Baker ${jobs.tag}` })).toHaveCount(0);
});

venueTest("Back after choosing a branch returns to the branch before", async ({ page, venue }) => {
  const [first, second] = await venue.branches();
  const branch = page.getByLabel("Branch", { exact: true });
  await page.goto(tenantUrl("/"));
  await venueExpect(branch).toHaveValue(String(first.id));
  // Hydrated (the no-script form's button gone): a choice made before, React's controlled select
  // would put back, and the page would not move.
  await venueExpect(page.getByRole("button", { name: "Show halls" })).toBeHidden();
  await branch.selectOption(String(second.id));
  await venueExpect(page).toHaveURL(tenantUrl(`/?branch=${second.id}`));
  await page.goBack();
  await venueExpect(page).toHaveURL(tenantUrl("/"));
  await venueExpect(branch).toHaveValue(String(first.id));
});
