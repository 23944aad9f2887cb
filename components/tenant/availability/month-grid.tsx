"use client";

// A hall's month on the venue's public site: a week a row, from the venue's first day of the week,
// each day in words and colour. The month links are plain links (they work without JavaScript); a
// free or partly booked day is a button that chooses it for the enquiry. The month is one Tab
// stop (the ARIA grid pattern): arrows move between days, Home and End to the ends of the week,
// PageUp and PageDown to the month before and after.
import { clsx } from "clsx";
import { ChevronLeft, ChevronRight } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";

import type { AvailabilityDay } from "@/lib/enquiries/availability";
import { addLocalDays } from "@/lib/time";

import { accentFill } from "../venue-style";
import { canChoose, dayNumber, LEGEND, longDate, monthName, STATUS } from "./day-status";

/** Sunday first, as Date.getUTCDay() counts them. */
const WEEKDAYS = [
  ["Sun", "Sunday"],
  ["Mon", "Monday"],
  ["Tue", "Tuesday"],
  ["Wed", "Wednesday"],
  ["Thu", "Thursday"],
  ["Fri", "Friday"],
  ["Sat", "Saturday"],
] as const;

const monthLink =
  "inline-flex size-10 items-center justify-center rounded-lg text-slate-700 ring-1 ring-slate-300 ring-inset hover:bg-slate-50";

const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

/** The days of the month in weeks of seven from `weekStart`, null for the days around it. */
function weeksOf(days: AvailabilityDay[], weekStart: number): (AvailabilityDay | null)[][] {
  if (!days.length) return [];
  const first = weekday(days[0].date);
  const cells = [...Array<null>((first - weekStart + 7) % 7).fill(null), ...days];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
}

/** The same day of the month `by` months later, or the month's last day when it has none. */
function sameDayInMonth(date: string, by: number) {
  const [y, m, d] = date.split("-").map(Number);
  const last = new Date(Date.UTC(y, m - 1 + by + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + by, Math.min(d, last))).toISOString().slice(0, 10);
}

