// The reports as CSV files (decision 094): one header row, then each row of the JSON report.
import { csvRow } from "./csv";
import type { occupancy, revenue, sources } from "./reports";
import { SOURCE_LABELS } from "./schemas";

type Rows<F extends (...a: never[]) => Promise<unknown[]>> = Awaited<ReturnType<F>>;

export const occupancyCsv = (rows: Rows<typeof occupancy>) =>
  csvRow(["Hall", "Month", "Booked hours", "Open hours", "Occupancy %"]) +
  rows.map((r) => csvRow([r.hall, r.month, r.booked_hours, r.open_hours, r.occupancy])).join("");

export const revenueCsv = (rows: Rows<typeof revenue>, currency: string) =>
  csvRow([
    "Hall",
    "Month",
    `Confirmed (${currency})`,
    `Held (${currency})`,
    `Paid (${currency})`,
    `Due (${currency})`,
  ]) + rows.map((r) => csvRow([r.hall, r.month, r.confirmed, r.held, r.paid, r.due])).join("");

export const sourcesCsv = (rows: Rows<typeof sources>) =>
  csvRow(["Source", "Confirmed", "Tentative", "Cancelled", "Total"]) +
  rows
    .map((r) => csvRow([SOURCE_LABELS[r.source], r.confirmed, r.tentative, r.cancelled, r.total]))
    .join("");
