// The email a venue's customer gets about their booking: an enquiry received and held, the
// booking confirmed, changed, cancelled, or its hold expired. Pure: it composes the message and
// its .ics (./booking-ics.ts); the caller sends it with sendMail. Times are written in the venue's
// zone, with the zone's name, since the customer may read them anywhere. Anyone can enquire in
// anyone's name to any address, so a mail no one of the venue caused about a visitor's enquiry
// repeats nothing the visitor typed (docs/decisions/054-visitor-text-in-venue-mail.md).
import type { Mail } from "@/lib/mail";
import { composeMail, type Paragraph } from "@/lib/mail/template";
import { formatMoney } from "@/lib/money/format";

import {
  bookingIcsAttachment,
  bookingReference,
  eventTitle,
  isCancellation,
  oneLine,
  unattended,
} from "./booking-ics";
import type {
  CustomerMailBooking,
  CustomerMailKind,
  CustomerMailOptions,
  CustomerMailVenue,
} from "./customer-mail-types";
import {
  describeDate,
  describeLocalDay,
  describeLocalRange,
  describeLocalTime,
} from "./mail-dates";

export { bookingReference, describeLocalRange, describeLocalTime };

export type {
  CustomerMailBooking,
  CustomerMailKind,
  CustomerMailOptions,
  CustomerMailVenue,
} from "./customer-mail-types";

/** The subject of each kind of email; the pieces are made one line first. */
export const CUSTOMER_MAIL_SUBJECTS: Record<
  CustomerMailKind,
  (eventName: string, reference: string) => string
> = {
  // The receipt's `event` is the visitor's event at the venue on its day (receivedTitle).
  received: (event, ref) => `We received your enquiry: ${event} (${ref})`,
  confirmed: (event, ref) => `Your booking is confirmed: ${event} (${ref})`,
  changed: (event, ref) => `Your booking has changed: ${event} (${ref})`,
  cancelled: (event, ref) => `Your booking is cancelled: ${event} (${ref})`,
  expired: (event, ref) => `Your hold has expired: ${event} (${ref})`,
  reminder: (event, ref) => `Payment reminder: ${event} (${ref})`,
  receipt: (event, ref) => `Your receipt: ${event} (${ref})`,
};

/**
 * A receipt's name for the event: the visitor's own, as the venue's words tell it ("your event
 * at Demo Venue on Saturday, June 14, 2031"), since the name the booking has is their typing.
 */
function receivedTitle(booking: CustomerMailBooking, venue: CustomerMailVenue) {
  const day = describeLocalDay(booking.startTime, venue.timezone, venue.locale);
  return `your event at ${oneLine(venue.name)} on ${day}`;
}

/** The guests an enquiry's receipt repeats, when it said a whole number of them. */
const guestsOf = (kind: CustomerMailKind, booking: CustomerMailBooking) => {
  const guests = kind === "received" ? booking.enquiry?.guests : null;
  return typeof guests === "number" && Number.isSafeInteger(guests) && guests > 0 ? guests : null;
};

/** What the email says happened, in one or two sentences. */
function news(
  kind: CustomerMailKind,
  booking: CustomerMailBooking,
  venue: CustomerMailVenue,
): string {
  const event = eventTitle(kind, booking);
  const at = oneLine(venue.name);
  const hold = booking.holdUntil
    ? describeLocalTime(booking.holdUntil, venue.timezone, venue.locale)
    : null;
  switch (kind) {
    case "received":
      // The hall and the guests are in the details below it.
      return (
        `Thank you for your enquiry about ${receivedTitle(booking, venue)}. We are holding the ` +
        `date for you${hold ? ` until ${hold}` : ""}, and ${at} will be in touch.`
      );
    case "confirmed":
      return `Your booking of ${event} at ${at} is confirmed.`;
    case "changed":
      return (
        `Your booking of ${event} at ${at} has changed: the details below are the new ones.` +
        (hold ? ` We are holding the date for you until ${hold}.` : "")
      );
    case "cancelled":
      return `Your booking of ${event} at ${at} has been cancelled by the venue.`;
    case "reminder":
      return reminderNews(booking, at);
    case "receipt":
      return booking.receipt?.kind === "refund"
        ? `We have refunded ${booking.receipt.amount} for your booking of ${event} at ${at}. ` +
            `Your receipt is attached.`
        : `Thank you: we received your payment of ${booking.receipt?.amount ?? "money"} for your ` +
            `booking of ${event} at ${at}. Your receipt is attached.`;
    case "expired":
      return (
        `The hold on your booking of ${event} at ${at} has lapsed, and the date is free again. ` +
        `Please contact ${at} if you would like to book it again.`
      );
  }
}

