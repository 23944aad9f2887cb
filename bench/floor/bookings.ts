// The floor's three answers, with HallBook's semantics (lib/bookings/*): the same rows, the same
// order, the same JSON. What can be done in one statement is: a booking, its history entry and
// its notices are written by one INSERT ... RETURNING with data-modifying CTEs.
import type pg from "pg";

import { hallColor, STATUS_COLORS } from "@/lib/bookings/constants";
import { DATE_RANGE_REVERSED, INVALID_HALL_ID } from "@/lib/bookings/schemas";
import { nextLocalDate, NonexistentLocalTime, startOfLocalDay, toInstant } from "@/lib/time";

import { failure, type Venue } from "./door";
import { Fields, isDateTime, isLocalDate, readCount, readId, readStatus } from "./input";

type Query = Record<string, string>;

/** Whether a deposit is due (lib/bookings/deposit-state.ts): false without one, read nothing. */
const DEPOSIT_DUE = `CASE WHEN b.deposit_amount IS NULL OR b.status <> 'confirmed' THEN false
  ELSE coalesce((SELECT sum(CASE p.kind WHEN 'payment' THEN p.amount ELSE -p.amount END)
    FROM booking_payments p
    WHERE p.tenant_id = b.tenant_id AND p.booking_id = b.id AND p.voided_at IS NULL), 0)
    < b.deposit_amount END`;
const DAY = 86_400_000;

export const COLUMNS = `b.id, b.event_name, b.start_time, b.end_time, b.hall_id, b.branch_id, b.slot_id,
  b.status, b.addons, b.customer_name, b.customer_email, b.customer_phone, b.price,
  b.deposit_amount, to_char(b.deposit_due_on, 'YYYY-MM-DD') AS deposit_due_on,
  ${DEPOSIT_DUE} AS deposit_due, b.booking_token, b.description, b.notes, b.hold_until, b.source, b.email_customer, b.series_id,
  b.is_exception, b.created_at, b.updated_at`;
const NAMES = `JOIN halls h ON h.tenant_id = b.tenant_id AND h.id = b.hall_id
  JOIN branches br ON br.tenant_id = b.tenant_id AND br.id = b.branch_id`;

/** A booking row as the API shows it (lib/bookings/serialize.ts). */
export function booking(r: Record<string, never>) {
  return {
    id: r.id,
    event_name: r.event_name,
    title: r.event_name,
    start_time: (r.start_time as Date).toISOString(),
    end_time: (r.end_time as Date).toISOString(),
    hall: r.hall_id,
    hall_id: r.hall_id,
    hall_name: r.hall_name,
    branch: r.branch_id,
    branch_name: r.branch_name,
    slot_id: r.slot_id,
    status: r.status,
    addons: r.addons ?? [],
    customer_name: r.customer_name,
    customer_email: r.customer_email,
    customer_phone: r.customer_phone,
    // numeric(12,2) arrives as text with its two decimals
    price: r.price,
    deposit_amount: r.deposit_amount,
    deposit_due_on: r.deposit_due_on,
    deposit_due: r.deposit_due,
    booking_token: r.booking_token,
    description: r.description,
    notes: r.notes,
    hold_until: r.hold_until ? (r.hold_until as Date).toISOString() : null,
    source: r.source,
    email_customer: r.email_customer,
    series_id: r.series_id,
    is_exception: r.is_exception,
    created_at: (r.created_at as Date).toISOString(),
    updated_at: (r.updated_at as Date).toISOString(),
  };
}

function rangeEdge(fields: Fields, field: string, value: string | undefined, timeZone: string) {
  if (value === undefined) return undefined;
  const v = value.trim();
  if (!isLocalDate(v) && !isDateTime(v))
    return fields.add(field, "Enter a date (YYYY-MM-DD) or an ISO 8601 date-time.");
  try {
    return isLocalDate(v) ? startOfLocalDay(v, timeZone) : toInstant(v, timeZone);
  } catch (error) {
    if (error instanceof NonexistentLocalTime) return fields.add(field, error.message);
    throw error;
  }
}

