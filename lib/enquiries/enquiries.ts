// A visitor's enquiry: a tentative booking of the hall, held for the venue's default time and
// marked as from the public site, acknowledged to the visitor by mail and announced to the venue's
// Owners and Admins. A taken time makes no booking and offers the nearest free days instead. What
// one may cost the venue is bounded: its length and notice (venue settings), the limits per
// address and email (./limits.ts) and the caps on open holds
// (docs/decisions/050-bounded-enquiries-and-uploads.md).
import { enquirySettings } from "@/lib/booking-settings/settings";
import { bookingReference } from "@/lib/bookings/customer-mail";
import { insertStatement } from "@/lib/bookings/insert";
import { periodErrors, readBookingTime } from "@/lib/bookings/rules";
import type { BookingDto } from "@/lib/bookings/serialize";
import { isExclusionViolation } from "@/lib/core/db-errors";
import { AppError, badRequest, forbidden, notFound, ValidationError } from "@/lib/core/errors";
import { db } from "@/lib/db";
import { recordRateLimited } from "@/lib/metrics/metrics";
import type { TenantRef } from "@/lib/tenants/queries";
import { addLocalDays, wallClock } from "@/lib/time";

import { blockedRanges, fits, nearestFreeDays, publicHall, type PublicHall } from "./availability";
import { assertEnquiryAllowed } from "./limits";
import {
  ENQUIRIES_OFF,
  ENQUIRY_REFUSED,
  ENQUIRY_SENT,
  guestsError,
  IN_THE_PAST,
  NO_SUCH_SLOT,
  SLOT_REQUIRED,
  TIME_TAKEN,
  tooLong,
  tooManyHolds,
  tooSoon,
  VENUE_HOLDS_FULL,
  type EnquiryInput,
} from "./schemas";

const DAY = 86_400_000;
const HOUR = 3_600_000;

type Limits = { maxEnquiryHours: number };

/**
 * The period asked for, in the venue's zone: a slot's times on the date, or the times given; an
 * end before the start is the next morning. Either way it must have an instant (a time the clocks
 * skip has none) and keep a booking's rules (within ten years, the venue's longest booking); one by
 * its times is at most the venue's longest public enquiry too, while a slot is the venue's own
 * choice and may be longer.
 */
function periodOf(tenant: TenantRef, hall: PublicHall, input: EnquiryInput, limits: Limits) {
  const tz = tenant.timezone;
  const slot = input.slot_id ? hall.slots.find((s) => s.id === input.slot_id) : undefined;
  if (input.slot_id && !slot) throw ValidationError.of("slot_id", NO_SUCH_SLOT);
  if (!slot && hall.requiresSlot) throw ValidationError.of("slot_id", SLOT_REQUIRED);
  const times = slot
    ? { from: slot.start_time, to: slot.end_time }
    : {
        from: input.start_time,
        to: input.end_time,
      };
  const endDate = times.to > times.from ? input.date : addLocalDays(input.date, 1);
  const start = readBookingTime(`${input.date}T${times.from}`, tz);
  const end = readBookingTime(`${endDate}T${times.to}`, tz);
  const errors: Record<string, string[]> = {};
  if (start.error !== undefined) errors.start_time = [start.error];
  if (end.error !== undefined) errors.end_time = [end.error];
  if (start.instant && end.instant) {
    const problems = periodErrors(start.instant, end.instant, { maxDays: tenant.maxBookingDays });
    for (const [field, message] of Object.entries(problems)) errors[field] = [message];
    const hours = (+end.instant - +start.instant) / HOUR;
    if (!slot && !errors.end_time && hours > limits.maxEnquiryHours)
      errors.end_time = [tooLong(limits.maxEnquiryHours)];
  }
  // By a slot the visitor chose only the date: what is wrong with the slot's times on it is the
  // date's error (the slot form has no time fields to show it at).
  const moved = slot && (errors.start_time ?? errors.end_time);
  if (moved) for (const field of ["start_time", "end_time", "date"]) delete errors[field];
  if (moved) errors.date = moved;
  if (Object.keys(errors).length || !start.instant || !end.instant)
    throw new ValidationError(errors);
  return { start: start.instant, end: end.instant, slotId: slot?.id ?? null };
}

/**
 * The 409 of a taken time, with the nearest days on which the same times are free and an enquiry
 * would be taken: no sooner than `earliest` (now plus the venue's notice).
 */
