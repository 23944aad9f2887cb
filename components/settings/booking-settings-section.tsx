"use client";

import { useEffect } from "react";
import type { z } from "zod";

import { useConsoleUser } from "@/components/console/tenant-context";
import { Field, FormAlert, SaveButton } from "@/components/ui/field";
import { Checkbox, SelectField } from "@/components/ui/form-controls";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { toast } from "@/components/ui/toast";
import {
  bookingSettingsFields,
  DEPOSIT_PERCENT,
  DUE_DAYS,
  ENQUIRIES_OFF_BY_PROVIDER,
  ENQUIRY_HOURS,
  HOLD_DAYS,
  HOLDS_PER_EMAIL,
  NOTICE_HOURS,
  OPEN_HOURS,
  PUBLIC_HOLDS,
  REMINDER_DAYS,
  SERIES_MONTHS,
  SERIES_OCCURRENCES,
  SETTINGS_LOAD_FAILED,
  SETTINGS_SAVE_FAILED,
  SETTINGS_SAVED,
} from "@/lib/booking-settings/schemas";
import type { BookingSettings } from "@/lib/booking-settings/settings";
import { call } from "@/lib/client/call";
import { keys, useBookingSettings } from "@/lib/client/queries";
import { useApiForm } from "@/lib/client/use-api-form";

import { MoneyFields } from "./money-fields";

type Values = z.input<typeof bookingSettingsFields>;
const FIELDS = Object.keys(bookingSettingsFields.shape) as (keyof Values)[];

/**
 * The Bookings tab of /settings: how long holds last, the public site's enquiries and how far a
 * repeating booking may reach.
 */
export function BookingSettingsSection() {
  const settings = useBookingSettings();
  useEffect(() => {
    if (settings.isError) toast.error(SETTINGS_LOAD_FAILED);
  }, [settings.isError]);
  if (settings.isPending) return <LoadingState message="Loading booking settings..." />;
  if (settings.isError)
    return <ErrorState message={SETTINGS_LOAD_FAILED} onRetry={() => settings.refetch()} />;
  return (
    <section aria-labelledby="booking-settings-title" className="space-y-6">
      <div>
        <h2 id="booking-settings-title" className="text-lg font-semibold text-slate-900">
          Booking settings
        </h2>
        <p className="text-sm text-slate-600">
          How long a tentative booking is held (unless it is confirmed by then, it is cancelled and
          the date is free again), your public site&apos;s enquiries, your currency and how far a
          repeating booking may reach.
        </p>
      </div>
      <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <SettingsForm key={settings.dataUpdatedAt} settings={settings.data} />
      </div>
    </section>
  );
}

type NumberName = Exclude<
  keyof Values,
  | "public_enquiries"
  | "week_start"
  | "currency"
  | "locale"
  | "deposit_percent"
  | "customer_self_confirm"
>;
type NumberSetting = { label: string; range: { min: number; max: number }; hint: string };

/** The settings that are numbers: their label, range and what they mean. */
const NUMBERS: Record<NumberName, NumberSetting> = {
  default_hold_days: {
    label: "Default hold (days)",
    range: HOLD_DAYS,
    hint: "How long the booking form holds a new tentative booking, and how long a visitor's enquiry is held.",
  },
  max_public_holds_per_email: {
    label: "Open enquiries per email",
    range: HOLDS_PER_EMAIL,
    hint: "The most held dates one email address can ask for at a time.",
  },
  max_public_holds: {
    label: "Open enquiries in all",
    range: PUBLIC_HOLDS,
    hint: "The most held dates all visitors together can ask for at a time; more wait until you answer some.",
  },
  max_enquiry_hours: {
    label: "Longest enquiry (hours)",
    range: ENQUIRY_HOURS,
    hint: "The longest time a visitor can ask for; your halls' own slots may be longer.",
  },
  min_notice_hours: {
    label: "Minimum notice (hours)",
    range: NOTICE_HOURS,
    hint: "How long before its start an enquiry must come.",
  },
  max_series_occurrences: {
    label: "Most dates of a repeating booking",
    range: SERIES_OCCURRENCES,
    hint: "A weekly class for a year has 52.",
  },
  max_series_months: {
    label: "Longest repeating booking (months)",
    range: SERIES_MONTHS,
    hint: "How far from its first date a repeating booking may reach.",
  },
  deposit_due_days: {
    label: "Deposit due (days after booking)",
    range: DUE_DAYS,
    hint: "When a deposit is due unless the booking says otherwise; never after the event's day.",
  },
  balance_due_days: {
    label: "Balance due (days before the event)",
    range: DUE_DAYS,
    hint: "When the rest of the price is due.",
  },
  open_hours_per_day: {
    label: "Open hours a day",
    range: OPEN_HOURS,
    hint: "How many hours a day your halls are open: the occupancy report counts against them.",
  },
  reminder_days: {
    label: "Reminder (days before a due date)",
    range: REMINDER_DAYS,
    hint: "The customer is emailed once before a deposit or balance falls due. 0: no reminders.",
  },
};

