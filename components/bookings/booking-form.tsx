"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Trash2 } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { useForm, useWatch } from "react-hook-form";

import { useTenant } from "@/components/console/tenant-context";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, FormAlert, SaveButton } from "@/components/ui/field";
import { Checkbox, SelectField } from "@/components/ui/form-controls";
import { toast } from "@/components/ui/toast";
import { ADDONS, BOOKING_STATUSES, STATUS_LABELS } from "@/lib/bookings/constants";
import {
  bookingFormSchema,
  defaultHold,
  formValuesOf,
  newFormValues,
  type BookingFormOutput,
  type BookingFormValues,
  type TimeMode,
} from "@/lib/bookings/form";
import type { Booking, BookingDraft } from "@/lib/client/bookings";
import { useHalls, useSlots } from "@/lib/client/queries";
import { readAmount } from "@/lib/money/format";
import { localDateOf, todayIn } from "@/lib/time";

import { BookingTimes } from "./booking-times";
import { DeleteBookingDialog } from "./delete-booking";
import { DepositFields } from "./deposit-fields";
import { FormBanner } from "./form-banner";
import { RepeatSection } from "./repeat-section";
import { SeriesNote } from "./series-chip";
import { SeriesScopeDialog } from "./series-scope-dialog";
import { useBookingSubmit } from "./use-booking-submit";

/**
 * Add or edit a booking (spec §2.3, §4, §5), on the API's own schemas and field names. Times are
 * the venue's wall-clock times, sent without an offset so the server reads them in its zone.
 */
