"use client";

import { useClock, useTenant } from "@/components/console/tenant-context";
import type { Booking } from "@/lib/client/bookings";
import { formatMoney } from "@/lib/money/format";
import { formatDateTime } from "@/lib/time";

import { BookingActions } from "./booking-actions";
import { SeriesLink } from "./series-chip";
import { StatusBadge } from "./status-badge";

/**
 * The bookings list below the md breakpoint: one card per booking, its actions on the card, so
 * nothing needs a sideways scroll that would hide which booking a button belongs to.
 */
export function BookingCards({
  bookings,
  busy,
  onEdit,
  onDelete,
}: {
  bookings: Booking[];
  busy: boolean;
  onEdit: (b: Booking) => void;
  onDelete: (b: Booking) => void;
}) {
  const { currency, locale } = useTenant();
  const clock = useClock();
  const money = { currency, locale };
  const when = (iso: string) =>
    formatDateTime(iso, clock, { dateStyle: "medium", timeStyle: "short" });
  return (
    <ul aria-label="Bookings" aria-busy={busy} className="divide-y divide-slate-100 md:hidden">
      {bookings.map((b) => (
        <li key={b.id} aria-labelledby={`booking-card-${b.id}`} className="space-y-3 p-4">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p
                id={`booking-card-${b.id}`}
                className="line-clamp-2 font-medium break-words text-slate-900"
                title={b.event_name}
              >
                {b.event_name}
              </p>
              <SeriesLink id={b.series_id} />
              <p className="truncate text-sm text-slate-600" title={b.hall_name}>
                {b.hall_name}
              </p>
            </div>
            <StatusBadge status={b.status} depositDue={b.deposit_due} />
          </div>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-500">Customer</dt>
            <dd className="min-w-0 text-slate-900">
              <p className="truncate" title={b.customer_name}>
                {b.customer_name}
              </p>
              <p className="truncate text-xs text-slate-500">{b.customer_email || "N/A"}</p>
            </dd>
            <dt className="text-slate-500">Start</dt>
            <dd className="text-slate-700">{when(b.start_time)}</dd>
            <dt className="text-slate-500">End</dt>
            <dd className="text-slate-700">{when(b.end_time)}</dd>
            <dt className="text-slate-500">Amount</dt>
            <dd className="font-medium text-slate-900 tabular-nums">
              {formatMoney(b.price, money)}
            </dd>
          </dl>
          <div className="flex items-center justify-between gap-3 border-t border-slate-100 pt-2">
            <span className="text-xs text-slate-500 tabular-nums">#{b.id}</span>
            <BookingActions booking={b} onEdit={onEdit} onDelete={onDelete} />
          </div>
        </li>
      ))}
    </ul>
  );
}
