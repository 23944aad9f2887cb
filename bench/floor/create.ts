// The floor's POST bookings/: HallBook's checks (lib/bookings/bookings.ts createBooking), then the
// booking, its history entry and its notices to the venue's Owners and Admins, in one statement.
// One prepared statement reads the hall and writes; a refused overlap (the exclusion constraint,
// SQLSTATE 23P01) answers 409 naming the booking in the way, looked up only then.
import pg from "pg";

import { periodErrors, readBookingTime } from "@/lib/bookings/rules";
import {
  BUFFER_CLASH,
  HALL_INACTIVE,
  HALL_NOT_FOUND,
  INVALID_EMAIL,
  INVALID_HALL_ID,
} from "@/lib/bookings/schemas";
import { describeRange } from "@/lib/time";

import { booking, COLUMNS } from "./bookings";
import { failure, HttpError, type Venue } from "./door";
import {
  Fields,
  readAddons,
  readDateTime,
  readEmail,
  readId,
  readPrice,
  readStatus,
  readText,
} from "./input";

const NO_SLOTS = "The floor server takes no slots.";

/**
 * One statement on a connection of its own: pg's Pool.query() would destroy the connection on a
 * refused insert, as HallBook's pool (lib/db) takes care not to.
 */
async function run(pool: pg.Pool, query: pg.QueryConfig) {
  const client = await pool.connect();
  try {
    const result = await client.query(query);
    client.release();
    return result;
  } catch (error) {
    client.release(error instanceof pg.DatabaseError ? undefined : (error as Error));
    throw error;
  }
}

function readBody(raw: unknown) {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw))
    throw new HttpError(400, { non_field_errors: ["Invalid input: expected object"] });
  const input = raw as Record<string, unknown>;
  const fields = new Fields();
  const given = (key: string) => input[key] !== undefined;
  const body = {
    event_name: readText(fields, "event_name", input.event_name, 200) || "New Booking",
    hall: readId(fields, "hall", input.hall, INVALID_HALL_ID),
    start_time: readDateTime(fields, "start_time", input.start_time),
    end_time: readDateTime(fields, "end_time", input.end_time),
    status: given("status") ? readStatus(fields, input.status) : "tentative",
    addons: given("addons") ? readAddons(fields, input.addons) : [],
    customer_name: readText(fields, "customer_name", input.customer_name, 200) || "Walk-in",
    customer_email: readEmail(fields, input.customer_email, INVALID_EMAIL),
    customer_phone: readText(fields, "customer_phone", input.customer_phone, 40),
    price: given("price") ? readPrice(fields, input.price) : "0.00",
    booking_token: readText(fields, "booking_token", input.booking_token, 100),
    description: readText(fields, "description", input.description, 4000),
    notes: readText(fields, "notes", input.notes, 4000),
    email_customer: given("email_customer") ? input.email_customer : true,
  };
  if (given("email_customer") && typeof input.email_customer !== "boolean")
    fields.add("email_customer", "Must be true or false.");
  if (input.slot_id !== undefined && input.slot_id !== null) fields.add("slot_id", NO_SLOTS);
  fields.check();
  return body as { [K in keyof typeof body]: NonNullable<(typeof body)[K]> };
}

/** The period in the venue's zone, checked as HallBook checks it (checkedPeriod). */
function period(venue: Venue, times: { start_time: string; end_time: string }) {
  const errors: Record<string, string[]> = {};
  const read = (field: "start_time" | "end_time") => {
    const { instant, error } = readBookingTime(times[field], venue.timezone);
    if (error) errors[field] = [error];
    return instant;
  };
  const start = read("start_time");
  const end = read("end_time");
  if (!start || !end) throw new HttpError(400, errors);
  const problems = periodErrors(start, end, { maxDays: venue.maxBookingDays });
  for (const [field, message] of Object.entries(problems)) errors[field] = [message];
  if (Object.keys(errors).length) throw new HttpError(400, errors);
  return { start, end };
}

/**
 * The booking, its history entry and its notices, in one prepared statement that also reads the
 * hall: a hall that is not the venue's, archived, inactive or slots-only inserts nothing, and
 * only then is the hall looked up for the reason (hallRefusal).
 */
