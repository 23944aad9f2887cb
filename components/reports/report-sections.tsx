"use client";

import { useClock } from "@/components/console/tenant-context";
import { HeaderRow, TableCard } from "@/components/ui/table";
import { formatMoney, type MoneyFormat } from "@/lib/money/format";
import { SOURCE_LABELS } from "@/lib/reports/schemas";

import { MonthBars, monthLabel } from "./report-charts";
import {
  DownloadCsv,
  type OccupancyRows,
  type Period,
  type RevenueRows,
  type SourceRows,
} from "./shared";

const cell = "px-4 py-2.5 whitespace-nowrap";
const num = `${cell} text-right tabular-nums`;

function Section(props: {
  id: string;
  title: string;
  note: string;
  period: Period;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={`${props.id}-title`} className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <div>
          <h2 id={`${props.id}-title`} className="text-lg font-semibold text-slate-900">
            {props.title}
          </h2>
          <p className="text-sm text-slate-600">{props.note}</p>
        </div>
        <DownloadCsv name={props.id} period={props.period} />
      </div>
      {props.children}
    </section>
  );
}

const Empty = ({ what }: { what: string }) => (
  <p className="rounded-xl bg-white px-4 py-8 text-center text-sm text-slate-500 shadow-sm ring-1 ring-slate-200">
    {what}
  </p>
);

/** Months as rows of a chart, one key per hall (or per figure), from the report's rows. */
function byMonth<R extends { month: string }>(
  rows: R[],
  put: (o: Record<string, number>, r: R) => void,
) {
  const months = new Map<string, Record<string, string | number>>();
  for (const r of rows) {
    const o = (months.get(r.month) ?? { month: r.month }) as Record<string, number>;
    put(o, r);
    months.set(r.month, o);
  }
  return [...months.values()].sort((a, b) => String(a.month).localeCompare(String(b.month)));
}

export function OccupancyReport({ rows, period }: { rows: OccupancyRows; period: Period }) {
  const halls = [...new Map(rows.map((r) => [`h${r.hall_id}`, r.hall])).entries()];
  return (
    <Section
      id="occupancy"
      title="Occupancy"
      note="Hours booked (confirmed and held) over the hours each hall is open, by month. The CSV has the hours."
      period={period}
    >
      {rows.length ? (
        <>
          <MonthBars
            label="Occupancy per hall and month, in per cent"
            data={byMonth(rows, (o, r) => (o[`h${r.hall_id}`] = Number(r.occupancy ?? 0)))}
            keys={halls.map(([key, name]) => ({ key, name }))}
            format={(v) => `${v}%`}
          />
          <OccupancyTable rows={rows} />
        </>
      ) : (
        <Empty what="No halls to report on." />
      )}
    </Section>
  );
}

const FIGURES = [
  { key: "confirmed", name: "Confirmed" },
  { key: "held", name: "Held" },
  { key: "paid", name: "Paid" },
  { key: "due", name: "Due" },
] as const;

export function RevenueReport(props: { rows: RevenueRows; period: Period; money: MoneyFormat }) {
  const { rows, money } = props;
  const amount = (v: string | number) => formatMoney(v, money);
  const { locale } = useClock();
  // The axis's amounts in few characters: "$1.2K", "1234 €".
  const compact = new Intl.NumberFormat(money.locale, {
    style: "currency",
    currency: money.currency,
    notation: "compact",
    maximumFractionDigits: 1,
  });
  return (
    <Section
      id="revenue"
      title="Revenue"
      note="By the month a booking starts: confirmed and held prices, what was paid, what is due."
      period={props.period}
    >
      {rows.length ? (
        <>
          <MonthBars
            label={`Revenue by month in ${money.currency}: confirmed, held, paid and due`}
            data={byMonth(rows, (o, r) => {
              for (const f of FIGURES) o[f.key] = (o[f.key] ?? 0) + Number(r[f.key]);
            })}
            keys={[...FIGURES]}
            format={(v) => amount(v)}
            tick={(v) => compact.format(v)}
          />
          <TableCard>
            <HeaderRow
              columns={[
                "Hall",
                "Month",
                ...FIGURES.map((f) => ({ label: f.name, className: "text-right" })),
              ]}
            />
            <tbody className="divide-y divide-slate-100">
              {rows.map((r) => (
                <tr key={`${r.hall_id}-${r.month}`}>
                  <td className={cell}>{r.hall}</td>
                  <td className={cell}>{monthLabel(r.month, locale)}</td>
                  {FIGURES.map((f) => (
                    <td key={f.key} className={num}>
                      {amount(r[f.key])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </TableCard>
        </>
      ) : (
        <Empty what="No bookings start in this period." />
      )}
    </Section>
  );
}

export function SourcesReport({ rows, period }: { rows: SourceRows; period: Period }) {
  return (
    <Section
      id="sources"
      title="Where bookings come from"
      note="Bookings starting in the period: made in the console, enquired on your site, or sent through the API."
      period={period}
    >
      <TableCard>
        <HeaderRow
          columns={[
            "Source",
            ...["Confirmed", "Tentative", "Cancelled", "Total"].map((label) => ({
              label,
              className: "text-right",
            })),
          ]}
        />
        <tbody className="divide-y divide-slate-100">
          {rows.map((r) => (
            <tr key={r.source}>
              <td className={cell}>{SOURCE_LABELS[r.source]}</td>
              <td className={num}>{r.confirmed}</td>
              <td className={num}>{r.tentative}</td>
              <td className={num}>{r.cancelled}</td>
              <td className={`${num} font-semibold`}>{r.total}</td>
            </tr>
          ))}
        </tbody>
      </TableCard>
    </Section>
  );
}

/** Halls down, months across: each cell the occupancy, its hours in its title. */
function OccupancyTable({ rows }: { rows: OccupancyRows }) {
  const { locale } = useClock();
  const months = [...new Set(rows.map((r) => r.month))].sort();
  const halls = [...new Map(rows.map((r) => [r.hall_id, r.hall])).entries()];
  const at = new Map(rows.map((r) => [`${r.hall_id} ${r.month}`, r]));
  return (
    <TableCard>
      <HeaderRow
        columns={[
          "Hall",
          ...months.map((m) => ({ label: monthLabel(m, locale), className: "text-right" })),
        ]}
      />
      <tbody className="divide-y divide-slate-100">
        {halls.map(([id, hall]) => (
          <tr key={id}>
            <th scope="row" className={`${cell} text-left font-medium text-slate-900`}>
              {hall}
            </th>
            {months.map((month) => {
              const r = at.get(`${id} ${month}`);
              return (
                <td
                  key={month}
                  className={num}
                  title={r ? `${r.booked_hours} of ${r.open_hours} hours` : undefined}
                >
                  {r?.occupancy == null ? "—" : `${r.occupancy}%`}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </TableCard>
  );
}
