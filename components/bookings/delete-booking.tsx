"use client";

import { DeleteDialog } from "@/components/ui/delete-dialog";
import type { Booking } from "@/lib/client/bookings";
import { keys } from "@/lib/client/queries";

/** Deleting a booking (spec §8: 'Booking deleted successfully!' or the failure). */
export function DeleteBookingDialog({
  booking,
  message,
  errorPrefix,
  onClose,
  onDeleted,
  onFailed,
}: {
  booking: Booking | null;
  message: string;
  errorPrefix: string;
  onClose: () => void;
  onDeleted?: () => void;
  onFailed?: (detail: string) => void;
}) {
  return (
    <DeleteDialog
      url={booking ? `/api/tenant/bookings/${booking.id}/` : null}
      title="Delete booking"
      message={message}
      successMessage="Booking deleted successfully!"
      errorPrefix={errorPrefix}
      invalidate={[keys.bookings]}
      onClose={onClose}
      onDeleted={onDeleted}
      onFailed={onFailed}
    />
  );
}
