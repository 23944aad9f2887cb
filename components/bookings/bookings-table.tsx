"use client";

import { useClock, useTenant } from "@/components/console/tenant-context";
import { HeaderRow } from "@/components/ui/table";
import type { Booking } from "@/lib/client/bookings";
import { formatMoney } from "@/lib/money/format";
import { formatDateTime, type Clock } from "@/lib/time";

import { BookingActions } from "./booking-actions";
import { SeriesLink } from "./series-chip";
import { StatusBadge } from "./status-badge";

// Fixed widths for what has a known size; title, hall and customer share the rest and are cut
// short (the title after two lines), so a long name cannot push Status, Amount and Actions out of
// view (1280 px with the sidebar leaves the table about 61rem). Narrower than its minimum, the
// table scrolls and Actions stays.
const cell = "px-3 py-3";
const COLUMNS = (
  [
    ["ID", "w-14"],
    ["Title", ""],
    ["Hall", ""],
    ["Customer", ""],
    ["Start Time", "w-28"],
    ["End Time", "w-28"],
    ["Status", "w-24"],
    ["Amount", "w-28 text-right"],
    ["Actions", "sticky right-0 w-32 bg-slate-50 text-right"],
  ] as const
).map(([label, width]) => ({ label, className: `px-3 ${width}` }));

function When({ iso, clock }: { iso: string; clock: Clock }) {
  return (
    <td className={`${cell} whitespace-nowrap text-slate-700`}>
      <span className="block truncate">{formatDateTime(iso, clock, { dateStyle: "medium" })}</span>
      <span className="text-xs text-slate-500">
        {formatDateTime(iso, clock, { timeStyle: "short" })}
      </span>
    </td>
  );
}

/** The bookings list from the md breakpoint up; phones get cards (./booking-cards). */
export function BookingsTable({
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
  return (
    <div className="hidden overflow-x-auto md:block">
      <table
        className="w-full min-w-[58rem] table-fixed divide-y divide-slate-200 text-sm"
        aria-busy={busy}
      >
        <HeaderRow columns={COLUMNS} />
        <tbody className="divide-y divide-slate-100">
          {bookings.map((b) => (
            <tr key={b.id} className="group hover:bg-slate-50">
              <td className={`${cell} text-slate-500 tabular-nums`}>{b.id}</td>
              <td className={cell}>
                <p
                  className="line-clamp-2 font-medium break-words text-slate-900"
                  title={b.event_name}
                >
                  {b.event_name}
                </p>
                <SeriesLink id={b.series_id} />
              </td>
              <td className={cell}>
                <p className="truncate text-slate-700" title={b.hall_name}>
                  {b.hall_name}
                </p>
              </td>
              <td className={cell}>
                <p className="truncate text-slate-900" title={b.customer_name}>
                  {b.customer_name}
                </p>
                <p
                  className="truncate text-xs text-slate-500"
                  title={b.customer_email || undefined}
                >
                  {b.customer_email || "N/A"}
                </p>
              </td>
              <When iso={b.start_time} clock={clock} />
              <When iso={b.end_time} clock={clock} />
              <td className={cell}>
                <StatusBadge status={b.status} depositDue={b.deposit_due} />
              </td>
              <td className={`${cell} text-right whitespace-nowrap text-slate-900 tabular-nums`}>
                {formatMoney(b.price, money)}
              </td>
              <td className={`${cell} sticky right-0 bg-white group-hover:bg-slate-50`}>
                <BookingActions booking={b} onEdit={onEdit} onDelete={onDelete} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
