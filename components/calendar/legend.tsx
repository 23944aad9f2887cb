import { Coins, Repeat } from "lucide-react";

import {
  BOOKING_STATUSES,
  hallColor,
  STATUS_COLORS,
  STATUS_LABELS,
} from "@/lib/bookings/constants";
import type { Hall } from "@/lib/client/queries";

/** What the hatched grey events are: bookings of a hall that shares the shown hall's space. */
export const TAKEN_LEGEND = "Taken: a booking of a hall that shares this space";
/** What the repeat mark beside an event's status says. */
export const REPEATS_LEGEND = "A date of a repeating booking";
/** What the coin mark says: a confirmed booking whose deposit is unpaid (decision 091). */
export const DEPOSIT_LEGEND = "Deposit due: confirmed, its deposit not yet paid";

/**
 * Calendar Legend: the status colours, the repeat mark of a series' dates (and, in a venue with
 * combined halls, the hatched time a hall sharing the space takes), and each hall's colour.
 */
export function CalendarLegend({ halls }: { halls: Hall[] }) {
  return (
    <aside
      aria-labelledby="legend-title"
      className="rounded-xl bg-white p-4 text-sm shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="legend-title" className="font-semibold text-slate-900">
        Calendar Legend
      </h2>
      <ul className="mt-3 space-y-1.5">
        {BOOKING_STATUSES.map((s) => (
          <li key={s} className="flex items-center gap-2 text-slate-700">
            <span
              className="size-3 rounded-sm"
              style={{ background: STATUS_COLORS[s] }}
              aria-hidden
            />
            {STATUS_LABELS[s]}
          </li>
        ))}
        <li className="flex items-center gap-2 text-slate-700">
          <Repeat className="size-3 shrink-0 text-slate-600" aria-hidden />
          {REPEATS_LEGEND}
        </li>
        <li className="flex items-center gap-2 text-slate-700">
          <Coins className="size-3 shrink-0 text-slate-600" aria-hidden />
          {DEPOSIT_LEGEND}
        </li>
        {halls.some((h) => h.parts.length) ? (
          <li className="flex items-center gap-2 text-slate-700">
            <span className="hb-shared-key size-3 shrink-0 rounded-sm bg-slate-400" aria-hidden />
            {TAKEN_LEGEND}
          </li>
        ) : null}
      </ul>
      <h3 className="mt-4 font-semibold text-slate-900">Halls</h3>
      {halls.length ? (
        <ul className="mt-2 space-y-1.5">
          {halls.map((h) => (
            <li key={h.id} className="flex items-center gap-2 text-slate-700">
              <span
                className="size-3 rounded-full"
                style={{ background: hallColor(h.id) }}
                aria-hidden
              />
              {h.name}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-slate-500">No halls available to display in legend.</p>
      )}
    </aside>
  );
}
