// What a booking's deposit is once a request is read (decision 091): an amount, or a percentage
// of the price worked out exactly in the currency's digits, or the venue's default percentage
// when a new booking says nothing; due by a local date, by default the venue's days after today,
// never after the event's own day. Pure: the caller gives the venue, the times and, on a change,
// the booking as it stands.
import { ValidationError } from "@/lib/core/errors";
import { minorDigits } from "@/lib/money/format";
import { tooManyDigits } from "@/lib/payments/schemas";
import { addLocalDays, wallClock } from "@/lib/time";

export const DEPOSIT_OVER_PRICE = "The deposit cannot be more than the price.";
export const PRICE_UNDER_DEPOSIT = "The price cannot be less than the deposit.";
export const DEPOSIT_NEEDS_AMOUNT = "Set a deposit amount first.";
export const DEPOSIT_NEEDS_DATE = "A deposit needs a date it is due by.";
export const AMOUNT_OR_PERCENT = "Give the deposit as an amount or a percentage, not both.";

/** What the venue's settings say of deposits. */
export type DepositVenue = {
  timezone: string;
  currency: string;
  depositPercent: number | null;
  depositDueDays: number;
};

/** What a request says of the deposit; undefined: not said. */
export type DepositInput = {
  price?: string;
  deposit_amount?: string | null;
  deposit_percent?: number;
  deposit_due_on?: string | null;
};

/** The deposit as stored; undefined on a change: left as it is. */
export type Deposit = { deposit_amount?: string | null; deposit_due_on?: string | null };

/** Hundredths of a price written with two decimals ("1234.50" -> 123450n). */
const hundredths = (price: string) => BigInt(price.replace(".", ""));
const twoDecimals = (n: bigint) => `${n / 100n}.${String(n % 100n).padStart(2, "0")}`;

/** `percent` of `price`, rounded half up to the currency's digits (two at most), or null at 0. */
export function percentOf(price: string, percent: number, currency: string): string | null {
  const digits = Math.min(minorDigits(currency), 2);
  const step = 10n ** BigInt(4 - digits); // in ten-thousandths
  const exact = hundredths(price) * BigInt(percent); // ten-thousandths of the currency
  const rounded = ((exact + step / 2n) / step) * step;
  return rounded === 0n ? null : twoDecimals(rounded / 100n);
}

/** The default due date: the venue's days after today, not after the event's own day. */
export function defaultDueOn(venue: DepositVenue, start: Date, now = new Date()): string {
  const due = addLocalDays(wallClock(now, venue.timezone).date, venue.depositDueDays);
  const eventDay = wallClock(start, venue.timezone).date;
  return due < eventDay ? due : eventDay;
}

const isZero = (amount: string) => /^0+(\.0+)?$/.test(amount);

const fits = (amount: string, digits: number) =>
  (amount.split(".")[1] ?? "").replace(/0+$/, "").length <= digits;

/**
 * The price and deposit a request sends, in digits the venue's currency has (a yen has no cents),
 * or a field error. The columns keep two decimals whatever the currency.
 */
export function checkAmountDigits(
  input: { price?: string; deposit_amount?: string | null },
  currency: string,
) {
  const digits = minorDigits(currency);
  for (const field of ["price", "deposit_amount"] as const) {
    const amount = input[field];
    if (amount && !fits(amount, digits)) throw ValidationError.of(field, tooManyDigits(digits));
  }
}

/** An amount the currency can hold, or a field error; "0" is no deposit. */
function checkedAmount(amount: string | null): string | null {
  return amount === null || isZero(amount) ? null : amount;
}

const over = (amount: string, price: string) => hundredths(amount) > hundredths(price);

type Change = { price: string; depositAmount: string | null; depositDueOn: string | null };

/**
 * The deposit to write: for a new booking (`current` absent) always both fields; for a change
 * only what it changes. Field errors when the amount exceeds the price, has too many digits, or a
 * due date comes without an amount.
 */
export function resolveDeposit(
  input: DepositInput,
  venue: DepositVenue,
  start: Date,
  current?: Change,
): Deposit {
  if (input.deposit_percent !== undefined && input.deposit_amount !== undefined)
    throw ValidationError.of("deposit_percent", AMOUNT_OR_PERCENT);
  checkAmountDigits(input, venue.currency);
  const price = input.price ?? current?.price ?? "0.00";
  const percent =
    input.deposit_percent ??
    (current || input.deposit_amount !== undefined ? undefined : venue.depositPercent);
  const amount =
    percent !== undefined && percent !== null
      ? percentOf(price, percent, venue.currency)
      : input.deposit_amount === undefined
        ? undefined
        : checkedAmount(input.deposit_amount);
  const kept = amount === undefined ? (current?.depositAmount ?? null) : amount;
  if (kept !== null && over(kept, price))
    throw amount === undefined
      ? ValidationError.of("price", PRICE_UNDER_DEPOSIT)
      : ValidationError.of("deposit_amount", DEPOSIT_OVER_PRICE);
  if (kept === null) {
    if (input.deposit_due_on) throw ValidationError.of("deposit_due_on", DEPOSIT_NEEDS_AMOUNT);
    return current && amount === undefined ? {} : { deposit_amount: null, deposit_due_on: null };
  }
  if (input.deposit_due_on === null) throw ValidationError.of("deposit_due_on", DEPOSIT_NEEDS_DATE);
  const due = input.deposit_due_on ?? current?.depositDueOn ?? defaultDueOn(venue, start);
  if (current && amount === undefined && input.deposit_due_on === undefined) return {};
  return { deposit_amount: amount === undefined ? undefined : amount, deposit_due_on: due };
}

/** The deposit as Prisma writes it: undefined is left out, a date is a Date at UTC midnight. */
export const depositColumns = (d: Deposit) => ({
  depositAmount: d.deposit_amount,
  depositDueOn:
    d.deposit_due_on === undefined
      ? undefined
      : d.deposit_due_on && new Date(`${d.deposit_due_on}T00:00:00Z`),
});
