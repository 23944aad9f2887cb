// The bookings list's filters (spec §2.3) and the query string they become. The server filters;
// this decides what is worth asking it.
import { YYYY_MM_DD } from "@/lib/time";

import type { BookingFilters } from "./schemas";

export { DATE_RANGE_REVERSED } from "./schemas";

/** The list's filter fields, as the form holds them (text): the API's filters but the page. */
export type ListFilters = Record<Exclude<keyof BookingFilters, "page" | "page_size">, string>;
export const NO_FILTERS: ListFilters = {
  q: "",
  hall: "",
  status: "",
  start_date: "",
  end_date: "",
  series: "",
};

/** Both dates given and the start after the end: no booking can match. */
export function isReversedRange({
  start_date,
  end_date,
}: Pick<ListFilters, "start_date" | "end_date">) {
  // Dates as YYYY-MM-DD compare as text.
  return YYYY_MM_DD.test(start_date) && YYYY_MM_DD.test(end_date) && start_date > end_date;
}

/**
 * GET bookings/'s query for a page of the list, with only the filters that are set; null when the
 * range is impossible, so nothing is asked.
 */
export function listQuery(filters: ListFilters, page: number, pageSize: number): string | null {
  if (isReversedRange(filters)) return null;
  const params = new URLSearchParams({ page: String(page), page_size: String(pageSize) });
  for (const [key, value] of Object.entries(filters))
    if (value.trim()) params.set(key, value.trim());
  return params.toString();
}

/** The export's address for the list's filters as they are (decision 094): CSV or iCalendar. */
export function exportHref(filters: ListFilters, format: "csv" | "ics"): string {
  const params = new URLSearchParams({ format });
  for (const [key, value] of Object.entries(filters))
    if (value.trim()) params.set(key, value.trim());
  return `/api/tenant/bookings/export/?${params}`;
}
