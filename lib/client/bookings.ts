"use client";

import type { BookingDto } from "@/lib/bookings/bookings";
import type { ScheduleEvent } from "@/lib/bookings/schedules";

export type Booking = BookingDto;
export type { ScheduleEvent };

/** What the booking form starts from: a booking to edit, or the period of a new one. */
export type BookingDraft =
  { booking: Booking } | { start: string; end: string; hallId?: number | null };

/** A schedule event as the booking it is (the calendar has everything the form needs). */
export function bookingFromEvent(e: ScheduleEvent): Booking {
  return {
    id: e.id,
    event_name: e.title,
    title: e.title,
    start_time: e.start,
    end_time: e.end,
    hall: e.hall_id,
    hall_id: e.hall_id,
    hall_name: e.hall_name,
    branch: e.branch_id,
    branch_name: e.branch_name,
    slot_id: e.slot_id,
    status: e.status,
    addons: e.addons,
    customer_name: e.customer_name,
    customer_email: e.customer_email,
    customer_phone: e.customer_phone,
    price: e.price,
    booking_token: e.booking_token,
    description: e.description,
    notes: e.notes,
    created_at: "",
    updated_at: "",
  };
}
