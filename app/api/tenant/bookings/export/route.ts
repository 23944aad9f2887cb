import { member, route } from "@/lib/api/handler";
import { exportBookings } from "@/lib/reports/export";
import { exportQuery } from "@/lib/reports/schemas";

/**
 * Every booking the list's filters keep, as CSV (`format=csv`) or iCalendar (`format=ics`),
 * streamed (decision 094). Anyone of the venue who sees the list.
 */
export const GET = route({ auth: member(), query: exportQuery }, async ({ tenant, query }) =>
  exportBookings(tenant, query),
);
