// A hall's setup and cleanup minutes against its bookings. Each booking keeps the range it blocks
// (its period widened by its hall's buffers), written by the database's trigger; the exclusion
// constraint keeps two live bookings' ranges apart (docs/decisions/038-buffers-between-events.md).
import { conflict } from "@/lib/core/errors";
import { Prisma } from "@/lib/db";
import { sql } from "@/lib/db/sql";
import { describeRange } from "@/lib/time";

/** The most clashing pairs a refusal names. */
const NAMED_PAIRS = 3;

/**
 * Widens (or narrows) the blocked ranges of the hall's bookings that have not ended to its buffers
 * as they now are, in the transaction that changed them: a clash it makes is refused (23P01) and
 * rolls the change back. Bookings that are over keep the range they had.
 */
export async function reblockUpcoming(
  tx: Prisma.TransactionClient,
  tenantId: number,
  hallId: number,
) {
  await tx.$executeRaw`
    UPDATE bookings SET blocked_from = blocked_from
    WHERE tenant_id = ${tenantId} AND hall_id = ${hallId} AND end_time > now()`;
}

type Pair = {
  first: string;
  firstStart: Date;
  firstEnd: Date;
  second: string;
  secondStart: Date;
  secondEnd: Date;
  timezone: string;
};

/**
 * The 409 for buffers that would make the hall's live bookings clash, naming the first pairs in
 * time: each booking that has not ended widened by the new buffers, one that has by what it keeps.
 */
export async function buffersConflict(
  tenantId: number,
  hallId: number,
  buffers: { setup: number; cleanup: number },
) {
  const pairs = await sql<Pair>(Prisma.sql`
    WITH b AS (
      SELECT id, event_name, start_time, end_time,
        CASE WHEN end_time > now() THEN tstzrange(start_time - make_interval(mins => ${buffers.setup}),
          end_time + make_interval(mins => ${buffers.cleanup}), '[)')
        ELSE tstzrange(blocked_from, blocked_until, '[)') END AS blocked
      FROM bookings
      WHERE tenant_id = ${tenantId} AND hall_id = ${hallId} AND status <> 'cancelled'
        AND blocked_until > now() - interval '2 days')
    SELECT a.event_name AS first, a.start_time AS "firstStart", a.end_time AS "firstEnd",
      c.event_name AS second, c.start_time AS "secondStart", c.end_time AS "secondEnd",
      t.timezone
    FROM b a JOIN b c ON (a.start_time, a.id) < (c.start_time, c.id) AND a.blocked && c.blocked
    JOIN tenants t ON t.id = ${tenantId}
    ORDER BY a.start_time, c.start_time LIMIT ${NAMED_PAIRS}`);
  if (!pairs.length)
    return conflict("These setup and cleanup times would make this hall's bookings clash.");
  const named = pairs.map(
    (p) =>
      `${p.first} (${describeRange(p.firstStart, p.firstEnd, p.timezone)}) and ` +
      `${p.second} (${describeRange(p.secondStart, p.secondEnd, p.timezone)})`,
  );
  return conflict(
    `These setup and cleanup times would make bookings of this hall clash: ${named.join("; ")}.`,
  );
}
