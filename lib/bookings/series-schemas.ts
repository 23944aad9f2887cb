// What a change of a booking series sends (PATCH and DELETE booking-series/{id}/), shared by the
// series form and the routes: the scope of the change, the date it starts from, and the fields
// it changes, its times as times of day in the venue's zone (decision 083).
import { z } from "zod";

import { id } from "@/lib/core/schemas";
import { HH_MM } from "@/lib/time";

import { bookingPatch } from "./schemas";

export const SCOPES = ["this", "following", "all"] as const;
export type Scope = (typeof SCOPES)[number];
export const CHOOSE_SCOPE = "Choose this, following or all.";
export const OCCURRENCE_REQUIRED = "Choose the date the change is made from.";
export const TIME_OF_DAY = "Enter a time as HH:MM.";
export const SERIES_NO_SLOTS =
  "A hall that is booked by its slots cannot have a repeating booking.";
export const SERIES_NO_HOLD = "A repeating booking cannot be held; book it tentative instead.";
export const SERIES_RULE_FIXED =
  "How a booking repeats cannot be changed: end it at a date and book the new rule from there.";

const scoped = {
  /** this date only, this date and the later ones, or every upcoming date */
  scope: z.enum(SCOPES, { error: CHOOSE_SCOPE }),
  /** a booking of the series: the date of a change of this one or of the following ones */
  occurrence: id("Choose a date of this series.").optional(),
};

const needsOccurrence = (s: { scope: Scope; occurrence?: number }) =>
  s.scope === "all" || s.occurrence !== undefined;
const occurrenceIssue = { path: ["occurrence"], message: OCCURRENCE_REQUIRED };

export const SERIES_DEPOSIT_PAIR =
  "Send the deposit's amount and its due date together (both null: no deposit).";

/** A field a change of a series does not take: absent or null, else `message`. */
const none = (message: string) => z.null({ error: message }).optional();

const timeOfDay = z.string({ error: TIME_OF_DAY }).trim().regex(HH_MM, TIME_OF_DAY);

/**
 * PATCH booking-series/{id}/: the scope, and any of the booking's fields; `start_time` and
 * `end_time` are local times of day, each date keeping its own day (an end at or before the start
 * ends the next day).
 */
export const seriesPatch = bookingPatch
  .pick({
    event_name: true,
    hall: true,
    status: true,
    addons: true,
    customer_name: true,
    customer_email: true,
    customer_phone: true,
    price: true,
    deposit_amount: true,
    deposit_due_on: true,
    description: true,
    notes: true,
    email_customer: true,
  })
  .extend({
    ...scoped,
    start_time: timeOfDay.optional(),
    end_time: timeOfDay.optional(),
    // Sent empty by the booking form; anything else is refused rather than dropped unread.
    hold_until: none(SERIES_NO_HOLD),
    slot_id: none(SERIES_NO_SLOTS),
    recurrence: none(SERIES_RULE_FIXED),
  })
  .refine(needsOccurrence, occurrenceIssue)
  // Written as sent to each date: an amount and its date together, or neither.
  .refine((s) => (s.deposit_amount === undefined) === (s.deposit_due_on === undefined), {
    path: ["deposit_due_on"],
    message: SERIES_DEPOSIT_PAIR,
  })
  .refine((s) => (s.deposit_amount === null) === (s.deposit_due_on === null), {
    path: ["deposit_due_on"],
    message: SERIES_DEPOSIT_PAIR,
  });

/** DELETE booking-series/{id}/?scope=...&occurrence=...: cancels the dates, keeping the rows. */
export const seriesCancelQuery = z.object(scoped).refine(needsOccurrence, occurrenceIssue);

export type SeriesPatch = z.output<typeof seriesPatch>;
export type SeriesCancel = z.output<typeof seriesCancelQuery>;
