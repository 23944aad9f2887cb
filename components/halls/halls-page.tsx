"use client";

import { ArrowLeft, CalendarDays, Clock, Pencil, Plus, Trash2, Users } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { DeleteDialog } from "@/components/ui/delete-dialog";
import { Badge } from "@/components/ui/form-controls";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { HeaderRow, TableCard } from "@/components/ui/table";
import { errorDetail } from "@/lib/client/api";
import { keys, useBranches, useHalls, useSlots, type Hall, type Slot } from "@/lib/client/queries";

import { HallDialog } from "./hall-dialog";
import { SlotDialog } from "./slot-dialog";

/** /halls: the venue's halls and, below, the slots of the chosen hall. */
export function HallsPage({ canManage }: { canManage: boolean }) {
  const halls = useHalls();
  const branches = useBranches();
  const router = useRouter();
  const [editing, setEditing] = useState<{ hall: Hall | null } | null>(null);
  const [deleting, setDeleting] = useState<Hall | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = halls.data?.find((h) => h.id === selectedId) ?? null;

  useEffect(() => {
    if (halls.isError) toast.error("Failed to load halls.");
  }, [halls.isError]);

  let body: React.ReactNode;
  if (halls.isPending) body = <LoadingState message="Loading halls..." />;
  else if (halls.isError)
    body = (
      <ErrorState
        message={`We couldn't load the halls: ${errorDetail(halls.error)}`}
        onRetry={() => halls.refetch()}
      />
    );
  else if (!halls.data.length)
    body = (
      <EmptyState
        title="No Halls Configured"
        message="Add your first hall to start taking bookings."
        action={
          canManage ? (
            <Button onClick={() => setEditing({ hall: null })}>
              <Plus className="size-4" /> Add Hall
            </Button>
          ) : null
        }
      />
    );
  else
    body = (
      <TableCard>
        <HeaderRow
          columns={[
            "Name",
            "Branch",
            "Capacity",
            { label: "Amenities", className: "hidden lg:table-cell" },
            "Slots",
            { label: "Actions", className: "text-right" },
          ]}
        />
        <tbody className="divide-y divide-slate-100">
          {halls.data.map((h) => (
            <tr key={h.id} className={selectedId === h.id ? "bg-brand-50/60" : "hover:bg-slate-50"}>
              <td className="px-4 py-3">
                <p className="font-medium text-slate-900">{h.name}</p>
                <p className="text-xs text-slate-500">
                  {[
                    h.is_air_conditioned && "Air-conditioned",
                    h.has_projector && "Projector",
                    h.has_sound_system && "Sound system",
                  ]
                    .filter(Boolean)
                    .join(" · ") || "—"}
                </p>
              </td>
              <td className="px-4 py-3 text-slate-700">{h.branch_name}</td>
              <td className="px-4 py-3 text-slate-700">
                <span className="inline-flex items-center gap-1">
                  <Users className="size-4 text-slate-400" aria-hidden /> {h.capacity}
                </span>
              </td>
              <td className="hidden px-4 py-3 lg:table-cell">
                <div className="flex max-w-xs flex-wrap gap-1">
                  {h.amenities.length ? (
                    h.amenities.map((a) => (
                      <Badge key={a} className="bg-slate-50 text-slate-700 ring-slate-200">
                        {a}
                      </Badge>
                    ))
                  ) : (
                    <span className="text-slate-400">—</span>
                  )}
                </div>
              </td>
              <td className="px-4 py-3 whitespace-nowrap">
                <span className="text-slate-700">{h.slot_count}</span>
                {h.requires_slot ? (
                  <Badge className="ml-2 bg-amber-50 text-amber-800 ring-amber-200">
                    Slots only
                  </Badge>
                ) : null}
              </td>
              <td className="px-4 py-3">
                <div className="flex justify-end gap-1">
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setSelectedId(h.id)}
                    aria-label={`Slots of ${h.name}`}
                  >
                    <Clock className="size-4" /> <span className="hidden xl:inline">Slots</span>
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => router.push(`/calendar?hall=${h.id}`)}
                    aria-label={`View ${h.name} on Calendar`}
                  >
                    <CalendarDays className="size-4" />{" "}
                    <span className="hidden 2xl:inline">View on Calendar</span>
                  </Button>
                  {canManage ? (
                    <>
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => setEditing({ hall: h })}
                        aria-label={`Edit ${h.name}`}
                      >
                        <Pencil className="size-4" />
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        className="text-red-600 hover:bg-red-50"
                        onClick={() => setDeleting(h)}
                        aria-label={`Delete ${h.name}`}
                      >
                        <Trash2 className="size-4" />
                      </Button>
                    </>
                  ) : null}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </TableCard>
    );

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">Halls</h1>
          <p className="mt-1 text-sm text-slate-600">
            The rooms you rent out, and the time slots they are booked in.
          </p>
        </div>
        {canManage && halls.data?.length ? (
          <Button onClick={() => setEditing({ hall: null })}>
            <Plus className="size-4" /> Add Hall
          </Button>
        ) : null}
      </div>
      {body}
      {selected ? (
        <SlotsPanel hall={selected} canManage={canManage} onBack={() => setSelectedId(null)} />
      ) : null}

      {editing ? (
        <HallDialog
          key={editing.hall?.id ?? "new"}
          open
          onOpenChange={(o) => !o && setEditing(null)}
          hall={editing.hall}
          branches={branches.data ?? []}
        />
      ) : null}
      <DeleteDialog
        url={deleting ? `/api/tenant/halls/${deleting.id}/` : null}
        title="Delete hall"
        message={`Are you sure you want to delete "${deleting?.name}"? Its open slots will be closed.`}
        successMessage="Hall deleted successfully!"
        errorPrefix="Failed to delete hall: "
        invalidate={[keys.halls]}
        onClose={() => setDeleting(null)}
        onDeleted={() => selectedId === deleting?.id && setSelectedId(null)}
      />
    </div>
  );
}

function SlotsPanel({
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
        message={`Failed to load slots. ${errorDetail(slots.error)}`}
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
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setEditing({ slot: s })}
                    aria-label={`Edit slot ${s.name}`}
                  >
                    <Pencil className="size-4" />
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    className="text-red-600 hover:bg-red-50"
                    onClick={() => setDeleting(s)}
                    aria-label={`Delete slot ${s.name}`}
                  >
                    <Trash2 className="size-4" />
                  </Button>
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
        url={deleting ? `/api/tenant/slots/${deleting.id}/` : null}
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
