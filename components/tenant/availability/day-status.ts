// How a day of a hall's public calendar reads and looks: each state in words as well as colour,
// and the times still free.
import { format, parseISO } from "date-fns";

import type { AvailabilityDay, DayStatus } from "@/lib/enquiries/availability";

export const CHECK_AVAILABILITY = "Check availability";

export const STATUS: Record<DayStatus, { label: string; short: string; cell: string }> = {
  free: {
    label: "Free",
    short: "Free",
    cell: "bg-emerald-50 text-emerald-900 ring-emerald-300 hover:bg-emerald-100",
  },
  partial: {
    label: "Partly booked",
    short: "Partial",
    cell: "bg-amber-50 text-amber-900 ring-amber-300 hover:bg-amber-100",
  },
  full: {
    label: "Full",
    short: "Full",
    cell: "bg-slate-100 text-slate-600 ring-slate-200",
  },
  notice: {
    label: "Needs more notice",
    short: "Too soon",
    cell: "bg-white text-slate-400 ring-slate-200",
  },
  past: { label: "Past", short: "", cell: "text-slate-400 ring-transparent" },
};

/** The states the legend explains (a past day needs no key). */
export const LEGEND: DayStatus[] = ["free", "partial", "full"];

export const canChoose = (status: DayStatus) => status === "free" || status === "partial";

/** "Saturday, June 14": a local date by itself, the same on the server and in any browser. */
export const longDate = (date: string) => format(parseISO(date), "EEEE, MMMM d");
/** "Sat, Jun 14", for the buttons of the days offered instead. */
export const shortDate = (date: string) => format(parseISO(date), "EEE, MMM d");
/** "14": the day of the month. */
export const dayNumber = (date: string) => format(parseISO(date), "d");
/** "June 2026". */
export const monthName = (month: string) => format(parseISO(`${month}-01`), "MMMM yyyy");

export const NOTHING_FREE = "Nothing is free on this day.";

/** The times still free: "08:00–14:00", or a free slot by name: "Evening (18:00–23:00)". */
export const freeTimes = (day: AvailabilityDay): string[] =>
  day.free.map((f) => (f.name ? `${f.name} (${f.start}–${f.end})` : `${f.start}–${f.end}`));
