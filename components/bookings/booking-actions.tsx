"use client";

import { CalendarDays, Pencil, Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";

import { IconButton } from "@/components/ui/icon-button";
import type { Booking } from "@/lib/client/bookings";

/** A booking's Edit, View on Calendar and Delete (spec §2.3), in its row or on its card. */
export function BookingActions({
  booking: b,
  onEdit,
  onDelete,
}: {
  booking: Booking;
  onEdit: (b: Booking) => void;
  onDelete: (b: Booking) => void;
}) {
  const router = useRouter();
  return (
    <div className="flex justify-end gap-1">
      <IconButton icon={Pencil} label={`Edit booking ${b.id}`} onClick={() => onEdit(b)} />
      <IconButton
        icon={CalendarDays}
        label={`View booking ${b.id} on Calendar`}
        onClick={() => router.push(`/calendar?booking=${b.id}&hall=${b.hall}`)}
      />
      <IconButton
        icon={Trash2}
        label={`Delete booking ${b.id}`}
        className="text-red-600 hover:bg-red-50"
        onClick={() => onDelete(b)}
      />
    </div>
  );
}