const INSERT = `
  WITH h AS (
    SELECT h.id, h.branch_id, h.name, br.name AS branch_name
    FROM halls h JOIN branches br ON br.tenant_id = h.tenant_id AND br.id = h.branch_id
    WHERE h.tenant_id = $1 AND h.id = $2 AND h.archived_at IS NULL AND h.is_active
      AND NOT h.requires_slot
  ), b AS (
    INSERT INTO bookings (tenant_id, hall_id, branch_id, event_name, start_time, end_time, status,
      addons, customer_name, customer_email, customer_phone, price, booking_token, description,
      notes, created_by_id, email_customer, updated_at, source)
    SELECT $1, h.id, h.branch_id, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16,
      now(), 'api'
    FROM h
    RETURNING *
  ), history AS (
    INSERT INTO booking_changes (tenant_id, booking_id, user_id, action, event_name, changes)
    SELECT b.tenant_id, b.id, b.created_by_id, 'created', b.event_name, $17::jsonb
      || jsonb_build_object('hall_name', jsonb_build_array(NULL, h.name),
        'branch_name', jsonb_build_array(NULL, h.branch_name))
    FROM b CROSS JOIN h
  ), notices AS (
    INSERT INTO notifications (tenant_id, user_id, message, related_object_info)
    SELECT b.tenant_id, m.user_id, 'New booking: ' || b.event_name || '.',
           jsonb_build_object('type', 'booking', 'id', b.id, 'url', '/calendar?booking=' || b.id)
    FROM b JOIN tenant_users m ON m.tenant_id = b.tenant_id
    WHERE m.status = 'active' AND m.role IN ('Owner', 'Admin') AND m.user_id <> b.created_by_id
  )
  SELECT ${COLUMNS}, h.name AS hall_name, h.branch_name FROM b CROSS JOIN h`;

/**
 * Why the hall takes no booking, in HallBook's order: not the venue's (or archived), inactive;
 * then, once the period is right, slots only. Null: it would take this one.
 */
async function hallRefusal(db: pg.Pool, venue: Venue, hallId: number, periodRight: boolean) {
  const { rows } = await db.query(
    `SELECT is_active, requires_slot FROM halls
     WHERE tenant_id = $1 AND id = $2 AND archived_at IS NULL`,
    [venue.id, hallId],
  );
  const hall = rows[0];
  if (!hall) return new HttpError(400, { hall: [HALL_NOT_FOUND] });
  if (!hall.is_active) return new HttpError(400, { hall: [HALL_INACTIVE] });
  if (periodRight && hall.requires_slot) return new HttpError(400, { hall: [NO_SLOTS] });
  return null;
}

/**
 * The booking in the way of a refused one, found as HallBook finds it: through the range the
 * exclusion constraint indexes, the hall's setup and cleanup time around the period; worded the
 * same, the buffer between the two when that is all that is in the way.
 */
const FIRST_CLASH = `
  WITH overlapping AS MATERIALIZED (
    SELECT start_time, end_time, event_name FROM bookings
    WHERE tenant_id = $1 AND hall_id = $2 AND status <> 'cancelled'
      AND tstzrange(blocked_from, blocked_until, '[)') && (SELECT tstzrange(
        $3::timestamptz - make_interval(mins => setup_minutes),
        $4::timestamptz + make_interval(mins => cleanup_minutes), '[)')
        FROM halls WHERE tenant_id = $1 AND id = $2)
  )
  SELECT * FROM overlapping ORDER BY start_time LIMIT 1`;

export async function create(db: pg.Pool, venue: Venue, userId: number, raw: unknown) {
  const input = readBody(raw);
  let times: { start: Date; end: Date };
  try {
    times = period(venue, input);
  } catch (error) {
    // HallBook says what is wrong with the hall before what is wrong with the period.
    throw (await hallRefusal(db, venue, input.hall, false)) ?? error;
  }
  const { start, end } = times;

  // The history entry: every field of the new booking as [null, value] (lib/bookings/history.ts);
  // the hall's and its branch's names are added by the statement.
  const { event_name, hall: _, start_time, end_time, email_customer, ...rest } = input;
  const tracked = {
    event_name,
    start_time: start.toISOString(),
    end_time: end.toISOString(),
    ...rest,
  };
  const changes = Object.fromEntries(Object.entries(tracked).map(([k, v]) => [k, [null, v]]));
  try {
    const { rows } = await run(db, {
      name: "floor_insert_booking",
      text: INSERT,
      values: [
        venue.id,
        input.hall,
        input.event_name,
        start,
        end,
        input.status,
        input.addons,
        input.customer_name,
        input.customer_email,
        input.customer_phone,
        input.price,
        input.booking_token,
        input.description,
        input.notes,
        userId,
        email_customer,
        JSON.stringify(changes),
      ],
    });
    if (rows.length) return booking(rows[0]);
    throw (await hallRefusal(db, venue, input.hall, true)) ?? new Error("the hall took nothing");
  } catch (error) {
    if (!(error instanceof pg.DatabaseError) || error.code !== "23P01") throw error;
    const { rows } = await db.query({
      name: "floor_first_clash",
      text: FIRST_CLASH,
      values: [venue.id, input.hall, start, end],
    });
    const clash = rows[0];
    if (!clash) throw failure(409, "This hall is already booked at that time.");
    const when = describeRange(clash.start_time, clash.end_time, venue.timezone);
    if (clash.start_time < end && start < clash.end_time)
      throw failure(409, `This hall is already booked ${when} (${clash.event_name}).`);
    throw failure(409, `${BUFFER_CLASH} It is booked ${when} (${clash.event_name}).`);
  }
}
