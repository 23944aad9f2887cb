// The console's query keys (TanStack Query): shared by the browser's queries (./queries.ts) and the
// server pages that hand the first data to the browser's cache (lib/calendar/initial.ts), so both
// name the same data alike. No "use client": a server component reads them as values.
import type { ScheduleRange } from "./live";

export const keys = {
  halls: ["halls"] as const,
  branches: ["branches"] as const,
  slots: (hallId: number | null) => ["slots", hallId] as const,
  /** every query of bookings (lists, one booking, the calendar's ranges): one invalidation */
  bookings: ["bookings"] as const,
  booking: (id: number) => ["bookings", "one", id] as const,
  schedules: (range: ScheduleRange) => ["bookings", "schedules", range] as const,
  /** a booking series: under bookings, so a change of any booking refreshes it */
  series: (id: number) => ["bookings", "series", id] as const,
  /** a booking's money and ledger: under bookings, so a change of its price refreshes it */
  money: (id: number) => ["bookings", "money", id] as const,
  customization: ["customization"] as const,
  team: ["team"] as const,
  bookingSettings: ["booking-settings"] as const,
  feeds: ["calendar-feeds"] as const,
};
