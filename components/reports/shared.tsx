import { Download } from "lucide-react";

import type { Period } from "@/lib/reports/period";
import type { occupancy, revenue, sources } from "@/lib/reports/reports";

export type { Period } from "@/lib/reports/period";

/** A report's CSV file for the period. */
export const csvHref = (name: string, p: Period) =>
  `/api/tenant/reports/${name}/?${new URLSearchParams({ ...p, format: "csv" })}`;

export function DownloadCsv({ name, period }: { name: string; period: Period }) {
  return (
    <a
      href={csvHref(name, period)}
      download
      className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
    >
      <Download className="size-4" aria-hidden />
      Download CSV
    </a>
  );
}

/** Each report's rows, as its route answers them. */
export type OccupancyRows = Awaited<ReturnType<typeof occupancy>>;
export type RevenueRows = Awaited<ReturnType<typeof revenue>>;
export type SourceRows = Awaited<ReturnType<typeof sources>>;
