"use client";

import { ArrowLeft, Pencil, Plus, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";

import { Button } from "@/components/ui/button";
import { DeleteDialog } from "@/components/ui/delete-dialog";
import { Badge } from "@/components/ui/form-controls";
import { IconButton } from "@/components/ui/icon-button";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/client/api";
import { keys, useSlots, type Hall, type Slot } from "@/lib/client/queries";

import { SlotDialog } from "./slot-dialog";

/** The time slots of the hall chosen on /halls, below its table (spec §2.3). */
export function SlotsPanel({
  hall,
  canManage,
  onBack,
}: {
  hall: Hall;
  canManage: boolean;
  onBack: () => void;
}) {
  const slots = useSlots(hall.id);
  const ref = useRef<HTMLElement>(null);
  const [editing, setEditing] = useState<{ slot: Slot | null } | null>(null);
  const [deleting, setDeleting] = useState<Slot | null>(null);

  useEffect(() => {
    if (slots.isError) toast.error("Failed to load slots.");
  }, [slots.isError]);

  useEffect(() => {
    // Let the panel render, then bring it into view (spec §2.3: about 100 ms).
    const timer = setTimeout(
      () => ref.current?.scrollIntoView({ behavior: "smooth", block: "start" }),
      100,
    );
    return () => clearTimeout(timer);
  }, [hall.id]);

  let body: React.ReactNode;
  if (slots.isPending) body = <LoadingState message="Loading slots..." />;
  else if (slots.isError)
    body = (
      <ErrorState
        message={`Failed to load slots. ${errorMessage(slots.error)}`}
        onRetry={() => slots.refetch()}
      />
    );
  else if (!slots.data.length)
    body = (
      <EmptyState
        title="No slots yet"
        message={
          hall.requires_slot
            ? "This hall only takes bookings in its slots: add one to start taking bookings."
            : "Slots are optional here: bookings can use any time."
        }
      />
    );
  else
    body = (
      <ul className="divide-y divide-slate-100 overflow-hidden rounded-xl bg-white ring-1 ring-slate-200">
        {slots.data.map((s) => (
          <li key={s.id} className="flex items-center justify-between gap-3 px-4 py-3">
            <div>
              <p className="font-medium text-slate-900">{s.name}</p>
              <p className="text-sm text-slate-600">
                {s.start_time} – {s.end_time}
              </p>
            </div>
            <div className="flex items-center gap-2">
              <Badge
                className={
                  s.is_active
                    ? "bg-green-50 text-green-700 ring-green-200"
                    : "bg-slate-100 text-slate-600 ring-slate-200"
                }
              >
                {s.is_active ? "Active" : "Inactive"}
              </Badge>
              {canManage ? (
                <>
                  <IconButton
                    icon={Pencil}
                    label={`Edit slot ${s.name}`}
                    onClick={() => setEditing({ slot: s })}
                  />
                  <IconButton
                    icon={Trash2}
                    label={`Delete slot ${s.name}`}
                    className="text-red-600 hover:bg-red-50"
                    onClick={() => setDeleting(s)}
                  />
                </>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    );

  return (
    <section
      ref={ref}
      aria-labelledby="slots-title"
      className="scroll-mt-20 space-y-4 rounded-2xl bg-slate-100/70 p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="slots-title" className="text-lg font-semibold text-slate-900">
            Time slots · {hall.name}
          </h2>
          <p className="text-sm text-slate-600">Wall-clock times in the venue&apos;s time zone.</p>
        </div>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={onBack}>
            <ArrowLeft className="size-4" /> Back to Halls List
          </Button>
          {canManage ? (
            <Button onClick={() => setEditing({ slot: null })}>
              <Plus className="size-4" /> Add Slot
            </Button>
          ) : null}
        </div>
      </div>
      {body}
      {editing ? (
        <SlotDialog
          key={editing.slot?.id ?? "new"}
          open
          onOpenChange={(o) => !o && setEditing(null)}
          hall={hall}
          slot={editing.slot}
        />
      ) : null}
      <DeleteDialog
        path="/api/tenant/slots/{id}/"
        id={deleting?.id ?? null}
        title="Delete slot"
        message={`Are you sure you want to delete the slot "${deleting?.name}"?`}
        successMessage="Slot deleted successfully!"
        errorPrefix="Failed to delete slot: "
        invalidate={[keys.slots(hall.id), keys.halls]}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