/** GET schedules/: the calendar's events overlapping [start, end). */
export async function month(db: pg.Pool, venue: Venue, q: Query) {
  const fields = new Fields();
  const hall = q.hall === undefined ? undefined : readId(fields, "hall", q.hall, INVALID_HALL_ID);
  const branch =
    q.branch === undefined
      ? undefined
      : readId(fields, "branch", q.branch, "Please select a valid branch.");
  const from = rangeEdge(fields, "start", q.start, venue.timezone);
  const to = rangeEdge(fields, "end", q.end, venue.timezone);
  fields.check();
  const start = from ?? new Date(Date.now() - 31 * DAY);
  const end = to ?? new Date(Date.now() + 62 * DAY);
  if (end <= start) throw failure(400, "end must be after start.");
  if (end.getTime() - start.getTime() > 400 * DAY)
    throw failure(400, "The range may span at most 400 days.");

  // The overlap as the period index (GiST on tenant, hall and period) bounds it.
  const values: unknown[] = [venue.id, start, end];
  const where = [
    "b.tenant_id = $1",
    "tstzrange(b.start_time, b.end_time, '[)') && tstzrange($2::timestamptz, $3::timestamptz, '[)')",
  ];
  if (hall) where.push(`b.hall_id = $${values.push(hall)}`);
  if (branch) where.push(`b.branch_id = $${values.push(branch)}`);
  const { rows } = await db.query(
    `SELECT ${COLUMNS}, h.name AS hall_name, br.name AS branch_name FROM bookings b ${NAMES}
     WHERE ${where.join(" AND ")} ORDER BY b.start_time, b.id`,
    values,
  );
  // Each row becomes its event in place: the booking's fields, then the calendar's.
  return rows.map((row) => {
    const b = booking(row);
    return Object.assign(b, {
      start: b.start_time,
      end: b.end_time,
      color: STATUS_COLORS[b.status],
      hall_color: hallColor(b.hall),
    });
  });
}

/** GET bookings/: a page of the venue's bookings, filtered, by start. */
export async function list(db: pg.Pool, venue: Venue, q: Query) {
  const fields = new Fields();
  const hall = q.hall === undefined ? undefined : readId(fields, "hall", q.hall, INVALID_HALL_ID);
  const status = q.status === undefined ? undefined : readStatus(fields, q.status);
  const dates = (["start_date", "end_date"] as const).map((field) => {
    const v = q[field]?.trim();
    if (v !== undefined && !isLocalDate(v)) return fields.add(field, "Enter a date as YYYY-MM-DD.");
    return v;
  });
  const text = q.q?.trim();
  if (text && text.length > 200)
    fields.add("q", "Too big: expected string to have <=200 characters");
  const page = readCount(fields, "page", q.page) ?? 1;
  const pageSize = readCount(fields, "page_size", q.page_size, 500) ?? 50;
  if (!fields.failed && dates[0] && dates[1] && dates[0] > dates[1])
    fields.add("end_date", DATE_RANGE_REVERSED);
  fields.check();

  const values: unknown[] = [venue.id];
  const where = ["b.tenant_id = $1"];
  if (hall) where.push(`b.hall_id = $${values.push(hall)}`);
  if (status) where.push(`b.status = $${values.push(status)}`);
  if (dates[0])
    where.push(`b.start_time >= $${values.push(startOfLocalDay(dates[0], venue.timezone))}`);
  if (dates[1])
    where.push(
      `b.start_time < $${values.push(startOfLocalDay(nextLocalDate(dates[1]), venue.timezone))}`,
    );
  if (text) {
    // LIKE's wildcards in the text match themselves.
    const n = values.push(`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(
      `(b.customer_name ILIKE $${n} OR b.customer_email ILIKE $${n} OR b.customer_phone LIKE $${n})`,
    );
  }
  const filter = where.join(" AND ");
  // The count and the page in one statement: one round trip on one connection, as HallBook's.
  const { rows } = await db.query(
    `WITH n AS (SELECT count(*)::int AS total FROM bookings b WHERE ${filter})
     SELECT n.total, p.* FROM n LEFT JOIN LATERAL (
       SELECT ${COLUMNS}, h.name AS hall_name, br.name AS branch_name FROM bookings b ${NAMES}
       WHERE ${filter} ORDER BY b.start_time, b.id
       LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}) p ON true
     ORDER BY p.start_time, p.id`,
    values,
  );
  const results = rows[0].id === null ? [] : rows.map(booking);
  return { count: rows[0].total, page, page_size: pageSize, results };
}
