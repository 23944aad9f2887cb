// The snapshot a queued customer mail keeps (customer_mails.snapshot), in one place for every
// writer of the queue: the booking changes (./customer-notify.ts), the ledger's receipts and the
// payment reminders (lib/payments).
import { Prisma } from "@/lib/db";

/**
 * What the mail tells, from `n`, a bookings row with its hall's name as hall_name: the booking
 * as the change left it (its version is the calendar entry's SEQUENCE), in the names of
 * CustomerMailBooking (./customer-mail.ts).
 */
export const MAIL_SNAPSHOT = Prisma.sql`jsonb_build_object(
  'id', n.id, 'version', n.version, 'eventName', n.event_name,
  'customerName', n.customer_name, 'customerEmail', n.customer_email,
  'startTime', n.start_time, 'endTime', n.end_time, 'hallName', n.hall_name,
  'holdUntil', n.hold_until)`;
