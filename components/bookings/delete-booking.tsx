"use client";

import { DeleteDialog } from "@/components/ui/delete-dialog";
import type { Booking } from "@/lib/client/bookings";
import { keys } from "@/lib/client/queries";

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
  onDeleted?: () => void;
  onFailed?: (detail: string) => void;
}) {
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
