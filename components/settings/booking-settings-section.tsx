"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";

import { Field, FormAlert, SaveButton } from "@/components/ui/field";
import { Checkbox } from "@/components/ui/form-controls";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { toast } from "@/components/ui/toast";
import {
  bookingSettingsFields,
  ENQUIRIES_OFF_BY_PROVIDER,
  HOLD_DAYS,
  HOLDS_PER_EMAIL,
  SETTINGS_LOAD_FAILED,
  SETTINGS_SAVE_FAILED,
  SETTINGS_SAVED,
} from "@/lib/booking-settings/schemas";
import type { BookingSettings } from "@/lib/booking-settings/settings";
import { api } from "@/lib/client/api";
import { setServerErrors } from "@/lib/client/form-errors";
import { keys, useBookingSettings } from "@/lib/client/queries";

type Values = z.input<typeof bookingSettingsFields>;
type Output = z.output<typeof bookingSettingsFields>;
const FIELDS = Object.keys(bookingSettingsFields.shape) as (keyof Values)[];

/** The Bookings tab of /settings: how long holds last and the public site's enquiries. */
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
          Holds and enquiries
        </h2>
        <p className="text-sm text-slate-600">
          A tentative booking can be held for a while; unless it is confirmed by then, it is
          cancelled and the date is free again.
        </p>
      </div>
      <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <SettingsForm key={settings.dataUpdatedAt} settings={settings.data} />
      </div>
    </section>
  );
}

function SettingsForm({ settings }: { settings: BookingSettings }) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(bookingSettingsFields),
    defaultValues: {
      default_hold_days: settings.default_hold_days,
      public_enquiries: settings.public_enquiries,
      max_public_holds_per_email: settings.max_public_holds_per_email,
    },
  });
  const errors = form.formState.errors;
  const save = form.handleSubmit(async (body) => {
    try {
      await api("/api/tenant/booking-settings/", { method: "PATCH", body });
      toast.success(SETTINGS_SAVED);
      await queryClient.invalidateQueries({ queryKey: keys.bookingSettings });
      router.refresh(); // the booking form's default hold comes from the console's layout
    } catch (error) {
      setServerErrors(error, form.setError, FIELDS);
      toast.error(SETTINGS_SAVE_FAILED);
    }
  });
  return (
    <form onSubmit={save} noValidate className="space-y-6">
      <Field
        label="Default hold (days)"
        type="number"
        min={HOLD_DAYS.min}
        max={HOLD_DAYS.max}
        hint="How long the booking form holds a new tentative booking, and how long a visitor's enquiry is held."
        className="max-w-xs"
        {...form.register("default_hold_days")}
        error={errors.default_hold_days?.message}
      />
      <fieldset className="space-y-4">
        <legend className="mb-1 text-base font-semibold text-slate-900">Public enquiries</legend>
        {!settings.public_enquiries_allowed ? (
          <FormAlert>{ENQUIRIES_OFF_BY_PROVIDER}</FormAlert>
        ) : null}
        <Checkbox
          label="Take enquiries on your public site"
          {...form.register("public_enquiries")}
        />
        <Field
          label="Open enquiries per email"
          type="number"
          min={HOLDS_PER_EMAIL.min}
          max={HOLDS_PER_EMAIL.max}
          hint="The most held dates one email address can ask for at a time."
          className="max-w-xs"
          {...form.register("max_public_holds_per_email")}
          error={errors.max_public_holds_per_email?.message}
        />
      </fieldset>
      <div className="flex justify-end">
        <SaveButton saving={form.formState.isSubmitting}>Save Settings</SaveButton>
      </div>
    </form>
  );
}