async function taken(
  tenant: TenantRef,
  hall: PublicHall,
  period: { start: Date; end: Date },
  earliest: Date,
) {
  const from = wallClock(period.start, tenant.timezone);
  const to = wallClock(period.end, tenant.timezone);
  const suggestions = await nearestFreeDays(
    tenant,
    hall,
    { date: from.date, start: from.time, end: to.time },
    { earliest },
  );
  return new AppError(409, TIME_TAKEN, {}, { suggestions });
}

export async function createEnquiry({
  tenant,
  input,
  ip,
  now = new Date(),
}: {
  tenant: TenantRef;
  input: EnquiryInput;
  ip: string | null;
  now?: Date;
}) {
  if (input.website) throw badRequest(ENQUIRY_REFUSED); // the honeypot
  const settings = await enquirySettings(tenant.id);
  if (!settings.open) throw forbidden(ENQUIRIES_OFF);
  const hall = await publicHall(tenant.id, input.hall);
  const crowd = guestsError(input.guests, hall.capacity);
  if (crowd) throw ValidationError.of("guests", crowd);
  const period = periodOf(tenant, hall, input, settings);
  if (period.start <= now) throw ValidationError.of("date", IN_THE_PAST);
  const earliest = new Date(+now + settings.minNoticeHours * HOUR);
  if (period.start < earliest) throw ValidationError.of("date", tooSoon(settings.minNoticeHours));
  // A time seen taken is answered before the limits count: trying a few dates costs no allowance.
  // The insert below still decides, since the time may be taken in between.
  const around = await blockedRanges(
    tenant.id,
    hall.id,
    new Date(+period.start - hall.setupMinutes * 60_000),
    new Date(+period.end + hall.cleanupMinutes * 60_000),
  );
  if (!fits(hall, period.start, period.end, around))
    throw await taken(tenant, hall, period, earliest);
  await assertEnquiryAllowed(tenant.id, input.email, ip);

  const email = input.email.toLowerCase();
  const hold = new Date(Math.min(now.getTime() + settings.defaultHoldDays * DAY, +period.start));
  const details = [input.guests ? `Guests: ${input.guests}` : "", input.message];
  let json: string;
  try {
    json = await db.$transaction(async (tx) => {
      // One enquiry at this venue at a time, so both caps hold under a burst from anywhere.
      await tx.$queryRaw`
        SELECT 1 FROM (SELECT pg_advisory_xact_lock(hashtextextended(
          ${`enquiry:${tenant.id}`}, 0))) AS locked`;
      const [{ open, mine }] = await tx.$queryRaw<{ open: number; mine: number }[]>`
        SELECT count(*)::int AS open,
          (count(*) FILTER (WHERE lower(customer_email) = ${email}))::int AS mine
        FROM bookings
        WHERE tenant_id = ${tenant.id} AND source = 'public' AND status = 'tentative'`;
      const max = settings.maxPublicHoldsPerEmail;
      if (mine >= max) {
        recordRateLimited("enquiry-holds-email");
        throw new AppError(429, tooManyHolds(max));
      }
      if (open >= settings.maxPublicHolds) {
        recordRateLimited("enquiry-holds-venue");
        throw new AppError(429, VENUE_HOLDS_FULL);
      }
      const [row] = await tx.$queryRaw<{ json: string }[]>(
        insertStatement({
          tenantId: tenant.id,
          hallId: hall.id,
          slotId: period.slotId,
          start: period.start,
          end: period.end,
          hold,
          userId: null,
          source: "public",
          enquiry: { guests: input.guests ?? null, message: !!input.message?.trim() },
          input: {
            hall: hall.id,
            event_name: `Enquiry from ${input.name}`,
            start_time: period.start.toISOString(),
            end_time: period.end.toISOString(),
            status: "tentative",
            addons: [],
            customer_name: input.name,
            customer_email: input.email,
            customer_phone: input.phone,
            price: "0.00",
            booking_token: "",
            description: details.filter(Boolean).join("\n\n"),
            notes: "",
            hold_until: null,
            email_customer: true,
          },
        }),
      );
      if (!row) throw notFound("Hall not found."); // archived or deactivated meanwhile
      return row.json;
    });
  } catch (error) {
    if (isExclusionViolation(error)) throw await taken(tenant, hall, period, earliest);
    throw error;
  }
  const booking = JSON.parse(json) as BookingDto;
  return {
    detail: ENQUIRY_SENT,
    reference: bookingReference(tenant, booking),
    hall_name: booking.hall_name,
    start_time: booking.start_time,
    end_time: booking.end_time,
    hold_until: booking.hold_until,
  };
}
