// Shared by the server and the booking screens.
export const BOOKING_STATUSES = ["confirmed", "tentative", "cancelled"] as const;
export type BookingStatusName = (typeof BOOKING_STATUSES)[number];
export const ADDONS = ["Catering", "Lighting", "Decor"] as const;

/**
 * Status colours (spec §9): confirmed blue, tentative amber, cancelled red. Dark enough for an
 * event's small white text to keep WCAG's 4.5:1 (5.0:1 and more).
 */
export const STATUS_COLORS: Record<BookingStatusName, string> = {
  confirmed: "#1d4ed8",
  tentative: "#b45309",
  cancelled: "#b91c1c",
};
export const STATUS_LABELS: Record<BookingStatusName, string> = {
  confirmed: "Confirmed",
  tentative: "Tentative",
  cancelled: "Cancelled",
};

/** A confirmed booking whose deposit its payments have not yet covered (decision 091). */
export const DEPOSIT_DUE = "Deposit due";

const HALL_PALETTE = [
  "#7c3aed",
  "#0891b2",
  "#16a34a",
  "#db2777",
  "#ea580c",
  "#4f46e5",
  "#0d9488",
  "#ca8a04",
  "#9333ea",
  "#2563eb",
];

/** A stable colour per hall, from a hash of its id. */
export function hallColor(hallId: number | string): string {
  let h = 0;
  for (const c of String(hallId)) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return HALL_PALETTE[h % HALL_PALETTE.length];
}
