// The calendar file that comes with a customer's booking email: one event, which a calendar adds
// (METHOD:REQUEST) or takes out again (METHOD:CANCEL). Every email about a booking carries the
// same UID and a higher SEQUENCE (the booking's version), so a calendar updates the event it has
// instead of adding a second one.
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from "ical-generator";

import type { MailAttachment } from "@/lib/mail";

import type {
  CustomerMailBooking,
  CustomerMailKind,
  CustomerMailOptions,
  CustomerMailVenue,
} from "./customer-mail-types";

/** The reference a customer quotes: `${slug.toUpperCase()}-${id}`, e.g. "DEMO-42". */
export function bookingReference(venue: { slug: string }, booking: { id: number }): string {
  return `${venue.slug.toUpperCase()}-${booking.id}`;
}

/** One line, for headers and one-line calendar fields: no CR/LF, no runs of spaces. */
export const oneLine = (value: string) => value.replace(/\s+/g, " ").trim();

/**
 * Whether the mail repeats nothing the visitor typed: an enquiry's receipt always (only a
 * visitor's enquiry has one), and any mail about such an enquiry that no one of the venue caused.
 */
export const unattended = (kind: CustomerMailKind, booking: { anonymous: boolean }) =>
  kind === "received" || booking.anonymous;

/** What the mail calls the event: its name, or the hall's when the name is a visitor's typing. */
export const eventTitle = (kind: CustomerMailKind, booking: CustomerMailBooking) =>
  oneLine(unattended(kind, booking) ? booking.hallName : booking.eventName);

/** Whether the email takes the event out of the customer's calendar. */
export const isCancellation = (kind: CustomerMailKind) =>
  kind === "cancelled" || kind === "expired";

/** The calendar's METHOD for an email of this kind. */
export const icsMethod = (kind: CustomerMailKind): "REQUEST" | "CANCEL" =>
  isCancellation(kind) ? "CANCEL" : "REQUEST";

const STATUS: Record<CustomerMailKind, ICalEventStatus> = {
  received: ICalEventStatus.TENTATIVE,
  confirmed: ICalEventStatus.CONFIRMED,
  changed: ICalEventStatus.CONFIRMED,
  cancelled: ICalEventStatus.CANCELLED,
  expired: ICalEventStatus.CANCELLED,
  reminder: ICalEventStatus.CONFIRMED,
  receipt: ICalEventStatus.CONFIRMED,
};

/** The host name without its port: "demo.localhost:3000" -> "demo.localhost". */
const hostName = (host: string) => new URL(`http://${host.trim()}`).hostname;

/** The event's UID, the same in every email about the booking. */
export const bookingUid = (booking: { id: number }, host: string) =>
  `booking-${booking.id}@${hostName(host)}`;

// A quoted parameter value (CN) may not hold a double quote at all (RFC 5545 3.1).
const commonName = (value: string) => oneLine(value).replace(/"/g, "'");

/**
 * The .ics text of the booking (of each date, for a mail about several dates of a series).
 * DTSTART and DTEND are UTC instants: a TZID needs a VTIMEZONE
 * component beside it (RFC 5545 3.2.19), which ical-generator only writes with an extra zone
 * database package; UTC is exact and every calendar shows it in its own user's zone.
 */
export function bookingIcs(
  kind: CustomerMailKind,
  booking: CustomerMailBooking,
  venue: CustomerMailVenue,
  options: CustomerMailOptions,
): string {
  const venueName = oneLine(venue.name);
  const address = venue.address ? oneLine(venue.address) : "";
  const calendar = ical({
    prodId: { company: "HallBook", product: "HallBook bookings", language: "EN" },
    method: isCancellation(kind) ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  const venueEmail = venue.email ? oneLine(venue.email) : "";
  // A series' mail holds each of its dates as an event of its own, with that booking's UID and
  // SEQUENCE, so a later mail about one date updates just that one (decision 083).
  const dates = booking.series?.dates ?? [booking];
  for (const date of dates)
    calendar.createEvent({
      id: bookingUid(date, options.host),
      sequence: date.version,
      start: date.startTime,
      end: date.endTime,
      summary: `${eventTitle(kind, booking)} at ${venueName}`,
      location: [`${oneLine(booking.hallName)}, ${venueName}`, address].filter(Boolean).join(", "),
      description: `Booking reference: ${bookingReference(venue, date)}`,
      status: STATUS[kind],
      url: `${options.protocol ?? "http"}://${options.host.trim()}/`,
      // A scheduling message names who organises it and for whom (RFC 5546): the venue, when it
      // has an address to write to, and the customer, who is not asked to reply.
      organizer: venueEmail ? { name: commonName(venue.name), email: venueEmail } : null,
      // A booking whose address the venue took out has no one to name (the customer's own
      // calendar file still downloads from their page).
      attendees: oneLine(booking.customerEmail)
        ? [
            {
              name: unattended(kind, booking) ? null : commonName(booking.customerName),
              email: oneLine(booking.customerEmail),
              role: ICalAttendeeRole.REQ,
              status: ICalAttendeeStatus.ACCEPTED,
              rsvp: false,
            },
          ]
        : [],
    });
  return calendar.toString();
}

/** The .ics as a mail attachment: `{reference}.ics`, with the method in its content type. */
export function bookingIcsAttachment(
  kind: CustomerMailKind,
  booking: CustomerMailBooking,
  venue: CustomerMailVenue,
  options: CustomerMailOptions,
): MailAttachment {
  return {
    filename: `${bookingReference(venue, booking)}.ics`,
    content: bookingIcs(kind, booking, venue, options),
    contentType: `text/calendar; charset=utf-8; method=${icsMethod(kind)}`,
  };
}
