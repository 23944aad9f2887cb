import { Download } from "lucide-react";

import { exportHref, type ListFilters } from "@/lib/bookings/list-filters";

const link =
  "inline-flex items-center gap-1.5 rounded-lg bg-white px-3 py-2 text-sm font-medium text-slate-700 shadow-sm ring-1 ring-slate-300 hover:bg-slate-50";

/** The list's bookings, as its filters keep them, as a file (decision 094). */
export function ExportLinks({ filters }: { filters: ListFilters }) {
  return (
    <div className="flex flex-wrap gap-2">
      <a href={exportHref(filters, "csv")} download className={link}>
        <Download className="size-4" aria-hidden />
        Export CSV
      </a>
      <a href={exportHref(filters, "ics")} download className={link}>
        <Download className="size-4" aria-hidden />
        Export .ics
      </a>
    </div>
  );
}
