// A hall's month on the venue's public site: a week a row, Monday first, each day in words and
// colour. The month links are plain links (they work without JavaScript); a free or partly booked
// day is a button that chooses it for the enquiry.
import { clsx } from "clsx";
import { ChevronLeft, ChevronRight } from "lucide-react";
import Link from "next/link";

import type { AvailabilityDay } from "@/lib/enquiries/availability";

import { accentFill } from "../venue-style";
import { canChoose, dayNumber, LEGEND, longDate, monthName, STATUS } from "./day-status";

const WEEKDAYS = [
  ["Mon", "Monday"],
  ["Tue", "Tuesday"],
  ["Wed", "Wednesday"],
  ["Thu", "Thursday"],
  ["Fri", "Friday"],
  ["Sat", "Saturday"],
  ["Sun", "Sunday"],
] as const;

const monthLink =
  "inline-flex size-10 items-center justify-center rounded-lg text-slate-700 ring-1 ring-slate-300 ring-inset hover:bg-slate-50";

/** The days of the month in weeks of seven, Monday first, with null for the days around it. */
function weeksOf(days: AvailabilityDay[]): (AvailabilityDay | null)[][] {
  if (!days.length) return [];
  const first = new Date(`${days[0].date}T12:00:00Z`).getUTCDay();
  const cells = [...Array<null>((first + 6) % 7).fill(null), ...days];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
}

export function MonthGrid({
  month,
  days,
  today,
  selected,
  onSelect,
  monthHref,
}: {
  month: string;
  days: AvailabilityDay[];
  today: string;
  selected: string;
  onSelect: (date: string) => void;
  /** the page of another month; null: no link (no months before this one) */
  monthHref: { previous: string | null; next: string };
}) {
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

      <table aria-labelledby="month-title" className="mt-4 w-full table-fixed border-separate">
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
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
          {weeksOf(days).map((week, i) => (
            <tr key={i}>
              {week.map((day, j) => (
                <td key={day?.date ?? `blank-${i}-${j}`} className="p-0.5 sm:p-1">
                  {day ? (
                    <DayButton
                      day={day}
                      today={day.date === today}
                      selected={day.date === selected}
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
  onSelect,
}: {
  day: AvailabilityDay;
  today: boolean;
  selected: boolean;
  onSelect: (date: string) => void;
}) {
  const status = STATUS[day.status];
  const choosable = canChoose(day.status);
  return (
    <button
      type="button"
      data-date={day.date}
      disabled={!choosable}
      aria-pressed={choosable ? selected : undefined}
      aria-current={today ? "date" : undefined}
      onClick={() => onSelect(day.date)}
      className={clsx(
        "flex h-12 w-full flex-col items-center justify-center gap-0.5 rounded-lg ring-1 ring-inset",
        "transition-colors focus-visible:outline-2 focus-visible:outline-offset-2",
        "focus-visible:outline-slate-900 disabled:cursor-default sm:h-16",
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
