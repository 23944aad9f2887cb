// Holds that expire: a tentative booking held until a time is cancelled once that time passes,
// with 'hold expired' in its history, a notice to the person who made it and the venue's Owners
// and Admins, and its customer's mail queued (./customer-notify.ts); a date of a series becomes one
// its series skips (decision 083). Every app server runs the sweep; a PostgreSQL advisory lock
// lets one of them do each round, and the update's own row locks keep any booking from expiring
// twice.
import { pool, Prisma } from "@/lib/db";
import { venueAdminsSql } from "@/lib/notifications/notify";

import { queueMailSql } from "./customer-notify";
import { historySql } from "./history";
import { bookingUrl } from "./notices";

/** The advisory lock of the sweep: one key for the whole application. */
export const HOLD_SWEEP_LOCK = 4_815_162_342;
/** What the history says of an expired hold, beside the status it changed. */
export const HOLD_EXPIRED = "hold expired";
const NOTICE = ["The hold on ", " expired, and the booking was cancelled."] as const;
/** The notice of an expired hold. */
export const holdExpiredMessage = (eventName: string) => NOTICE.join(eventName);

/** A cancelled hold. */
export type ExpiredHold = { id: number; tenantId: number };

/** The expired bookings whose customer is to be mailed, with their hall's name. */
const TO_MAIL = Prisma.sql`(SELECT e.*, h.name AS hall_name FROM expired e
  JOIN halls h ON h.tenant_id = e.tenant_id AND h.id = e.hall_id
  WHERE e.email_customer AND e.customer_email <> '')`;

/** A date of a series whose hold expired is a date its series skips, as one cancelled by hand. */
const skipExpiredDates = Prisma.sql`
  UPDATE booking_series s SET exdates = ARRAY(SELECT DISTINCT d FROM unnest(s.exdates || e.dates) d
    ORDER BY d), version = s.version + 1, updated_at = now()
  FROM (SELECT tenant_id, series_id, array_agg(recurrence_date) AS dates FROM expired
    WHERE series_id IS NOT NULL GROUP BY tenant_id, series_id) e
  WHERE s.tenant_id = e.tenant_id AND s.id = e.series_id`;

/**
 * Cancels every held booking whose hold has passed, with its history, notices and customer mail,
 * in one transaction; returns them, or null when another server holds the sweep's lock and is
 * doing this round.
 */
export async function expireHolds(now = new Date()): Promise<ExpiredHold[] | null> {
  const client = await pool().connect();
  try {
    await client.query("BEGIN");
    const { rows: lock } = await client.query<{ locked: boolean }>(
      "SELECT pg_try_advisory_xact_lock($1) AS locked",
      [HOLD_SWEEP_LOCK],
    );
    if (!lock[0].locked) {
      await client.query("ROLLBACK");
      return null;
    }
    // The series of dates it cancels first, in the order a change of a series takes them.
    await client.query(
      `SELECT 1 FROM booking_series WHERE (tenant_id, id) IN (SELECT tenant_id, series_id
         FROM bookings WHERE hold_until <= $1 AND status = 'tentative' AND series_id IS NOT NULL)
       ORDER BY id FOR NO KEY UPDATE`,
      [now],
    );
    const statement = Prisma.sql`
      WITH expired AS (
        UPDATE bookings SET status = 'cancelled', hold_until = NULL, version = version + 1,
          updated_at = now()
        WHERE hold_until <= ${now}::timestamptz AND status = 'tentative'
        RETURNING *
      ), history AS (${historySql(Prisma.sql`
        SELECT e.tenant_id, e.id AS booking_id, NULL::int AS user_id, 'updated' AS action,
          e.event_name, jsonb_build_object(
            'status', jsonb_build_array('tentative', 'cancelled'),
            'hold', jsonb_build_array(NULL, ${HOLD_EXPIRED}::text)) AS changes
        FROM expired e`)}
      ), notice AS (
        INSERT INTO notifications (user_id, tenant_id, level, message, related_object_info)
        SELECT r.user_id, e.tenant_id, 'Warning',
          ${NOTICE[0]}::text || e.event_name || ${NOTICE[1]}::text,
          jsonb_build_object('type', 'booking', 'id', e.id, 'url', ${bookingUrl("")}::text || e.id)
        FROM expired e CROSS JOIN LATERAL (${venueAdminsSql({
          tenantId: Prisma.sql`e.tenant_id`,
          ownerId: Prisma.sql`e.created_by_id`,
        })}) r
      ), skipped AS (${skipExpiredDates})
      , mail AS (${queueMailSql(TO_MAIL, "expired", null)})
      SELECT id, tenant_id AS "tenantId" FROM expired ORDER BY id`;
    const { rows } = await client.query<ExpiredHold>(statement.text, statement.values);
    await client.query("COMMIT");
    return rows;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
