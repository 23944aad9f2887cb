"use client";

import { Repeat, X } from "lucide-react";
import Link from "next/link";

import { SAVING_ASKS } from "@/lib/bookings/series-scope";
import { useSeries } from "@/lib/client/queries";

/** The list's filter to one series (`?series=ID`), in words, removed by a press. */
export function SeriesChip({ id, onRemove }: { id: number; onRemove: () => void }) {
  const series = useSeries(id);
  const words = series.data?.description ?? (series.isError ? `#${id}` : "...");
  return (
    <button
      type="button"
      onClick={onRemove}
      aria-label={`Series: ${words}. Remove this filter`}
      className="inline-flex max-w-full items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-left text-sm text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100"
    >
      <span>
        <span className="font-medium">Series:</span> {words}
      </span>
      <X className="size-4 shrink-0" aria-hidden />
    </button>
  );
}

/** Under a date of a series in the list: the list of its series' dates (`?series=ID`). */
export function SeriesLink({ id }: { id: number | null }) {
  if (id === null) return null;
  return (
    <Link
      href={`/bookings?series=${id}`}
      className="mt-0.5 inline-flex items-center gap-1 text-xs text-brand-700 underline hover:text-brand-800"
    >
      <Repeat className="size-3" aria-hidden />
      Repeats: all dates
    </Link>
  );
}

/** At the top of the edit form of a date of a series: how it repeats, and what saving asks. */
export function SeriesNote({ id }: { id: number }) {
  const series = useSeries(id);
  const words = series.data?.description ?? (series.isError ? "A repeating booking" : "...");
  return (
    <p
      role="note"
      className="flex items-start gap-2 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900 ring-1 ring-brand-200"
    >
      <Repeat className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        <span className="font-medium">Repeats:</span> {words}. {SAVING_ASKS}
      </span>
    </p>
  );
}
