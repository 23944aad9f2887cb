"use client";

import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { api, errorDetail } from "@/lib/client/api";
import type { Booking } from "@/lib/client/bookings";
import { keys } from "@/lib/client/queries";

/** Confirms, deletes, and reports (spec §8: 'Booking deleted successfully!' or the failure). */
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
  onDeleted?: (b: Booking) => void;
  onFailed?: (detail: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  async function remove() {
    if (!booking) return;
    setBusy(true);
    try {
      await api(`/api/tenant/bookings/${booking.id}/`, { method: "DELETE" });
      toast.success("Booking deleted successfully!");
      await queryClient.invalidateQueries({ queryKey: keys.bookings });
      onDeleted?.(booking);
      onClose();
    } catch (error) {
      toast.error(`${errorPrefix}${errorDetail(error)}`);
      onFailed?.(errorDetail(error));
    } finally {
      setBusy(false);
    }
  }
  return <ConfirmDialog open={!!booking} onOpenChange={(o) => !o && onClose()} title="Delete booking" message={message} confirmLabel="Delete" destructive busy={busy} onConfirm={remove} />;
}
