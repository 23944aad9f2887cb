// The rows of booking_events, written by the trigger bookings_event with their announcement on
// LIVE_CHANNEL (prisma/migrations/20261127040000_booking_events, numbered per venue since
// 20261127110800_booking_event_ids_per_venue): read back for a client that reconnects, and pruned
// after a day.
import { pool } from "@/lib/db";

import type { BookingEvent } from "./schemas";

export const LIVE_CHANNEL = "hallbook_bookings";
/** The most events a reconnecting client is sent; one that missed more refetches instead. */
export const REPLAY_LIMIT = 500;
/** How long events are kept for clients to catch up on. */
export const EVENT_RETENTION_HOURS = 24;

/** A row of booking_events as the trigger's `row_to_json` and a query both give it. */
type EventRow = {
  id: string | number;
  tenant_id: number;
  booking_id: number;
  action: BookingEvent["action"];
  hall_ids: number[];
  affected_from: string | Date;
  affected_until: string | Date;
  /** the tab whose write it was (./writer.ts), kept on the server */
  client_id: string | null;
};

const iso = (value: string | Date) => new Date(value).toISOString();

/** One change as this server holds it: the client's event, but the writer's tab not yet said. */
export type HeardEvent = Omit<BookingEvent, "own">;

/**
 * The event a client is sent (but for `own`), the tenant it belongs to and the tab that wrote it.
 */
export function eventOf(row: EventRow): {
  tenantId: number;
  event: HeardEvent;
  clientId: string | null;
} {
  return {
    tenantId: row.tenant_id,
    clientId: row.client_id ?? null,
    event: {
      id: Number(row.id),
      booking: row.booking_id,
      action: row.action,
      halls: row.hall_ids,
      from: iso(row.affected_from),
      until: iso(row.affected_until),
    },
  };
}

/** An announcement's payload, or null when it is not one (nothing else uses the channel). */
export function parseAnnouncement(payload: string) {
  try {
    const row = JSON.parse(payload) as EventRow;
    return Number.isInteger(row.tenant_id) && row.id != null ? eventOf(row) : null;
  } catch {
    return null;
  }
}

export type Missed =
  | { kind: "events"; events: BookingEvent[]; latest: number }
  /** too many, or some may have been pruned: the client must refetch what it shows */
  | { kind: "reset"; latest: number };

/** The event as the tab `clientId` is sent it: `own` when that tab's write made it. */
export const sentTo = (event: HeardEvent, writer: string | null, clientId: string | null) => ({
  ...event,
  own: writer !== null && writer === clientId,
});

/**
 * What `tenantId` had after event `after` (as the tab `clientId` is sent it), and the venue's
 * latest event id (a new client's cursor). Ids count the venue's own changes, in the order they
 * committed, with no gaps (docs/decisions/051-live-event-ids-per-venue.md): a gap below the
 * oldest kept id is pruned events, and an id beyond the latest was never given here (another
 * scheme's, or a made-up one).
 */
export async function eventsSince(
  tenantId: number,
  after: number | null,
  clientId: string | null = null,
): Promise<Missed> {
  const { rows: bounds } = await pool().query<{ oldest: string | null; latest: string | null }>(
    `SELECT (SELECT min(id) FROM booking_events WHERE tenant_id = $1) AS oldest,
            (SELECT last_id FROM booking_event_counters WHERE tenant_id = $1) AS latest`,
    [tenantId],
  );
  const latest = Number(bounds[0]?.latest ?? 0);
  if (after === null) return { kind: "events", events: [], latest };
  if (after > latest) return { kind: "reset", latest };
  const oldest = Number(bounds[0]?.oldest ?? latest + 1);
  if (after + 1 < oldest && after < latest) return { kind: "reset", latest };
  const { rows } = await pool().query<EventRow>(
    `SELECT id, tenant_id, booking_id, action, hall_ids, affected_from, affected_until, client_id
     FROM booking_events WHERE tenant_id = $1 AND id > $2 ORDER BY id LIMIT $3`,
    [tenantId, after, REPLAY_LIMIT + 1],
  );
  if (rows.length > REPLAY_LIMIT) return { kind: "reset", latest };
  const events = rows.map((row) => sentTo(eventOf(row).event, row.client_id, clientId));
  return { kind: "events", events, latest };
}

/**
 * Deletes the events older than the retention, and deleted venues' counters and read versions
 * (lib/bookings/read-version.ts); the events gone.
 */
export async function pruneEvents(now = new Date()): Promise<number> {
  const { rowCount } = await pool().query(
    "DELETE FROM booking_events WHERE created_at < $1::timestamptz - make_interval(hours => $2)",
    [now, EVENT_RETENTION_HOURS],
  );
  for (const table of ["booking_event_counters", "booking_read_versions"])
    await pool().query(
      `DELETE FROM ${table} c WHERE NOT EXISTS (SELECT 1 FROM tenants t WHERE t.id = c.tenant_id)`,
    );
  return rowCount ?? 0;
}
