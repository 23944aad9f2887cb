// A venue's booking settings (PATCH /api/tenant/booking-settings/): how long a hold lasts unless
// said otherwise, whether the public site takes enquiries, how many open holds one email and all
// visitors together may have from them, how long an enquiry may be and how soon it may start. The
// same schema checks the API and the settings form. And how far a recurring booking may reach, and
// the venue's currency and locale.
import { z } from "zod";

import { flag, REQUIRED, wholeNumber, type Unit } from "@/lib/core/schemas";
import { currencyCode, localeTag } from "@/lib/money/schemas";
import { WEEK_STARTS, type WeekStart } from "@/lib/time";

export const HOLD_DAYS = { min: 1, max: 90 } as const;
export const HOLDS_PER_EMAIL = { min: 1, max: 50 } as const;
export const PUBLIC_HOLDS = { min: 1, max: 1000 } as const;
export const ENQUIRY_HOURS = { min: 1, max: 168 } as const;
export const NOTICE_HOURS = { min: 0, max: 2160 } as const;
/** A booking series' limits: the issue's 200 dates and two years at most (decision 083). */
export const SERIES_OCCURRENCES = { min: 1, max: 200 } as const;
export const SERIES_MONTHS = { min: 1, max: 24 } as const;

/** Deposits and reminders (decision 091). */
export const DEPOSIT_PERCENT = { min: 1, max: 100 } as const;
export const DUE_DAYS = { min: 0, max: 365 } as const;
export const REMINDER_DAYS = { min: 0, max: 60 } as const;
export const OPEN_HOURS = { min: 1, max: 24 } as const;

export const WEEK_START_INVALID = "Choose Sunday, Monday or Saturday.";

/** 0 Sunday, 1 Monday or 6 Saturday, as a number or a form's string. */
const weekStart = z
  .union([z.number(), z.string().regex(/^\d$/).transform(Number)], { error: WEEK_START_INVALID })
  .refine((v): v is WeekStart => (WEEK_STARTS as readonly number[]).includes(v), {
    error: WEEK_START_INVALID,
  });

const DAYS = { one: "day", many: "days" };
const HOURS = { one: "hour", many: "hours" };
const ENQUIRIES = { one: "enquiry", many: "enquiries" };
const DATES = { one: "date", many: "dates" };
const MONTHS = { one: "month", many: "months" };

/** A percentage of the price, or null (an emptied input): no deposit by default. */
const depositPercent = z.preprocess(
  (value) => (value === "" || value === null ? null : value),
  wholeNumber(DEPOSIT_PERCENT.max, DEPOSIT_PERCENT.min).nullable(),
);

/** A setting's number in its range; an emptied input is missing, not 0 (out of range). */
const setting = (range: { min: number; max: number }, unit: Unit) => {
  const number = wholeNumber(range.max, range.min, unit);
  return z.preprocess<unknown, typeof number, unknown>((value, ctx) => {
    if (typeof value !== "string" || value.trim() !== "") return value;
    ctx.issues.push({ code: "custom", message: REQUIRED, input: value });
    return z.NEVER;
  }, number);
};

export const bookingSettingsFields = z.object({
  /** how long a tentative booking is held unless said otherwise, in days */
  default_hold_days: setting(HOLD_DAYS, DAYS),
  /** whether the venue's public site takes enquiries */
  public_enquiries: flag,
  /** the most open public holds one email may have */
  max_public_holds_per_email: setting(HOLDS_PER_EMAIL, ENQUIRIES),
  /** the most open public holds of all visitors together */
  max_public_holds: setting(PUBLIC_HOLDS, ENQUIRIES),
  /** the longest a public enquiry may last, in hours (a slot of the venue's own may be longer) */
  max_enquiry_hours: setting(ENQUIRY_HOURS, HOURS),
  /** how long before its start an enquiry must come, in hours */
  min_notice_hours: setting(NOTICE_HOURS, HOURS),
  /** the first day of the week in the venue's calendars: 0 Sunday, 1 Monday, 6 Saturday */
  week_start: weekStart,
  /** the venue's currency, ISO 4217: every amount is in it (decision 086) */
  currency: currencyCode,
  /** the locale amounts are written in, BCP 47 */
  locale: localeTag,
  /** the most dates one recurring booking may have (decision 083) */
  max_series_occurrences: setting(SERIES_OCCURRENCES, DATES),
  /** how far a recurring booking may reach from its first date, in months */
  max_series_months: setting(SERIES_MONTHS, MONTHS),
  /** the deposit a new booking asks unless told otherwise, a percentage of its price; null: none */
  deposit_percent: depositPercent,
  /** when a deposit is due unless told otherwise: days after the booking is made */
  deposit_due_days: setting(DUE_DAYS, DAYS),
  /** when the balance is due: days before the event */
  balance_due_days: setting(DUE_DAYS, DAYS),
  /** how many days before a due date the customer is reminded; 0: never */
  reminder_days: setting(REMINDER_DAYS, DAYS),
  /** whether a customer may confirm a held booking from their booking page */
  customer_self_confirm: flag,
  /** the hours a hall is open in a day, which the occupancy report counts against */
  open_hours_per_day: setting(OPEN_HOURS, HOURS),
});

/** Any subset; what is left out stays as it is. */
export const bookingSettingsPatch = bookingSettingsFields.partial();

export type BookingSettingsInput = z.output<typeof bookingSettingsFields>;
export type BookingSettingsPatch = z.output<typeof bookingSettingsPatch>;

export const SETTINGS_SAVED = "Booking settings saved!";
export const SETTINGS_SAVE_FAILED = "Failed to save booking settings.";
export const SETTINGS_LOAD_FAILED = "Failed to load booking settings.";
export const ENQUIRIES_OFF_BY_PROVIDER =
  "Public enquiries are switched off for this venue by the platform.";