/** Read-only in a session opened through an access request: the settings are the venue's. */
function SettingsForm({ settings }: { settings: BookingSettings }) {
  const readOnly = useConsoleUser().impersonated;
  const { form, submit: save } = useApiForm({
    schema: bookingSettingsFields,
    defaultValues: Object.fromEntries(FIELDS.map((f) => [f, settings[f]])),
    request: (body) => call.patch("/api/tenant/booking-settings/", { body }),
    success: SETTINGS_SAVED,
    invalidate: [keys.bookingSettings],
    // the booking form's default hold and every amount's currency come from the console's layout
    refresh: true,
    failure: { form: false, toast: SETTINGS_SAVE_FAILED },
  });
  const errors = form.formState.errors;
  const numberField = (name: NumberName) => (
    <Field
      label={NUMBERS[name].label}
      type="number"
      min={NUMBERS[name].range.min}
      max={NUMBERS[name].range.max}
      hint={NUMBERS[name].hint}
      className="max-w-xs"
      {...form.register(name)}
      error={errors[name]?.message}
    />
  );
  return (
    <form onSubmit={save} noValidate>
      <fieldset disabled={readOnly} className="space-y-6">
        {numberField("default_hold_days")}
        <SelectField
          label="First day of the week"
          hint="Where weeks start in your calendar and on your public site's month (at first, where your locale's do)."
          className="max-w-xs"
          {...form.register("week_start")}
          error={errors.week_start?.message}
        >
          <option value="0">Sunday</option>
          <option value="1">Monday</option>
          <option value="6">Saturday</option>
        </SelectField>
        <fieldset className="space-y-4">
          <legend className="mb-1 text-base font-semibold text-slate-900">Public enquiries</legend>
          {!settings.public_enquiries_allowed ? (
            <FormAlert>{ENQUIRIES_OFF_BY_PROVIDER}</FormAlert>
          ) : null}
          <Checkbox
            label="Take enquiries on your public site"
            {...form.register("public_enquiries")}
          />
          {numberField("max_public_holds_per_email")}
          {numberField("max_public_holds")}
          {numberField("max_enquiry_hours")}
          {numberField("min_notice_hours")}
        </fieldset>
        <MoneyFields form={form} />
        <fieldset className="space-y-4">
          <legend className="mb-1 text-base font-semibold text-slate-900">
            Deposits and payments
          </legend>
          <Field
            label="Default deposit (% of the price)"
            type="number"
            min={DEPOSIT_PERCENT.min}
            max={DEPOSIT_PERCENT.max}
            hint="What a new booking asks first unless it says otherwise. Empty: no deposit."
            className="max-w-xs"
            {...form.register("deposit_percent")}
            error={errors.deposit_percent?.message}
          />
          {numberField("deposit_due_days")}
          {numberField("balance_due_days")}
          {numberField("reminder_days")}
          <Checkbox
            label="Customers may confirm a held booking from their booking page when no deposit is owed"
            {...form.register("customer_self_confirm")}
          />
        </fieldset>
        <fieldset className="space-y-4">
          <legend className="mb-1 text-base font-semibold text-slate-900">
            Repeating bookings
          </legend>
          {numberField("max_series_occurrences")}
          {numberField("max_series_months")}
        </fieldset>
        <fieldset className="space-y-4">
          <legend className="mb-1 text-base font-semibold text-slate-900">Reports</legend>
          {numberField("open_hours_per_day")}
        </fieldset>
        {readOnly ? null : (
          <div className="flex justify-end">
            <SaveButton saving={form.formState.isSubmitting}>Save Settings</SaveButton>
          </div>
        )}
      </fieldset>
    </form>
  );
}