/** "The deposit of €800.00 for your booking of X at Y is due by Friday, May 1, 2031." */
function reminderNews(booking: CustomerMailBooking, at: string): string {
  const r = booking.reminder;
  if (!r)
    return `A payment for your booking of ${eventTitle("reminder", booking)} at ${at} is due.`;
  const amount = formatMoney(r.amount, r);
  const day = describeDate(r.dueOn, r.locale);
  const what = r.what === "deposit" ? "The deposit" : "The balance";
  return (
    `${what} of ${amount} for your booking of ${eventTitle("reminder", booking)} at ${at} is ` +
    `due by ${day}. If you have paid it already, thank you, and please ignore this reminder.`
  );
}

/** Price: what the booking costs, its deposit and when the rest is due, while anything is owed. */
function moneyLines(booking: CustomerMailBooking): string[] {
  const m = booking.money;
  if (!m) return [];
  const d = m.deposit;
  return [
    `Price: ${m.price}`,
    ...(d?.owed
      ? [`Deposit: ${d.owed} to pay${d.dueOn ? ` by ${describeDate(d.dueOn, m.locale)}` : ""}`]
      : []),
    ...(m.balance
      ? [`Balance: ${m.balance} due by ${describeDate(m.balanceDueOn, m.locale)}`]
      : []),
  ];
}

/** When: the booking's period; for several dates of a series, the first, the rule, how many. */
function when(booking: CustomerMailBooking, venue: CustomerMailVenue): string[] {
  const first = describeLocalRange(
    booking.startTime,
    booking.endTime,
    venue.timezone,
    venue.locale,
  );
  const series = booking.series;
  if (!series || series.dates.length < 2) return [`When: ${first}`];
  return [
    `First date: ${first}`,
    `Repeats: ${oneLine(series.description)}`,
    `Dates: ${series.dates.length}`,
  ];
}

/** What the .ics does with the event, or the events of a series (a receipt has none). */
function attachedFile(kind: CustomerMailKind, booking: CustomerMailBooking): string[] {
  if (kind === "receipt") return [];
  const several = (booking.series?.dates.length ?? 1) > 1;
  const what = several ? "the events" : "the event";
  return [
    isCancellation(kind)
      ? `The attached calendar file removes ${what} from your calendar.`
      : `The attached calendar file puts ${what} in your calendar.`,
  ];
}

/** The venue's name, then whichever of its address, phone, email and site it has. */
function contact(venue: CustomerMailVenue, site: string): string[] {
  const given = (label: string, value: string | null) =>
    value?.trim() ? [`${label}: ${oneLine(value)}`] : [];
  return [
    oneLine(venue.name),
    ...given("Address", venue.address),
    ...given("Phone", venue.phone),
    ...given("Email", venue.email),
    `Website: ${site}`,
  ];
}

/** The whole email, ready for sendMail(): to, subject, text, html, replyTo and the .ics. */
export function customerMail(
  kind: CustomerMailKind,
  booking: CustomerMailBooking,
  venue: CustomerMailVenue,
  options: CustomerMailOptions,
): Mail {
  const reference = bookingReference(venue, booking);
  const site = `${options.protocol ?? "http"}://${options.host.trim()}/`;
  const anonymous = unattended(kind, booking);
  const guests = guestsOf(kind, booking);
  const paragraphs: Paragraph[] = [
    anonymous ? "Hello," : `Dear ${oneLine(booking.customerName)},`,
    news(kind, booking, venue),
    [
      ...(anonymous ? [] : [`Event: ${oneLine(booking.eventName)}`]),
      `Hall: ${oneLine(booking.hallName)}`,
      ...when(booking, venue),
      ...(guests ? [`Guests: ${guests}`] : []),
      ...moneyLines(booking),
      `Reference: ${reference}`,
    ],
    // The visitor's message is not repeated: anyone may enquire with anyone's address (054, 076).
    ...(kind === "received" && booking.enquiry?.message
      ? [`Your message came with your enquiry, and ${oneLine(venue.name)} will answer it.`]
      : []),
    ...(options.pagePath
      ? [
          `Your booking's page shows what is due and paid, adds it to your calendar and lets ` +
            `you ask us for a change:`,
          { link: `${site.replace(/\/$/, "")}${options.pagePath}` },
        ]
      : []),
    ...attachedFile(kind, booking),
    `Please quote ${reference} when you contact us.`,
    contact(venue, site),
  ];
  const mail = composeMail({
    to: oneLine(booking.customerEmail),
    subject: CUSTOMER_MAIL_SUBJECTS[kind](
      kind === "received" ? receivedTitle(booking, venue) : eventTitle(kind, booking),
      reference,
    ),
    paragraphs,
    replyTo: venue.email?.trim() ? oneLine(venue.email) : undefined,
    banner: { title: oneLine(venue.name), color: venue.primaryColor },
  });
  // A receipt's attachment is its PDF, which the sender adds (lib/payments/pdfs.ts).
  if (kind === "receipt") return { ...mail, attachments: [] };
  return { ...mail, attachments: [bookingIcsAttachment(kind, booking, venue, options)] };
}
