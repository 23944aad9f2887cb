import Link from "next/link";

import type { BookingDto } from "@/lib/bookings/serialize";
import { formatDateTime, type Clock } from "@/lib/time";
import { cn } from "@/lib/ui/cn";

const DAY = 86_400_000;

/**
 * The dashboard's tentative bookings to decide on, the holds that run out soonest first; a hold
 * ending within a day stands out.
 */
export function PendingApprovals({
  bookings,
  clock,
  now,
}: {
  bookings: BookingDto[];
  clock: Clock;
  now: number;
}) {
  return (
    <section
      aria-labelledby="pending"
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="pending" className="text-lg font-semibold text-slate-900">
        Pending Approvals
      </h2>
      {bookings.length ? (
        <ul className="mt-3 divide-y divide-slate-100">
          {bookings.map((b) => {
            const urgent = !!b.hold_until && new Date(b.hold_until).getTime() - now < DAY;
            return (
              <li key={b.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <Link
                    href={`/calendar?booking=${b.id}&hall=${b.hall}`}
                    className="font-medium text-slate-900 hover:text-brand-700"
                  >
                    {b.event_name}
                  </Link>
                  <p className="text-sm text-slate-600">
                    {formatDateTime(b.start_time, clock)} · {b.hall_name}
                    {b.source === "public" ? " · enquiry" : ""}
                  </p>
                </div>
                <span
                  className={cn(
                    "rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset",
                    !b.hold_until
                      ? "bg-slate-50 text-slate-600 ring-slate-200"
                      : urgent
                        ? "bg-red-50 text-red-700 ring-red-200"
                        : "bg-amber-50 text-amber-800 ring-amber-200",
                  )}
                >
                  {b.hold_until ? `Hold ends ${formatDateTime(b.hold_until, clock)}` : "No hold"}
                </span>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-slate-500">Nothing waiting for approval.</p>
      )}
    </section>
  );
}
