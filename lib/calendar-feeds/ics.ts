// A feed's calendar, as a calendar app subscribes to it: the bookings of a hall or of the venue
// from 90 days ago to two years ahead, each with its title, hall, status and a link back, and the
// customer only when the feed says so. Its ETag and Last-Modified come from the venue's latest
// booking change, so an app that asks again for a calendar that has not changed gets a 304.
import crypto from "node:crypto";

import ical, { ICalEventStatus } from "ical-generator";

import { bookingUid } from "@/lib/bookings/booking-ics";
import { db, Prisma } from "@/lib/db";
import { sql } from "@/lib/db/sql";
import type { TenantRef } from "@/lib/tenants/queries";

import { hashToken } from "./feeds";
import { foldLines } from "./fold";

const DAY = 86_400_000;
export const FEED_PAST_DAYS = 90;
export const FEED_FUTURE_DAYS = 730;

const STATUS = {
  confirmed: ICalEventStatus.CONFIRMED,
  tentative: ICalEventStatus.TENTATIVE,
  cancelled: ICalEventStatus.CANCELLED,
} as const;

type FeedRow = {
  id: number;
  hallId: number | null;
  includeCustomer: boolean;
  updatedAt: Date;
  hall: { name: string } | null;
};
type Version = {
  changedAt: Date | null;
  /** the latest booking event (written by a trigger, so SQL typed by hand changes it too) */
  eventId: string | null;
  eventAt: Date | null;
  hallsAt: Date | null;
  venueAt: Date;
};

/** The feed a token opens at this venue, or null (unknown, deleted or replaced). */
export function feedOf(tenantId: number, token: string): Promise<FeedRow | null> {
  return db.calendarFeed.findFirst({
    where: { tenantId, tokenHash: hashToken(token) },
    select: {
      id: true,
      hallId: true,
      includeCustomer: true,
      updatedAt: true,
      hall: { select: { name: true } },
    },
  });
}

/** The feed's validators: a strong ETag and the Last-Modified time (whole seconds, as HTTP's). */
export async function feedVersion(tenantId: number, feed: FeedRow) {
  const [v] = await sql<Version>(Prisma.sql`
    SELECT (SELECT max(created_at) FROM booking_changes WHERE tenant_id = ${tenantId}) AS "changedAt",
      e.id::text AS "eventId", e.created_at AS "eventAt",
      (SELECT max(updated_at) FROM halls WHERE tenant_id = ${tenantId}) AS "hallsAt",
      (SELECT updated_at FROM tenants WHERE id = ${tenantId}) AS "venueAt"
    FROM (SELECT 1) one LEFT JOIN LATERAL (
      SELECT id, created_at FROM booking_events WHERE tenant_id = ${tenantId}
      ORDER BY id DESC LIMIT 1) e ON true`);
  const times = [v.changedAt, v.eventAt, v.hallsAt, v.venueAt, feed.updatedAt].filter(
    (t): t is Date => !!t,
  );
  const key = [feed.id, feed.includeCustomer, v.eventId, ...times.map((t) => t.getTime())].join(
    ":",
  );
  const etag = `"${crypto.createHash("sha256").update(key).digest("base64url").slice(0, 27)}"`;
  const latest = Math.max(...times.map((t) => t.getTime()));
  return { etag, lastModified: new Date(Math.floor(latest / 1000) * 1000) };
}

/** Whether the app's copy (If-None-Match, else If-Modified-Since) is still this version. */
export function notModified(headers: Headers, version: { etag: string; lastModified: Date }) {
  const tags = headers.get("if-none-match");
  if (tags) return tags.split(",").some((t) => t.trim() === version.etag || t.trim() === "*");
  const since = Date.parse(headers.get("if-modified-since") ?? "");
  return !Number.isNaN(since) && version.lastModified.getTime() <= since;
}

type EventRow = {
  id: number;
  version: number;
  eventName: string;
  startTime: Date;
  endTime: Date;
  status: keyof typeof STATUS;
  hallName: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  updatedAt: Date;
};

/** The calendar's text. `origin`: the venue's site, for the links back to each booking. */
export async function feedCalendar(
  tenant: TenantRef,
  feed: FeedRow,
  origin: string,
  now = new Date(),
): Promise<string> {
  const from = new Date(now.getTime() - FEED_PAST_DAYS * DAY);
  const until = new Date(now.getTime() + FEED_FUTURE_DAYS * DAY);
  const rows = await sql<EventRow>(Prisma.sql`
    SELECT b.id, b.version, b.event_name AS "eventName", b.start_time AS "startTime",
      b.end_time AS "endTime", b.status, h.name AS "hallName", b.customer_name AS "customerName",
      b.customer_email AS "customerEmail", b.customer_phone AS "customerPhone",
      b.updated_at AS "updatedAt"
    FROM bookings b JOIN halls h ON h.tenant_id = b.tenant_id AND h.id = b.hall_id
    WHERE b.tenant_id = ${tenant.id}
      ${feed.hallId === null ? Prisma.empty : Prisma.sql`AND b.hall_id = ${feed.hallId}`}
      AND tstzrange(b.start_time, b.end_time, '[)') && tstzrange(${from}, ${until}, '[)')
    ORDER BY b.start_time, b.id`);
  const hallName = feed.hall?.name ?? null;
  const host = new URL(origin).host;
  const calendar = ical({
    name: hallName ? `${tenant.name}: ${hallName}` : tenant.name,
    prodId: { company: "HallBook", product: "Calendar feed", language: "EN" },
    // The venue's zone, for the apps that show a subscribed calendar in it; the times themselves
    // are UTC instants (a TZID would need a VTIMEZONE for every zone).
    timezone: null,
    ttl: 15 * 60,
  });
  calendar.x([{ key: "X-WR-TIMEZONE", value: tenant.timezone }]);
  // The calendar's own lines first, then each event written and folded on its own (fold.ts): the
  // same text as calendar.toString() with every event, in a fraction of the time.
  const frame = calendar.toString();
  const events: string[] = [];
  for (const b of rows) {
    const customer = feed.includeCustomer
      ? [b.customerName, b.customerEmail, b.customerPhone].filter(Boolean).join(", ")
      : "";
    const event = calendar.createEvent({
      id: bookingUid(b, host),
      sequence: b.version,
      start: b.startTime,
      end: b.endTime,
      stamp: b.updatedAt,
      lastModified: b.updatedAt,
      summary: b.status === "confirmed" ? b.eventName : `${b.eventName} (${b.status})`,
      location: b.hallName,
      status: STATUS[b.status],
      url: `${origin}/calendar?booking=${b.id}`,
      description: [
        `Hall: ${b.hallName}`,
        `Status: ${b.status}`,
        customer && `Customer: ${customer}`,
      ]
        .filter(Boolean)
        .join("\n"),
    });
    events.push(foldLines(event.toString()));
  }
  const end = frame.lastIndexOf("END:VCALENDAR");
  return frame.slice(0, end) + events.join("") + frame.slice(end);
}
