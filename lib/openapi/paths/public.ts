// What anyone may read or send without signing in: a hall's month and enquiries on a venue's
// site, the venue lookup of the provider's home page, and the public files.
import { anyone, publicAsset, tenantVisitor } from "@/lib/api/doors";
import { messageForm } from "@/lib/customer-page/respond";
import { availabilityQuery, enquiryInput } from "@/lib/enquiries/schemas";
import { publicClientsQuery } from "@/lib/tenants/schemas";

import { area, content, created, ok } from "../operation";

/**
 * A form of the customer's booking page: works without JavaScript, so it answers 303 back to the
 * page with `?done=` or `?problem=`.
 */
function pageForm(action: string, summary: string, what: string, body?: typeof messageForm) {
  return {
    [`POST /api/public/booking-page/{token}/${action}/`]: {
      summary,
      description:
        `${what} A form post from the customer's booking page: answers 303 to ` +
        "`/booking/{token}?done=...`, or `?problem=...` when the booking changed meanwhile, the " +
        "message is empty or too long, or past the limit per address. A wrong, revoked or " +
        "expired token is 404.",
      auth: tenantVisitor,
      ...(body ? { body } : {}),
      reply: { status: 303, description: "Back to the page." },
    },
  };
}

export const PUBLIC = area("Public", {
  "GET /api/public/availability/": {
    summary: "A hall's month of availability",
    description:
      "Day by day: `free`, `partial`, `full` or `past`, with what is still free: the free " +
      "slots (`slot_id`, `name`), then, unless the hall takes bookings only in its slots " +
      "(`requires_slot`), the local times still free: `{ hall: { id, name, capacity, " +
      "requires_slot }, month, time_zone, slots, days: [{ date, status, free }] }`. This month " +
      "when `month` is left out. Never who booked, what or for how much; another venue's hall, " +
      "or an inactive one, is not found.",
    auth: tenantVisitor,
    query: availabilityQuery,
    reply: ok("The month."),
  },
  "POST /api/public/enquiries/": {
    summary: "Send an enquiry",
    description:
      "A visitor asks for a date: a tentative booking held for the venue's default time " +
      "(`source: public`), answered `{ detail, reference, hall_name, start_time, end_time, " +
      "hold_until }`. A taken time answers 409 `{ detail, suggestions }` with the nearest free " +
      "days, and no booking is made. 400 on `end_time` for an enquiry longer than the venue's " +
      "`max_enquiry_hours`, on `date` for one sooner than its `min_notice_hours`. 403 when the " +
      "venue or the provider has switched enquiries off; 429 past 5 a day per address at the " +
      "venue, 10 an hour per address, 5 a day per email, or the venue's caps on open holds (per " +
      "email and in all).",
    auth: tenantVisitor,
    body: enquiryInput,
    reply: created("The date is held."),
    errors: [403, 409, 429],
  },
  "GET /api/public/booking-page/{token}/ics/": {
    summary: "A customer's booking as .ics",
    description:
      "'Add to calendar' on a customer's booking page: the booking, or every date of its " +
      "series, as an iCalendar file with the UIDs its mails used. The token is the one a " +
      "customer mail's link carries; a wrong, revoked or expired one, or another venue's, is " +
      "404. Counted against the booking pages' limit per address (429).",
    auth: tenantVisitor,
    reply: ok("The calendar file (text/calendar)."),
    errors: [429],
  },
  "GET /api/public/booking-page/{token}/invoice/": {
    summary: "A customer's invoice (PDF)",
    description:
      "'Download invoice' on a customer's booking page; the same 404 and limit as the page.",
    auth: tenantVisitor,
    reply: ok("The invoice (application/pdf, a download)."),
    errors: [429],
  },
  ...pageForm(
    "confirm",
    "Confirm a held booking",
    "Confirms the held date when the venue lets customers confirm and no deposit is owed on it.",
  ),
  ...pageForm("release", "Release a held booking", "Cancels the held date, freeing it."),
  ...pageForm(
    "message",
    "Write to the venue about a booking",
    "Sends the form's `message` to the venue's inbox, with the booking.",
    messageForm,
  ),
  "GET /api/public/clients/": {
    summary: "Look a venue up by its slug",
    description:
      "The provider's home page: a list with the venue (slug, name and its customization), or " +
      "an empty list when there is none.",
    auth: anyone,
    query: publicClientsQuery,
    reply: ok("A list of at most one venue."),
  },
  "GET /api/files/{key}": {
    summary: "A public image",
    description:
      "Logos, banners, hall photos, avatars and the gallery. Names are never reused, so a file " +
      "may be cached for a year. Private files (resumes) are not served here.",
    auth: publicAsset,
    reply: content("image/webp", "The image, as every upload is stored (WebP)."),
  },
});
