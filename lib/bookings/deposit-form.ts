// The booking form's deposit (decision 091): one field that takes an amount ("300") or a
// percentage of the price ("30%"), and the date it is due by. Checked with the API's own schemas;
// what the form sends is the API's fields: deposit_amount or deposit_percent, and deposit_due_on.
import { z } from "zod";

import { localDate } from "@/lib/core/dates";

import { bookingCreate } from "./schemas";

const PERCENT = /^(\d{1,3})\s*%$/;
const api = bookingCreate.shape;

export const depositFormFields = {
  /** an amount, a percentage ("30%"), or empty: the venue's default (new) or none (edit) */
  deposit_amount: z.string(),
  /** a local date, or empty: the venue's default */
  deposit_due_on: z.string(),
};

type DepositValues = { deposit_amount: string; deposit_due_on: string };

/** The field errors of the form's deposit, in the API's words. */
export function depositErrors(v: DepositValues): Partial<Record<keyof DepositValues, string>> {
  const errors: Partial<Record<keyof DepositValues, string>> = {};
  const amount = v.deposit_amount.trim();
  const percent = PERCENT.exec(amount);
  const read = percent
    ? api.deposit_percent.safeParse(percent[1])
    : amount
      ? api.deposit_amount.safeParse(amount)
      : null;
  if (read && !read.success) errors.deposit_amount = read.error.issues[0]?.message;
  const due = v.deposit_due_on.trim();
  const day = due ? localDate.safeParse(due) : null;
  if (day && !day.success) errors.deposit_due_on = day.error.issues[0]?.message;
  return errors;
}

/**
 * What the form sends: a percentage as deposit_percent (no amount), an amount as itself, empty as
 * null; the due date, empty as null. A new booking leaves out what is null (the venue's default).
 */
export function depositBody(v: DepositValues) {
  const amount = v.deposit_amount.trim();
  const percent = PERCENT.exec(amount);
  const due = v.deposit_due_on.trim() || null;
  return percent
    ? { deposit_amount: undefined, deposit_percent: Number(percent[1]), deposit_due_on: due }
    : { deposit_amount: amount || null, deposit_percent: undefined, deposit_due_on: due };
}

/** A new booking's body without the deposit's empty fields: the venue's default applies. */
export function withoutEmptyDeposit<
  T extends { deposit_amount?: unknown; deposit_due_on?: unknown },
>(body: T): T {
  const kept = { ...body };
  if (kept.deposit_amount === null) delete kept.deposit_amount;
  if (kept.deposit_due_on === null) delete kept.deposit_due_on;
  return kept;
}
