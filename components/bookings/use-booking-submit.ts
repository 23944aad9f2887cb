"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import type { UseFormReturn } from "react-hook-form";

import { toast } from "@/components/ui/toast";
import {
  changedFields,
  savedOutputOf,
  type BookingFormOutput,
  type BookingFormValues,
} from "@/lib/bookings/form";
import { ApiError, BOOKING_GONE, errorMessage } from "@/lib/client/api";
import type { Booking } from "@/lib/client/bookings";
import { call } from "@/lib/client/call";
import { setServerErrors } from "@/lib/client/form-errors";
import { keys } from "@/lib/client/queries";

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
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function save(output: BookingFormOutput) {
    if (saving || done) return;
    setBanner(null);
    const body = saved.current ? changedFields(output, saved.current, branchOf) : output;
    if (!body) {
      toast.info("No changes to save.");
      onClose();
      return;
    }
    setSaving(true);
    try {
      const booking = editing
        ? await call.patch("/api/tenant/bookings/{id}/", { params: { id: editing.id }, body })
        : await call.post("/api/tenant/bookings/", { body });
      if (editing) saved.current = savedOutputOf(booking, timeZone);
      else setDone(true);
      setBanner({ kind: "success", text: "Booking saved successfully!" });
      toast.success("Booking saved successfully!");
      await queryClient.invalidateQueries({ queryKey: keys.bookings });
      onSaved?.(booking);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => (editing ? setBanner(null) : onClose()), SUCCESS_BANNER_MS);
    } catch (error) {
      const message = errorMessage(error, {
        fieldNames: true,
        gone: BOOKING_GONE,
        fallback: "Unknown error during submission",
      });
      setServerErrors(error, form.setError, FIELDS);
      setBanner({ kind: "error", text: message });
      toast.error(`Error: ${message}`);
      if (error instanceof ApiError && (error.status === 404 || error.status === 409)) onGone?.();
    } finally {
      setSaving(false);
    }
  }

  const submit = (event?: React.BaseSyntheticEvent) => form.handleSubmit(save)(event);
  return { submit, banner, saving, done };
}
