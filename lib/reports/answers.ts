// A report as the route answers it: JSON, or with ?format=csv a file named by the venue, the
// report and the period.
import { venueFormats } from "@/lib/booking-settings/settings";
import type { TenantRef } from "@/lib/tenants/queries";

import { CSV_BOM, csvResponse } from "./csv";
import { occupancyCsv, revenueCsv, sourcesCsv } from "./csv-reports";
import { occupancy, revenue, sources } from "./reports";
import type { ReportQuery } from "./schemas";

const REPORTS = {
  occupancy: async (t: TenantRef, q: ReportQuery) => {
    const rows = await occupancy(t, q);
    return { rows, csv: () => occupancyCsv(rows) };
  },
  revenue: async (t: TenantRef, q: ReportQuery) => {
    const [rows, { currency }] = await Promise.all([revenue(t, q), venueFormats(t.id)]);
    return { rows, currency, csv: () => revenueCsv(rows, currency) };
  },
  sources: async (t: TenantRef, q: ReportQuery) => {
    const rows = await sources(t, q);
    return { rows, csv: () => sourcesCsv(rows) };
  },
};

export async function reportAnswer(name: keyof typeof REPORTS, t: TenantRef, q: ReportQuery) {
  const { csv, ...report } = await REPORTS[name](t, q);
  if (q.format === "csv")
    return csvResponse(`${t.slug}-${name}-${q.from}-${q.to}.csv`, CSV_BOM + csv());
  return { from: q.from, to: q.to, ...report };
}
