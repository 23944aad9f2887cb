"use client";

import { Plus } from "lucide-react";

import { Button } from "@/components/ui/button";
import type { Hall } from "@/lib/client/queries";

/** The page's title, the hall filter ('All Halls' or one hall) and 'Add Booking'. */
export function CalendarHeader({
  halls,
  hall,
  onHall,
  onAdd,
}: {
  halls: Hall[];
  hall: string;
  onHall: (hall: string) => void;
  onAdd: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Calendar</h1>
      {/* A select is as wide as its longest option: on a phone it takes the row's width left,
          never more, or a hall's long name would widen the page past the screen. */}
      <div className="flex w-full items-center gap-2 sm:w-auto">
        <label className="sr-only" htmlFor="hall-filter">
          Hall
        </label>
        <select
          id="hall-filter"
          value={hall}
          onChange={(e) => onHall(e.target.value)}
          className="h-10 min-w-0 flex-1 rounded-lg border-0 sm:max-w-xs bg-white pr-8 pl-3 text-sm shadow-sm ring-1 ring-slate-300 focus:ring-2 focus:ring-brand-600"
        >
          <option value="">All Halls</option>
          {halls.map((h) => (
            <option key={h.id} value={String(h.id)}>
              {h.name}
            </option>
          ))}
        </select>
        <Button onClick={onAdd} className="shrink-0">
          <Plus className="size-4" /> Add Booking
        </Button>
      </div>
    </div>
  );
}

/** No halls yet (spec §2.3): the message and 'Add New Hall'. */
export function NoHalls({ onAddHall }: { onAddHall: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-slate-200">
      <p className="max-w-lg text-slate-700">
        No banquet halls have been configured yet. Please add a new hall to start managing bookings.
      </p>
      <Button onClick={onAddHall}>
        <Plus className="size-4" /> Add New Hall
      </Button>
    </div>
  );
}
