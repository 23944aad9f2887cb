"use client";

import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

/** Bookings held per week over the last twelve weeks. */
export function BookingsChart({
  data,
}: {
  data: { week: string; label: string; bookings: number }[];
}) {
  const total = data.reduce((n, d) => n + d.bookings, 0);
  return (
    <figure
      className="h-64"
      aria-label={`Bookings per week over the last ${data.length} weeks: ${total} in all`}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -20 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
          <XAxis
            dataKey="label"
            tick={{ fontSize: 12, fill: "#64748b" }}
            tickLine={false}
            axisLine={false}
            interval="preserveStartEnd"
          />
          <YAxis
            allowDecimals={false}
            tick={{ fontSize: 12, fill: "#64748b" }}
            tickLine={false}
            axisLine={false}
          />
          <Tooltip
            cursor={{ fill: "#f5f3ff" }}
            formatter={(value) => [value, "Bookings"]}
            labelFormatter={(label) => `Week of ${label}`}
          />
          <Bar dataKey="bookings" fill="#6b46c1" radius={[4, 4, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
