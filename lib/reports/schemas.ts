// A report's period (decision 094): two local dates of the venue, the last included, at most two
// years apart; by default this calendar year.
import { z } from "zod";

import { bookingListQuery, DATE_RANGE_REVERSED } from "@/lib/bookings/schemas";
import { localDate } from "@/lib/core/dates";

export const PERIOD_REVERSED = "The start date is after the end date.";
export const PERIOD_TOO_LONG = "Choose a period of at most 24 months.";

/** The first local date past 24 months from `from` (text compares as dates do). */
const twoYearsOn = (from: string) => `${Number(from.slice(0, 4)) + 2}${from.slice(4)}`;

export const reportQuery = z
  .object({
    /** the first local date counted */
    from: localDate,
    /** the last local date counted */
    to: localDate,
    /** csv: the report as a spreadsheet's file instead of JSON */
    format: z.enum(["json", "csv"], { error: "Choose json or csv." }).default("json"),
  })
  .superRefine((q, ctx) => {
    if (q.from > q.to) ctx.addIssue({ code: "custom", path: ["to"], message: PERIOD_REVERSED });
    else if (q.to >= twoYearsOn(q.from))
      ctx.addIssue({ code: "custom", path: ["to"], message: PERIOD_TOO_LONG });
  });
export type ReportQuery = z.output<typeof reportQuery>;

export const SOURCE_LABELS = { staff: "Console", public: "Public enquiry", api: "API" } as const;

const { page: _page, page_size: _size, ...listFilters } = bookingListQuery.shape;

/** GET bookings/export/: the list's filters, and the file's format. */
export const exportQuery = z
  .object({
    ...listFilters,
    format: z.enum(["csv", "ics"], { error: "Choose csv or ics." }).default("csv"),
  })
  .refine((f) => !f.start_date || !f.end_date || f.start_date <= f.end_date, {
    path: ["end_date"],
    message: DATE_RANGE_REVERSED,
  });
