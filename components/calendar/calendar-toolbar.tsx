"use client";

import { CalendarRange, ChevronLeft, ChevronRight } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/field";
import { IconButton } from "@/components/ui/icon-button";
import { cn } from "@/lib/ui/cn";

import { VIEWS, type ViewName } from "./use-calendar-url";

/** Previous, Today and Next; the month or week shown; Month, Week, Day and the Year overview. */
export function CalendarToolbar({
  title,
  view,
  loading,
  onPrev,
  onToday,
  onNext,
  onView,
  onYear,
}: {
  title: string;
  view: ViewName;
  loading: boolean;
  onPrev: () => void;
  onToday: () => void;
  onNext: () => void;
  onView: (view: ViewName) => void;
  onYear: () => void;
}) {
  return (
    <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
      <div className="flex items-center gap-2">
        <IconButton variant="secondary" label="Previous" icon={ChevronLeft} onClick={onPrev} />
        <Button variant="secondary" size="sm" onClick={onToday}>
          Today
        </Button>
        <IconButton variant="secondary" label="Next" icon={ChevronRight} onClick={onNext} />
        <h2 className="ml-2 text-lg font-semibold text-slate-900" aria-live="polite">
          {title}
        </h2>
        {loading ? <Spinner className="ml-1 text-brand-600" /> : null}
      </div>
      <div className="flex rounded-lg bg-slate-100 p-1" role="group" aria-label="View">
        {(Object.keys(VIEWS) as ViewName[]).map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={view === name}
            onClick={() => onView(name)}
            className={cn(
              "rounded-md px-3 py-1 text-sm font-medium text-slate-600",
              view === name && "bg-white text-slate-900 shadow-sm",
            )}
          >
            {VIEWS[name].label}
          </button>
        ))}
        <button
          type="button"
          onClick={onYear}
          className="flex items-center gap-1 rounded-md px-3 py-1 text-sm font-medium text-slate-600"
        >
          <CalendarRange className="size-4" aria-hidden /> Year
        </button>
      </div>
    </div>
  );
}
