// A change of a date of a series, by scope (decision 083): the words of the three choices, and the
// body PATCH booking-series/{id}/ takes for an edit of the booking form. Pure.
import type { BookingBody } from "./form";
import type { Scope } from "./series-schemas";

export const SCOPE_LABELS: Record<Scope, string> = {
  this: "This booking",
  following: "This and following bookings",
  all: "All upcoming bookings",
};

/**
 * Why an edit is for its own date only: a series changes its dates' times, not their days
 * (`seriesChangeBody`), so a move to another day would be dropped for the other scopes.
 */
export const ONLY_THIS_MOVES_DAY = "Only this booking can move to another day.";

/** What the edit form of a date of a series says saving will do. */
export const SAVING_ASKS = "Saving asks which of its bookings change.";

/** Why an edit is for its own date only: a hold belongs to one date (a series is not held). */
export const ONLY_THIS_HOLDS = "Only this booking can be held.";

/** Whether an edit's body moves the booking to another day than `savedStart`'s. */
export const movesDay = (body: BookingBody, savedStart: string) =>
  !!body.start_time && body.start_time.slice(0, 10) !== savedStart.slice(0, 10);

/** Why an edit's body can change its own date only, or null: the other scopes may be chosen. */
export function onlyThisReason(body: BookingBody, savedStart: string): string | null {
  if (movesDay(body, savedStart)) return ONLY_THIS_MOVES_DAY;
  if (body.hold_until) return ONLY_THIS_HOLDS;
  return null;
}

/**
 * The series change an edit makes from `occurrence`: the fields a series takes, its times as
 * times of day (each date keeps its own day). A slot, a hold and a token belong to one date: the
 * scope "this" (the booking's own PATCH) changes them.
 */
export function seriesChangeBody(body: BookingBody, scope: Scope, occurrence: number) {
  const {
    start_time,
    end_time,
    slot_id: _slot,
    hold_until: _hold,
    booking_token: _token,
    branch: _branch,
    ...fields
  } = body;
  return {
    ...fields,
    scope,
    occurrence,
    ...(start_time ? { start_time: start_time.slice(11, 16) } : {}),
    ...(end_time ? { end_time: end_time.slice(11, 16) } : {}),
  };
}
