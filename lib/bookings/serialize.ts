// A booking's one shape, as the API, the calendar, the dashboard and the history show it
// (spec §3 "Booking (as read)"). Everything that shows a booking selects and serializes it here.
import type { Prisma } from "@/lib/db";

export const bookingSelect = {
  id: true,
  eventName: true,
  startTime: true,
  endTime: true,
  hallId: true,
  branchId: true,
  slotId: true,
  status: true,
  addons: true,
  customerName: true,
  customerEmail: true,
  customerPhone: true,
  price: true,
  bookingToken: true,
  description: true,
  notes: true,
  holdUntil: true,
  source: true,
  emailCustomer: true,
  createdById: true,
  createdAt: true,
  updatedAt: true,
  version: true,
  hall: { select: { name: true } },
  branch: { select: { name: true } },
} as const satisfies Prisma.BookingSelect;

export type BookingRow = Prisma.BookingGetPayload<{ select: typeof bookingSelect }>;

export function serializeBooking(b: BookingRow) {
  return {
    id: b.id,
    event_name: b.eventName,
    /** the spec's other name for event_name */
    title: b.eventName,
    start_time: b.startTime.toISOString(),
    end_time: b.endTime.toISOString(),
    hall: b.hallId,
    /** the spec's other name for hall */
    hall_id: b.hallId,
    hall_name: b.hall.name,
    branch: b.branchId,
    branch_name: b.branch.name,
    slot_id: b.slotId,
    status: b.status,
    addons: b.addons,
    customer_name: b.customerName,
    customer_email: b.customerEmail,
    customer_phone: b.customerPhone,
    price: b.price.toFixed(2),
    booking_token: b.bookingToken,
    description: b.description,
    notes: b.notes,
    /** a tentative booking's hold: cancelled once this passes unless confirmed */
    hold_until: b.holdUntil?.toISOString() ?? null,
    /** "staff", or "public" for a visitor's enquiry on the venue's site */
    source: b.source,
    email_customer: b.emailCustomer,
    created_at: b.createdAt.toISOString(),
    updated_at: b.updatedAt.toISOString(),
  };
}
export type BookingDto = ReturnType<typeof serializeBooking>;

/**
 * What a history entry records of a booking: its fields, without ids, aliases, timestamps, where
 * it came from and the customer-mail preference.
 */
export function trackedFields(b: BookingDto) {
  const {
    id,
    title,
    hall,
    hall_id,
    branch,
    created_at,
    updated_at,
    source,
    email_customer,
    ...tracked
  } = b;
  return tracked;
}
