"use client";

import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { Dialog as D } from "radix-ui";
import { useEffect, useState } from "react";

import { Button } from "@/components/ui/button";
import { useReturnFocus } from "@/components/ui/return-focus";
import { cn } from "@/lib/ui/cn";

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const WEEKDAYS = ["S", "M", "T", "W", "T", "F", "S"];
export const FLIP_MS = 500;

const pad = (n: number) => String(n).padStart(2, "0");

function MiniMonth({
  year,
  month,
  today,
  onPick,
}: {
  year: number;
  month: number;
  today: string;
  onPick: (date: string) => void;
}) {
  const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
  const days = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const cells = [...Array(first).fill(null), ...Array.from({ length: days }, (_, i) => i + 1)];
  return (
    <div className="rounded-xl bg-white p-3 ring-1 ring-slate-200">
      <p className="mb-2 text-center text-sm font-semibold text-slate-900">{MONTHS[month]}</p>
      <div className="grid grid-cols-7 gap-0.5 text-center text-[11px]">
        {WEEKDAYS.map((d, i) => (
          <span key={i} className="py-0.5 font-medium text-slate-400" aria-hidden>
            {d}
          </span>
        ))}
        {cells.map((day, i) => {
          if (!day) return <span key={i} />;
          const date = `${year}-${pad(month + 1)}-${pad(day)}`;
          return (
            <button
              key={i}
              type="button"
              onClick={() => onPick(date)}
              aria-label={new Date(Date.UTC(year, month, day)).toLocaleDateString("en-US", {
                dateStyle: "full",
                timeZone: "UTC",
              })}
              data-date={date}
              className={cn(
                "rounded-md py-1 text-slate-700 hover:bg-brand-100 hover:text-brand-800",
                date === today &&
                  "bg-brand-600 font-semibold text-white hover:bg-brand-700 hover:text-white",
              )}
            >
              {day}
            </button>
          );
        })}
      </div>
    </div>
  );
}

/** The Year view: twelve mini-months; a day jumps the calendar to it in month view. */
export function YearOverlay({
  initialYear,
  today,
  onPick,
  onClose,
}: {
  initialYear: number;
  today: string;
  onPick: (date: string) => void;
  onClose: () => void;
}) {
  const [year, setYear] = useState(initialYear);
  const onCloseAutoFocus = useReturnFocus(true);
  const [flip, setFlip] = useState<"next" | "prev" | null>(null);
  const currentYear = Number(today.slice(0, 4));

  useEffect(() => {
    if (!flip) return;
    const timer = setTimeout(() => setFlip(null), FLIP_MS);
    return () => clearTimeout(timer);
  }, [flip, year]);

  const go = (to: number) => {
    setFlip(to > year ? "next" : "prev");
    setYear(to);
  };

  return (
    <D.Root open onOpenChange={(o) => !o && onClose()}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <D.Content
          aria-describedby={undefined}
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed inset-2 z-50 overflow-y-auto rounded-2xl bg-slate-50 p-4 shadow-2xl focus:outline-none sm:inset-6 sm:p-6 lg:inset-x-[8%]"
        >
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <div className="flex items-center gap-2">
              <Button
                variant="secondary"
                size="sm"
                onClick={() => go(year - 1)}
                aria-label="Previous year"
              >
                <ChevronLeft className="size-4" />
              </Button>
              <D.Title className="min-w-20 text-center text-2xl font-bold text-slate-900">
                {year}
              </D.Title>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => go(year + 1)}
                aria-label="Next year"
              >
                <ChevronRight className="size-4" />
              </Button>
              {year !== currentYear ? (
                <Button variant="ghost" size="sm" onClick={() => go(currentYear)}>
                  Today
                </Button>
              ) : null}
            </div>
            <D.Close
              className="rounded-md p-1.5 text-slate-500 hover:bg-slate-200"
              aria-label="Close year view"
            >
              <X className="size-5" />
            </D.Close>
          </div>
          <div
            key={year}
            data-flip={flip ?? undefined}
            className={cn(
              "grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4",
              flip && "animate-[year-flip_500ms_ease-out]",
            )}
            style={{ transformOrigin: flip === "prev" ? "left center" : "right center" }}
          >
            {MONTHS.map((_, month) => (
              <MiniMonth key={month} year={year} month={month} today={today} onPick={onPick} />
            ))}
          </div>
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