export function MonthGrid({
  month,
  days,
  today,
  selected,
  onSelect,
  monthHref,
  weekStart,
}: {
  month: string;
  days: AvailabilityDay[];
  today: string;
  selected: string;
  onSelect: (date: string) => void;
  /** the page of another month; null: no link (no months before this one) */
  monthHref: { previous: string | null; next: string };
  /** the venue's first day of the week: 0 Sunday, 1 Monday, 6 Saturday */
  weekStart: number;
}) {
  const router = useRouter();
  const table = useRef<HTMLTableElement>(null);
  const [focus, setFocus] = useState("");
  // A day of another month (PageUp/PageDown, an arrow past the month's end) takes the focus once
  // its month is drawn: not before, when the focus's state already names it.
  const pending = useRef<string | null>(null);
  const has = (date: string) => days.some((d) => d.date === date);
  const active =
    [focus, selected, today].find(has) ??
    days.find((d) => canChoose(d.status))?.date ??
    days[0]?.date ??
    "";
  const focusDay = (date: string) =>
    table.current?.querySelector<HTMLElement>(`[data-date="${date}"]`)?.focus();

  useEffect(() => {
    const date = pending.current;
    if (!date || !days.some((d) => d.date === date)) return;
    pending.current = null;
    focusDay(date);
  }, [month, days]);

  function onKeyDown(e: React.KeyboardEvent) {
    const at = days.findIndex((d) => d.date === active);
    if (at < 0) return;
    const column = (weekday(active) - weekStart + 7) % 7;
    const moves: Record<string, number> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -7,
      ArrowDown: 7,
      Home: -column,
      End: 6 - column,
    };
    /** To `date` in the month before or after: its page, and the focus on the day once drawn. */
    const toMonth = (later: boolean, date: string) => {
      const href = later ? monthHref.next : monthHref.previous;
      if (!href) return;
      setFocus(date);
      pending.current = date;
      router.push(href, { scroll: false });
    };
    if (e.key === "PageUp" || e.key === "PageDown") {
      e.preventDefault();
      toMonth(e.key === "PageDown", sameDayInMonth(active, e.key === "PageDown" ? 1 : -1));
      return;
    }
    if (!(e.key in moves)) return;
    e.preventDefault();
    const to = at + moves[e.key];
    // Past the month's first or last day: the same move in the month before or after.
    if (to < 0 || to >= days.length)
      return toMonth(to >= days.length, addLocalDays(active, moves[e.key]));
    setFocus(days[to].date);
    focusDay(days[to].date);
  }

  const columns = [...WEEKDAYS.slice(weekStart), ...WEEKDAYS.slice(0, weekStart)];
  return (
    <div>
      <div className="flex items-center justify-between gap-3">
        {monthHref.previous ? (
          <Link href={monthHref.previous} scroll={false} className={monthLink}>
            <ChevronLeft className="size-5" aria-hidden />
            <span className="sr-only">Previous month</span>
          </Link>
        ) : (
          <span className="size-10" />
        )}
        <h2 id="month-title" className="text-lg font-semibold text-slate-900" aria-live="polite">
          {monthName(month)}
        </h2>
        <Link href={monthHref.next} scroll={false} className={monthLink}>
          <ChevronRight className="size-5" aria-hidden />
          <span className="sr-only">Next month</span>
        </Link>
      </div>

      <table
        ref={table}
        role="grid"
        aria-labelledby="month-title"
        onKeyDown={onKeyDown}
        className="mt-4 w-full table-fixed border-separate"
      >
        <thead>
          <tr>
            {columns.map(([short, long]) => (
              <th
                key={short}
                scope="col"
                abbr={long}
                className="pb-2 text-xs font-semibold text-slate-500 uppercase"
              >
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(days, weekStart).map((week, i) => (
            <tr key={i}>
              {week.map((day, j) => (
                <td key={day?.date ?? `blank-${i}-${j}`} role="gridcell" className="p-0.5 sm:p-1">
                  {day ? (
                    <DayButton
                      day={day}
                      today={day.date === today}
                      selected={day.date === selected}
                      tabbable={day.date === active}
                      onFocus={() => setFocus(day.date)}
                      onSelect={onSelect}
                    />
                  ) : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>

      <ul
        aria-label="Legend"
        className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700"
      >
        {LEGEND.map((status) => (
          <li key={status} className="flex items-center gap-2">
            <span
              aria-hidden
              className={clsx("size-4 rounded ring-1 ring-inset", STATUS[status].cell)}
            />
            {STATUS[status].label}
          </li>
        ))}
      </ul>
    </div>
  );
}

function DayButton({
  day,
  today,
  selected,
  tabbable,
  onFocus,
  onSelect,
}: {
  day: AvailabilityDay;
  today: boolean;
  selected: boolean;
  /** the grid's one Tab stop */
  tabbable: boolean;
  onFocus: () => void;
  onSelect: (date: string) => void;
}) {
  const status = STATUS[day.status];
  const choosable = canChoose(day.status);
  return (
    <button
      type="button"
      data-date={day.date}
      // Not `disabled`: a day that cannot be chosen still takes the focus and says why.
      aria-disabled={!choosable || undefined}
      tabIndex={tabbable ? 0 : -1}
      aria-pressed={choosable ? selected : undefined}
      aria-current={today ? "date" : undefined}
      onFocus={onFocus}
      onClick={() => (choosable ? onSelect(day.date) : undefined)}
      className={clsx(
        "flex h-12 w-full flex-col items-center justify-center gap-0.5 rounded-lg ring-1 ring-inset",
        "transition-colors focus-visible:outline-2 focus-visible:outline-offset-2",
        "focus-visible:outline-slate-900 aria-disabled:cursor-default sm:h-16",
        selected && choosable ? `${accentFill} ring-transparent` : status.cell,
      )}
    >
      <span
        aria-hidden
        className={clsx(
          "text-sm sm:text-base",
          today ? "font-bold" : "font-medium",
          day.status === "full" && "line-through",
        )}
      >
        {dayNumber(day.date)}
      </span>
      {status.short ? (
        <span aria-hidden className="text-[10px] leading-none font-medium sm:text-xs">
          {status.short}
        </span>
      ) : null}
      <span className="sr-only">
        {longDate(day.date)}: {status.label}
        {today ? " (today)" : ""}
      </span>
    </button>
  );
}
