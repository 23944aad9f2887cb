"use client";

import { hashKey, useQueryClient } from "@tanstack/react-query";

import { useTenant } from "@/components/console/tenant-context";
import { DeleteDialog } from "@/components/ui/delete-dialog";
import { toast } from "@/components/ui/toast";
import type { Scope } from "@/lib/bookings/series-schemas";
import { dayWords } from "@/lib/bookings/series-words";
import type { Booking } from "@/lib/client/bookings";
import { call } from "@/lib/client/call";
import { keys } from "@/lib/client/queries";
import { wallClock } from "@/lib/time";

import { SeriesScopeDialog } from "./series-scope-dialog";

/** Each screen words the question and the failure as the spec does. */
const TEXTS = {
  calendar: {
    message: "Are you sure you want to delete this booking?",
    errorPrefix: "Error deleting booking: ",
  },
  list: {
    message: "Are you sure you want to delete this booking? This action cannot be undone.",
    errorPrefix: "Failed to delete booking: ",
  },
} as const;

/** Deleting a booking, named in the question (spec §8: 'Booking deleted successfully!'). */
export function DeleteBookingDialog({
  booking,
  from,
  onClose,
  onDeleted,
  onFailed,
}: {
  booking: Booking | null;
  from: keyof typeof TEXTS;
  onClose: () => void;
  /** with what was done, when it was more than deleting this booking */
  onDeleted?: (done?: string) => void;
  onFailed?: (detail: string) => void;
}) {
  if (booking?.series_id != null)
    return (
      <SeriesDelete
        booking={booking}
        seriesId={booking.series_id}
        onClose={onClose}
        onDeleted={onDeleted}
      />
    );
  return (
    <DeleteDialog
      path="/api/tenant/bookings/{id}/"
      id={booking?.id ?? null}
      title={booking ? `Delete “${booking.event_name}”` : "Delete booking"}
      message={TEXTS[from].message}
      successMessage="Booking deleted successfully!"
      errorPrefix={TEXTS[from].errorPrefix}
      invalidate={[keys.bookings]}
      gone={keys.booking}
      onClose={onClose}
      onDeleted={onDeleted}
      onFailed={onFailed}
    />
  );
}

/** What a cancellation of several dates of a series did (null: this date, deleted). */
function cancelledWords(scope: Scope, date: string): string | null {
  if (scope === "following")
    return `Cancelled this date and the following ones, from ${dayWords(date)}.`;
  if (scope === "all") return "Cancelled every upcoming date of this series.";
  return null;
}

/**
 * A date of a series: this one is deleted (it joins the series' skipped dates), or this and the
 * following ones, or every upcoming one, are cancelled, their rows kept (decision 083).
 */
function SeriesDelete({
  booking,
  seriesId,
  onClose,
  onDeleted,
}: {
  booking: Booking;
  seriesId: number;
  onClose: () => void;
  onDeleted?: (done?: string) => void;
}) {
  const queryClient = useQueryClient();
  const { timezone } = useTenant();
  async function remove(scope: Scope) {
    if (scope === "this")
      await call.delete("/api/tenant/bookings/{id}/", { params: { id: booking.id } });
    else
      await call.delete("/api/tenant/booking-series/{id}/", {
        params: { id: seriesId },
        query: { scope, occurrence: booking.id },
      });
    const done = cancelledWords(scope, wallClock(new Date(booking.start_time), timezone).date);
    toast.success(done ?? "Booking deleted successfully!");
    // A deleted booking's own query is only forgotten: read again, it would answer 404.
    const own = hashKey(keys.booking(booking.id));
    await queryClient.invalidateQueries({
      queryKey: keys.bookings,
      predicate: (q) => scope !== "this" || q.queryHash !== own,
    });
    onDeleted?.(done ?? undefined);
    onClose();
  }
  return <SeriesScopeDialog kind="delete" onChoose={remove} onClose={onClose} />;
}
