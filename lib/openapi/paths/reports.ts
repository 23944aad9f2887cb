// The venue's reports and the bookings export (decision 094).
import { member } from "@/lib/api/doors";
import { TENANT_ADMIN_ROLES } from "@/lib/auth/roles";
import { exportQuery, reportQuery } from "@/lib/reports/schemas";

import { area, ok } from "../operation";

const PERIOD =
  "Over `from` to `to`, local dates of the venue (the last included, at most 24 months). " +
  "Owners and Admins. `format=csv` answers the same rows as a CSV file.";

export const REPORTS = area("Reports", {
  "GET /api/tenant/reports/occupancy/": {
    summary: "Occupancy per hall and month",
    description:
      "Booked hours (confirmed and held bookings, the part inside each month of the period) over " +
      "open hours (the venue's `open_hours_per_day`, or a slots-only hall's slots, times the " +
      `days): \`{ from, to, rows: [{ hall_id, hall, month, booked_hours, open_hours, occupancy }] }\`. ${PERIOD}`,
    auth: member(TENANT_ADMIN_ROLES),
    query: reportQuery,
    reply: ok("The rows, one per hall and month."),
  },
  "GET /api/tenant/reports/revenue/": {
    summary: "Revenue per hall and month",
    description:
      "By the month a booking starts in: `confirmed` and `held` prices, `paid` (payments less " +
      "refunds, live entries, whatever the booking's status) and `due` (what confirmed bookings " +
      `still owe), exact decimal strings in the venue's \`currency\`. ${PERIOD}`,
    auth: member(TENANT_ADMIN_ROLES),
    query: reportQuery,
    reply: ok("The rows, one per hall and month with bookings."),
  },
  "GET /api/tenant/reports/sources/": {
    summary: "Bookings by source",
    description:
      "How many bookings starting in the period each source made, by status: `staff` (the " +
      `console), \`public\` (a visitor's enquiry) and \`api\` (a token). ${PERIOD}`,
    auth: member(TENANT_ADMIN_ROLES),
    query: reportQuery,
    reply: ok("One row per source."),
  },
  "GET /api/tenant/bookings/export/": {
    summary: "Export bookings (CSV or .ics)",
    description:
      "Every booking the list's filters keep, by start, as CSV (`format=csv`: reference, event, " +
      "hall, branch, status, source, local start and end, customer, price, deposit, paid, " +
      "created) or iCalendar (`format=ics`), streamed: any number of bookings in constant " +
      "memory. A CSV cell that begins like a formula is prefixed with '.",
    auth: member(),
    query: exportQuery,
    reply: ok("The file (text/csv or text/calendar, a download)."),
  },
});