export function BookingForm({
  draft,
  from,
  onClose,
  onSaved,
  onDeleted,
  onDeleteFailed,
  onGone,
  returnFocus,
}: {
  draft: BookingDraft;
  /** the screen it opened on, which words the delete confirmation */
  from: "calendar" | "list";
  onClose: () => void;
  onSaved?: (booking: Booking) => void;
  /** with what was done, when it was more than deleting this booking (a series' dates) */
  onDeleted?: (done?: string) => void;
  onDeleteFailed?: (detail: string) => void;
  /** the booking is gone or changed elsewhere: the screen refetches */
  onGone?: () => void;
  returnFocus?: () => HTMLElement | null | undefined;
}) {
  const { timezone, maxBookingDays, defaultHoldDays, currency, locale } = useTenant();
  // Typed as the venue writes amounts ("2.450,50"), sent as the API reads them (decision 095).
  const asAmount = (v: unknown) => (typeof v === "string" ? readAmount(v, locale) : v);
  const editing = "booking" in draft ? draft.booking : null;
  const [defaults] = useState(() =>
    "booking" in draft
      ? formValuesOf(draft.booking, timezone)
      : newFormValues(draft, { days: defaultHoldDays, timeZone: timezone }),
  );
  const halls = useHalls();
  const [slotDate, setSlotDate] = useState(() => localDateOf(defaults.start_time));
  const [confirmDelete, setConfirmDelete] = useState(false);
  const form = useForm<BookingFormValues, unknown, BookingFormOutput>({
    defaultValues: defaults,
    resolver: zodResolver(
      bookingFormSchema({
        timeZone: timezone,
        maxDays: maxBookingDays,
        hallIds: halls.data?.map((h) => h.id) ?? null,
      }),
    ),
  });
  const [hallValue, mode, addons, status, repeatFreq, startTime] = useWatch({
    control: form.control,
    name: ["hall", "time_mode", "addons", "status", "repeat.freq", "start_time"],
  });
  // A new booking opened without a time gets the venue's default hold once its start is set,
  // as one opened from the calendar has it from the first (Settings → Bookings); never over a
  // hold the person set or cleared.
  useEffect(() => {
    const held = form.getFieldState("hold_until");
    // Touched: the person was in the field (clearing it leaves it as it began, not dirty).
    if (editing || held.isDirty || held.isTouched) return;
    const hold = startTime
      ? defaultHold(startTime, { days: defaultHoldDays, timeZone: timezone })
      : "";
    if (hold !== form.getValues("hold_until")) form.setValue("hold_until", hold);
  }, [editing, form, startTime, defaultHoldDays, timezone]);
  const repeating = !editing && mode === "custom" && repeatFreq !== "none";
  const hall = halls.data?.find((h) => String(h.id) === hallValue);
  const slots = useSlots(hall ? hall.id : null);
  const activeSlots = useMemo(() => (slots.data ?? []).filter((s) => s.is_active), [slots.data]);

  const { submit, banner, saving, done, question, scoped } = useBookingSubmit({
    form,
    editing,
    timeZone: timezone,
    branchOf: (id) => halls.data?.find((h) => h.id === id)?.branch,
    onSaved,
    onClose,
    onGone,
  });

  useEffect(() => {
    if (halls.isError) toast.error("Failed to load halls for the booking form.");
  }, [halls.isError]);
  useEffect(() => {
    if (!slots.isError) return;
    toast.error("Failed to load slots for the selected hall.");
    form.setValue("time_mode", "custom"); // spec §4: custom time when slots fail to load
  }, [slots.isError, form]);
  // The slots load after the form: the select had no option for an edited booking's slot when it
  // was drawn, so it is given its value again once they are there.
  useEffect(() => {
    if (activeSlots.length) form.setValue("slot_id", form.getValues("slot_id"));
  }, [activeSlots, form]);
  // A new booking of a slots-only hall opens on its slots, once the halls are known.
  const slotsOnly = !editing && !!hall?.requires_slot && !form.getFieldState("time_mode").isDirty;
  useEffect(() => {
    if (slotsOnly) form.setValue("time_mode", "slot");
  }, [slotsOnly, form]);

  // A new hall keeps the date and, in custom mode, the times (docs/decisions/011); its slots are
  // its own, so the slot goes, and a slots-only hall takes its slots.
  const hallField = form.register("hall", {
    onChange: () => {
      const next = halls.data?.find((h) => String(h.id) === form.getValues("hall"));
      form.setValue("slot_id", "");
      form.setValue("time_mode", next?.requires_slot ? "slot" : "custom");
    },
  });
  function changeMode(next: TimeMode) {
    form.setValue("time_mode", next, { shouldDirty: true });
    // Spec §4: custom clears start, end and slot; slot clears start and end.
    form.setValue("start_time", "");
    form.setValue("end_time", "");
    if (next === "custom") form.setValue("slot_id", "");
  }

  const errors = form.formState.errors;
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={editing ? "Edit Booking" : "Add New Booking"}
      className="max-w-2xl"
      returnFocus={returnFocus}
    >
      <form
        onSubmit={submit}
        noValidate
        className="max-h-[78vh] space-y-4 overflow-y-auto px-1 pb-1"
      >
        <FormBanner banner={banner} />
        {halls.isError ? (
          <FormAlert>
            <strong>Error loading halls</strong>: {halls.error?.message || "Failed to load halls."}
          </FormAlert>
        ) : null}

        <Field
          label="Booking Title"
          {...form.register("event_name")}
          error={errors.event_name?.message}
          required
          autoFocus
        />
        <SelectField
          label="Hall"
          {...hallField}
          error={errors.hall?.message}
          required
          disabled={halls.isPending}
        >
          <option value="">{halls.isPending ? "Loading halls..." : "Select a hall"}</option>
          {halls.data?.map((h) => (
            <option key={h.id} value={h.id}>
              {h.name}
            </option>
          ))}
        </SelectField>

        <BookingTimes
          form={form}
          mode={mode}
          onModeChange={changeMode}
          hall={hall}
          slots={activeSlots}
          slotsLoaded={slots.isSuccess}
          slotDate={slotDate}
          onSlotDateChange={setSlotDate}
          today={todayIn(timezone)}
        />
        {editing ? (
          editing.series_id !== null ? (
            <SeriesNote id={editing.series_id} />
          ) : null
        ) : (
          <RepeatSection form={form} mode={mode} timeZone={timezone} question={question} />
        )}

        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label="Status" {...form.register("status")} required>
            {BOOKING_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </SelectField>
          {/* A series is not held (decision 083). */}
          {status === "tentative" && !repeating ? (
            <Field
              label="Hold until"
              type="datetime-local"
              hint="Unless confirmed by then, it is cancelled. Empty: no hold."
              {...form.register("hold_until")}
              error={errors.hold_until?.message}
            />
          ) : null}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Customer Name"
            {...form.register("customer_name")}
            error={errors.customer_name?.message}
            required
          />
          <Field
            label="Customer Email"
            type="email"
            {...form.register("customer_email")}
            error={errors.customer_email?.message}
            required
          />
          <Field
            label="Customer Phone"
            type="tel"
            {...form.register("customer_phone")}
            error={errors.customer_phone?.message}
          />
          <Field
            label={`Price (${currency})`}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            {...form.register("price", { setValueAs: asAmount })}
            error={errors.price?.message}
          />
        </div>
        <DepositFields form={form} editing={!!editing} />
        <Checkbox label="Email the customer" {...form.register("email_customer")} />
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-slate-700">Add-ons</legend>
          <div className="flex flex-wrap gap-4">
            {ADDONS.map((a) => (
              <Checkbox
                key={a}
                label={a}
                value={a}
                {...form.register("addons")}
                checked={addons.includes(a)}
              />
            ))}
          </div>
        </fieldset>
        <Field
          label="Booking token"
          hint="Optional: a deposit or reference code"
          {...form.register("booking_token")}
          error={errors.booking_token?.message}
        />

        <div className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-4">
          {editing ? (
            <Button
              variant="ghost"
              className="text-red-600 hover:bg-red-50"
              onClick={() => setConfirmDelete(true)}
            >
              <Trash2 className="size-4" /> Delete
            </Button>
          ) : (
            <span />
          )}
          <div className="flex gap-2">
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <SaveButton saving={saving} disabled={done}>
              {editing ? "Update Booking" : "Create Booking"}
            </SaveButton>
          </div>
        </div>
      </form>
      {scoped ? <SeriesScopeDialog kind="edit" {...scoped} /> : null}
      <DeleteBookingDialog
        booking={confirmDelete ? editing : null}
        from={from}
        onClose={() => setConfirmDelete(false)}
        onDeleted={(done) => {
          onDeleted?.(done);
          onClose();
        }}
        onFailed={onDeleteFailed}
      />
    </Dialog>
  );
}
