// The screens of a booking's money (issue 27) for the screenshots script: the Billing tab of the
// event details, with a deposit recorded through its own form.
import type { Page } from "@playwright/test";

import type { Shot } from "./screens";

/** From the bookings list, the first booking's event details on the calendar. */
export async function openFirstEventDetails(p: Page) {
  await p
    .getByRole("button", { name: /^View booking \d+ on Calendar$/ })
    .first()
    .click();
  const details = p.getByRole("dialog", { name: "Event Details" });
  await details.waitFor();
  return details;
}

export const moneyScreens = (host: (slug: string | null, path: string) => string): Shot[] => [
  {
    name: "tenant-event-details-billing",
    url: host("demo", "/bookings"),
    as: "owner",
    prepare: async (p) => {
      const details = await openFirstEventDetails(p);
      await details.getByRole("tab", { name: "Billing" }).click();
      const form = details.getByRole("form", { name: "Record a payment or refund" });
      await form.getByLabel(/^Amount/).fill("250");
      await form.getByLabel("Reference").fill("DEP-1042");
      await form.getByRole("button", { name: "Record" }).click();
      await p.getByText("Payment recorded.").waitFor();
    },
  },
];
