// Booking series for the tests: a weekly class and one-off bookings, through the real route.
import { POST as createBooking } from "@/app/api/tenant/bookings/route";
import type { SeriesDto } from "@/lib/series/reads";

import type { venue } from "./helpers";

export type Venue = Awaited<ReturnType<typeof venue>>;

/**
 * A weekly class on Tuesdays at 19:00-20:30 New York time from 4 March 2031 (DST starts 9 March),
 * confirmed, the customer mailed; four dates unless `recurrence` says otherwise.
 */
export async function weekly(v: Venue, extra: Record<string, unknown> = {}, recurrence = {}) {
  const answer = await v.as(createBooking, {
    body: {
      hall: v.hall.id,
      event_name: "Yoga class",
      start_time: "2031-03-04T19:00",
      end_time: "2031-03-04T20:30",
      status: "confirmed",
      customer_email: "yogi@example.com",
      recurrence: { freq: "weekly", count: 4, ...recurrence },
      ...extra,
    },
  });
  return answer as typeof answer & { body: { series: SeriesDto } };
}

/** A booking of its own, not mailed. */
export const single = (v: Venue, name: string, start: string, end: string, hall = v.hall.id) =>
  v.as(createBooking, {
    body: { hall, event_name: name, start_time: start, end_time: end, email_customer: false },
  });
