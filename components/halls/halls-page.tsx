"use client";

import { CalendarDays, Clock, Combine, Pencil, Plus, Trash2, Users } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";

import { Button } from "@/components/ui/button";
import { DeleteDialog } from "@/components/ui/delete-dialog";
import { Badge } from "@/components/ui/form-controls";
import { IconButton } from "@/components/ui/icon-button";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { HeaderRow, TableCard } from "@/components/ui/table";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/client/api";
import { keys, useBranches, useHalls, type Hall } from "@/lib/client/queries";
import { combinationWords, deleteWords } from "@/lib/halls/combine";

import { HallDialog } from "./hall-dialog";
import { SlotsPanel } from "./slots-panel";

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
        message={`We couldn't load the halls: ${errorMessage(halls.error)}`}
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
          // Phones keep the name and the actions side by side; the rest goes under the name.
          columns={[
            "Name",
            { label: "Branch", className: "hidden sm:table-cell" },
            { label: "Capacity", className: "hidden sm:table-cell" },
            { label: "Amenities", className: "hidden lg:table-cell" },
            { label: "Slots", className: "hidden sm:table-cell" },
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
                <Combination hall={h} halls={halls.data} />
                <p className="mt-1 text-xs text-slate-600 sm:hidden">
                  {h.branch_name} · {h.capacity} guests · {h.slot_count}{" "}
                  {h.slot_count === 1 ? "slot" : "slots"}
                  {h.requires_slot ? " (slots only)" : ""}
                </p>
              </td>
              <td className="hidden px-4 py-3 text-slate-700 sm:table-cell">{h.branch_name}</td>
              <td className="hidden px-4 py-3 text-slate-700 sm:table-cell">
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
              <td className="hidden px-4 py-3 whitespace-nowrap sm:table-cell">
                <span className="text-slate-700">{h.slot_count}</span>
                {h.requires_slot ? (
                  <Badge className="ml-2 bg-amber-50 text-amber-800 ring-amber-200">
                    Slots only
                  </Badge>
                ) : null}
              </td>
              <td className="px-4 py-3">
                <div className="flex justify-end gap-1">
                  <IconButton
                    icon={Clock}
                    label={`Slots of ${h.name}`}
                    onClick={() => setSelectedId(h.id)}
                  />
                  <IconButton
                    icon={CalendarDays}
                    label={`View ${h.name} on Calendar`}
                    onClick={() => router.push(`/calendar?hall=${h.id}`)}
                  />
                  {canManage ? (
                    <>
                      <IconButton
                        icon={Pencil}
                        label={`Edit ${h.name}`}
                        onClick={() => setEditing({ hall: h })}
                      />
                      <IconButton
                        icon={Trash2}
                        label={`Delete ${h.name}`}
                        className="text-red-600 hover:bg-red-50"
                        onClick={() => setDeleting(h)}
                      />
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
        path="/api/tenant/halls/{id}/"
        id={deleting?.id ?? null}
        title="Delete hall"
        message={[
          `Are you sure you want to delete "${deleting?.name}"? Its open slots will be closed.`,
          deleting ? deleteWords(deleting, halls.data ?? []) : null,
        ]
          .filter(Boolean)
          .join(" ")}
        successMessage="Hall deleted successfully!"
        errorPrefix="Failed to delete hall: "
        invalidate={[keys.halls]}
        onClose={() => setDeleting(null)}
        onDeleted={() => selectedId === deleting?.id && setSelectedId(null)}
      />
    </div>
  );
}

/** What the hall is made of, or part of (decision 082): a line under its name. */
function Combination({ hall, halls }: { hall: Hall; halls: Hall[] }) {
  const words = combinationWords(hall, halls);
  if (!words) return null;
  return (
    <p className="mt-1 inline-flex items-center gap-1 text-xs font-medium text-brand-700">
      <Combine className="size-3.5" aria-hidden /> {words}
    </p>
  );
}
