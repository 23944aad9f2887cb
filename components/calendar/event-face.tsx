import { Check, CircleHelp, Coins, Repeat, X } from "lucide-react";
import { memo } from "react";

import { DEPOSIT_DUE, type BookingStatusName } from "@/lib/bookings/constants";

/**
 * Status marks on events (spec: confirmed check, tentative question mark, cancelled cross); a date
 * of a series has a repeat mark beside its status.
 */
const STATUS_ICONS = { confirmed: Check, tentative: CircleHelp, cancelled: X } as const;

/**
 * An event's face: status mark (and repeat mark), time, title and hall. Memoised on plain values,
 * because FullCalendar re-renders every visible event as a drag crosses cells (hundreds in a busy
 * month).
 */
export const EventFace = memo(function EventFace({
  id,
  title,
  timeText,
  status,
  hallName,
  hallColor,
  stacked,
  wrap = false,
  repeats = false,
  depositDue = false,
}: {
  id: number;
  title: string;
  timeText: string;
  status: BookingStatusName;
  hallName: string;
  hallColor: string;
  stacked: boolean;
  /** a list's row is wide and grows: the title wraps instead of being cut */
  wrap?: boolean;
  /** a date of a booking series: a repeat mark beside the status */
  repeats?: boolean;
  /** confirmed with its deposit unpaid: a coin mark (decision 091) */
  depositDue?: boolean;
}) {
  const Icon = STATUS_ICONS[status];
  const titleClass = wrap ? "min-w-0 font-semibold break-words" : "truncate font-semibold";
  const mark = (
    <>
      <Icon className="size-3 shrink-0" aria-label={status} />
      {repeats ? <Repeat className="size-3 shrink-0" aria-label="Repeats" /> : null}
      {depositDue ? <Coins className="size-3 shrink-0" aria-label={DEPOSIT_DUE} /> : null}
    </>
  );
  return (
    <div
      className="flex min-w-0 flex-col overflow-hidden px-1 py-0.5 text-[11px] leading-4"
      data-event-id={id}
    >
      {stacked ? (
        // Week and day columns are tall, a list's rows grow: stack time and title. Month cells are
        // narrow: one line.
        <>
          <span className="flex min-w-0 items-center gap-1">
            {mark}
            <span className="truncate">{timeText}</span>
          </span>
          <span className={titleClass}>{title}</span>
        </>
      ) : (
        <span className="flex min-w-0 items-center gap-1">
          {mark}
          {timeText ? <span className="shrink-0">{timeText}</span> : null}
          <span className={titleClass}>{title}</span>
        </span>
      )}
      <span className="flex min-w-0 items-center gap-1">
        <span
          className="size-2 shrink-0 rounded-full ring-1 ring-white/80"
          style={{ background: hallColor }}
          aria-hidden
        />
        <span className="truncate">{hallName}</span>
      </span>
    </div>
  );
});
