"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import type { UseFormReturn } from "react-hook-form";

import { toast } from "@/components/ui/toast";
import { withoutEmptyDeposit } from "@/lib/bookings/deposit-form";
import {
  changedFields,
  savedOutputOf,
  type BookingBody,
  type BookingFormOutput,
  type BookingFormValues,
} from "@/lib/bookings/form";
import { clashesOf, repeatRefusal, seriesSaved, type DateClash } from "@/lib/bookings/repeat-form";
import type { Scope } from "@/lib/bookings/series-schemas";
import { onlyThisReason, seriesChangeBody } from "@/lib/bookings/series-scope";
import { ApiError, BOOKING_GONE, errorMessage, fieldErrorMap } from "@/lib/client/api";
import type { Booking } from "@/lib/client/bookings";
import { call } from "@/lib/client/call";
import { setServerErrors } from "@/lib/client/form-errors";
import { keys } from "@/lib/client/queries";
import type { SeriesDto } from "@/lib/series/reads";

export const SUCCESS_BANNER_MS = 3000;
export type Banner = { kind: "success" | "error"; text: string } | null;

const FIELDS = [
  "event_name",
  "hall",
  "start_time",
  "end_time",
  "slot_id",
  "status",
  "customer_name",
  "customer_email",
  "customer_phone",
  "price",
  "addons",
  "booking_token",
  "deposit_amount",
  "deposit_due_on",
] as const satisfies readonly (keyof BookingFormValues)[];

/**
 * Saving the booking form (spec §4, §5): POST a new booking, or PATCH only what differs from the
 * booking as last saved; the success banner for 3 s, after which a new booking's form closes; the
 * server's field errors back in their fields, and its message in the red banner.
 */
export function useBookingSubmit({
  form,
  editing,
  timeZone,
  branchOf,
  onSaved,
  onClose,
  onGone,
}: {
  form: UseFormReturn<BookingFormValues, unknown, BookingFormOutput>;
  editing: Booking | null;
  timeZone: string;
  branchOf: (hall: number) => number | undefined;
  onSaved?: (booking: Booking) => void;
  onClose: () => void;
  /** the booking is gone or was changed elsewhere (404, 409): the caller refetches */
  onGone?: () => void;
}) {
  const queryClient = useQueryClient();
  const [banner, setBanner] = useState<Banner>(null);
  const [saving, setSaving] = useState(false);
  /** a new booking was saved: the form only waits to close */
  const [done, setDone] = useState(false);
  const saved = useRef(editing ? savedOutputOf(editing, timeZone) : null);
  /** the dates a new series' save was refused for; the staff choose to skip them or book none */
  const [clashes, setClashes] = useState<DateClash[] | null>(null);
  const skipClashes = useRef(false);
  /** an edit of a date of a series, waiting for its scope */
  const [scopeAsk, setScopeAsk] = useState<{ body: BookingBody; onlyThis: string | null } | null>(
    null,
  );
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function save(output: BookingFormOutput) {
    if (saving || done) return;
    setBanner(null);
    setClashes(null);
    const body = saved.current
      ? changedFields(output, saved.current, branchOf)
      : {
          ...withoutEmptyDeposit(output),
          ...(output.recurrence ? { on_clash: skipClashes.current ? "skip" : "fail" } : {}),
        };
    skipClashes.current = false;
    if (!body) {
      toast.info("No changes to save.");
      onClose();
      return;
    }
    // A date of a series: the scope dialog asks which dates the change is for.
    if (editing?.series_id != null) {
      const onlyThis = saved.current && onlyThisReason(body, saved.current.start_time);
      setScopeAsk({ body, onlyThis: onlyThis || null });
      return;
    }
    setSaving(true);
    try {
      const booking = editing
        ? await call.patch("/api/tenant/bookings/{id}/", { params: { id: editing.id }, body })
        : await call.post("/api/tenant/bookings/", { body });
      await succeeded(booking);
    } catch (error) {
      failed(error);
    } finally {
      setSaving(false);
    }
  }

  /** The scope dialog's choice: this date (its own PATCH), or the series from it. */
  async function saveScoped(scope: Scope) {
    if (!editing || editing.series_id === null || !scopeAsk) return;
    const booking =
      scope === "this"
        ? await call.patch("/api/tenant/bookings/{id}/", {
            params: { id: editing.id },
            body: scopeAsk.body,
          })
        : ((
            await call.patch("/api/tenant/booking-series/{id}/", {
              params: { id: editing.series_id },
              body: seriesChangeBody(scopeAsk.body, scope, editing.id),
            })
          ).occurrences.find((o) => o.id === editing.id) ?? editing);
    setScopeAsk(null);
    await succeeded(booking);
  }

  async function succeeded(booking: Booking) {
    if (editing) saved.current = savedOutputOf(booking, timeZone);
    else setDone(true);
    // A series answers its first date with the series beside it.
    const { series } = booking as { series?: SeriesDto };
    const text = series
      ? seriesSaved(
          series.occurrences.filter((o) => o.status !== "cancelled").length,
          series.exdates.length,
        )
      : "Booking saved successfully!";
    setBanner({ kind: "success", text });
    toast.success(text);
    await queryClient.invalidateQueries({ queryKey: keys.bookings });
    onSaved?.(booking);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => (editing ? setBanner(null) : onClose()), SUCCESS_BANNER_MS);
  }

  function failed(error: unknown) {
    const message = errorMessage(error, {
      fieldNames: true,
      gone: BOOKING_GONE,
      fallback: "Unknown error during submission",
    });
    setServerErrors(error, form.setError, FIELDS);
    // A percentage's refusal is the deposit field's.
    const percent = error instanceof ApiError && fieldErrorMap(error).deposit_percent;
    if (percent) form.setError("deposit_amount", { type: "server", message: percent });
    // The rule's refusals (`recurrence.count`, ...) at their fields of the Repeat section.
    const rule = repeatRefusal(error instanceof ApiError ? error.body : null);
    for (const [field, text] of rule.fields)
      form.setError(field, { type: "server", message: text });
    const listed = error instanceof ApiError && error.status === 409 && clashesOf(error.body);
    if (listed) {
      setClashes(listed);
      setBanner({ kind: "error", text: message });
      return;
    }
    setBanner({ kind: "error", text: message });
    toast.error(`Error: ${message}`);
    if (error instanceof ApiError && (error.status === 404 || error.status === 409)) onGone?.();
  }

  // A try the form refuses ends the one before too: its banner goes, the fields say what is wrong.
  const submit = (event?: React.BaseSyntheticEvent) =>
    form.handleSubmit(save, () => setBanner(null))(event);
  const question = clashes && {
    clashes,
    onNone: () => {
      setClashes(null);
      setBanner(null);
    },
    onSkip: () => {
      skipClashes.current = true;
      void submit();
    },
  };
  const scoped = scopeAsk && {
    onChoose: saveScoped,
    onClose: () => setScopeAsk(null),
    onlyThis: scopeAsk.onlyThis,
  };
  return { submit, banner, saving, done, question, scoped };
}
