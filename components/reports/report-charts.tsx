"use client";

import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";

import { useClock } from "@/components/console/tenant-context";

const AXIS = { fontSize: 12, fill: "#64748b" };

/** A report's month ("2031-03") as the venue's locale writes it: "Mar 2031". */
export function monthLabel(month: string, locale: string): string {
  const [y, m] = month.split("-").map(Number);
  if (!y || !m) return month;
  return new Intl.DateTimeFormat(locale, {
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(y, m - 1, 15)));
}
const COLORS = ["#6b46c1", "#0ea5e9", "#f59e0b", "#10b981", "#ef4444", "#64748b"];

/** Bars per month, one series per key, with a legend; described for screen readers. */
export function MonthBars({
  data,
  keys,
  label,
  format = (v) => String(v),
  tick = format,
}: {
  data: Record<string, string | number>[];
  keys: { key: string; name: string }[];
  label: string;
  /** a value in the tooltip */
  format?: (value: number) => string;
  /** a value on the axis, short enough for it */
  tick?: (value: number) => string;
}) {
  const { locale } = useClock();
  return (
    <figure className="h-64" aria-label={label}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
          <XAxis
            dataKey="month"
            tick={AXIS}
            tickLine={false}
            axisLine={false}
            tickFormatter={(m: string) => monthLabel(m, locale)}
          />
          <YAxis tick={AXIS} tickLine={false} axisLine={false} width={72} tickFormatter={tick} />
          <Tooltip
            cursor={{ fill: "#f5f3ff" }}
            formatter={(v) => format(Number(v))}
            labelFormatter={(m) => monthLabel(String(m), locale)}
          />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {keys.map((k, i) => (
            <Bar
              key={k.key}
              dataKey={k.key}
              name={k.name}
              fill={COLORS[i % COLORS.length]}
              radius={[3, 3, 0, 0]}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
