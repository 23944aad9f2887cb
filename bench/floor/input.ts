// The floor's reading of query strings and bodies: the checks of HallBook's zod schemas
// (lib/core/schemas.ts, lib/bookings/schemas.ts) that a request of the benchmark can meet, with
// the same messages, written by hand.
import { ADDONS, BOOKING_STATUSES } from "@/lib/bookings/constants";
import { REQUIRED } from "@/lib/core/schemas";
import { YYYY_MM_DD } from "@/lib/time";

import { HttpError } from "./door";

const ISO_DATETIME =
  /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?)(Z|[+-]\d{2}:?\d{2})?$/i;
export const INVALID_DATETIME =
  "Enter a valid date and time (ISO 8601, e.g. 2030-06-01T18:00:00Z).";

/** Collects `{ field: [messages] }` and answers 400 with them. */
export class Fields {
  readonly errors: Record<string, string[]> = {};
  add(field: string, message: string) {
    (this.errors[field] ??= []).push(message);
    return undefined;
  }
  get failed() {
    return Object.keys(this.errors).length > 0;
  }
  check() {
    if (this.failed) throw new HttpError(400, this.errors);
  }
}

/** A positive integer id, as a number or a string of digits. */
export function readId(fields: Fields, field: string, raw: unknown, message: string) {
  const value =
    typeof raw === "number"
      ? raw
      : typeof raw === "string" && /^\d+$/.test(raw.trim())
        ? +raw
        : NaN;
  if (Number.isInteger(value) && value > 0 && value <= 2_147_483_647) return value;
  return fields.add(field, message);
}

/** An ISO 8601 date-time whose date exists; without an offset, the venue's wall clock. */
export function isDateTime(value: string) {
  const m = ISO_DATETIME.exec(value);
  if (!m) return false;
  const probe = new Date(m[3] ? value : `${m[1]}T${m[2]}Z`);
  if (Number.isNaN(probe.getTime())) return false;
  return m[3] ? true : probe.toISOString().slice(0, 10) === m[1];
}

export function readDateTime(fields: Fields, field: string, raw: unknown) {
  if (typeof raw !== "string" || !raw.trim()) return fields.add(field, REQUIRED);
  const value = raw.trim();
  return isDateTime(value) ? value : fields.add(field, INVALID_DATETIME);
}

export const isLocalDate = (value: string) => YYYY_MM_DD.test(value);

/** Optional text: missing, null and "" all become "". */
export function readText(fields: Fields, field: string, raw: unknown, max: number) {
  if (raw === undefined || raw === null) return "";
  if (typeof raw !== "string") return fields.add(field, "Not a valid string.");
  const value = raw.trim();
  if (value.length > max)
    return fields.add(field, `Ensure this field has no more than ${max} characters.`);
  return value;
}

export function readStatus(fields: Fields, raw: unknown) {
  const value = typeof raw === "string" ? raw.trim().toLowerCase() : raw;
  if ((BOOKING_STATUSES as readonly unknown[]).includes(value)) return value as string;
  return fields.add("status", "Choose confirmed, tentative or cancelled.");
}

/** A non-negative amount with at most two decimals; out: "12.50". */
export function readPrice(fields: Fields, raw: unknown) {
  const fail = (message: string) => fields.add("price", message);
  if (typeof raw !== "string" && typeof raw !== "number")
    return fail("A valid number is required.");
  const v = String(raw).trim();
  if (!/^[+-]?\d+(\.\d+)?$/.test(v)) return fail("A valid number is required.");
  if (Number(v) < 0) return fail("Ensure this value is greater than or equal to 0.");
  if (!/^[+-]?\d+(\.\d{1,2})?$/.test(v))
    return fail("Ensure that there are no more than 2 decimal places.");
  if (Number(v) >= 1e10) return fail("Ensure that there are no more than 12 digits in total.");
  return Math.abs(Number(v)).toFixed(2);
}

/** A positive page number or size from a query string, with its default. */
export function readCount(fields: Fields, field: string, raw: string | undefined, max?: number) {
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value)) return fields.add(field, "Invalid input: expected int");
  if (value < 1) return fields.add(field, field === "page" ? "Pages start at 1." : "Too small");
  if (max && value > max) return fields.add(field, `At most ${max} per page.`);
  return value;
}

export function readEmail(fields: Fields, raw: unknown, invalid: string) {
  if (raw === undefined || raw === null) return "";
  if (typeof raw !== "string") return fields.add("customer_email", invalid);
  const value = raw.trim();
  return value === "" || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)
    ? value
    : fields.add("customer_email", invalid);
}

/** Add-ons by name, whatever their case, each once. */
export function readAddons(fields: Fields, raw: unknown) {
  if (!Array.isArray(raw)) return fields.add("addons", "Must be a list of add-ons.");
  if (raw.some((a) => typeof a !== "string"))
    return fields.add("addons", "Each add-on must be text.");
  const names = raw.map(
    (a: string) => ADDONS.find((x) => x.toLowerCase() === a.trim().toLowerCase()) ?? a,
  );
  if (names.some((a) => !(ADDONS as readonly string[]).includes(a)))
    return fields.add("addons", `Choose from ${ADDONS.join(", ")}.`);
  return [...new Set(names)];
}
