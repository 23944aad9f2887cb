// A venue's private iCal feeds: made, listed, changed, given a new address and deleted by its
// Owners and Admins. The address carries a random token; only its SHA-256 is stored, so the
// address is shown once, when it is made (docs/decisions/041-calendar-feeds.md).
import crypto from "node:crypto";

import { notFound, ValidationError } from "@/lib/core/errors";
import { db, type Prisma } from "@/lib/db";

import { ALL_HALLS, INVALID_HALL, type FeedInput, type FeedPatch } from "./schemas";

type InTenant = { tenantId: number };

export const hashToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");
const newToken = () => crypto.randomBytes(24).toString("base64url");

/** A feed's address on the venue's host (`origin`: e.g. http://demo.localhost:3000). */
export const feedUrl = (origin: string, token: string) => `${origin}/api/feeds/${token}.ics`;

const select = {
  id: true,
  hallId: true,
  includeCustomer: true,
  name: true,
  lastFetchedAt: true,
  createdAt: true,
  updatedAt: true,
  hall: { select: { name: true } },
} as const satisfies Prisma.CalendarFeedSelect;
type Row = Prisma.CalendarFeedGetPayload<{ select: typeof select }>;

/** A feed as the API shows it; `url` only when it was just made or given a new token. */
export function serializeFeed(f: Row, url: string | null = null) {
  return {
    id: f.id,
    name: f.name,
    hall: f.hallId,
    hall_name: f.hall?.name ?? null,
    include_customer: f.includeCustomer,
    url,
    /** when a calendar app last read it (to the minute: see recordFetch); null: never */
    last_fetched_at: f.lastFetchedAt?.toISOString() ?? null,
    created_at: f.createdAt.toISOString(),
    updated_at: f.updatedAt.toISOString(),
  };
}
export type FeedDto = ReturnType<typeof serializeFeed>;

export async function listFeeds({ tenantId }: InTenant) {
  const rows = await db.calendarFeed.findMany({
    where: { tenantId },
    select,
    orderBy: { id: "asc" },
  });
  return rows.map((f) => serializeFeed(f));
}

export async function createFeed({
  tenantId,
  input,
  origin,
}: InTenant & { input: FeedInput; origin: string }) {
  let hallName: string | null = null;
  if (input.hall !== null) {
    const hall = await db.hall.findFirst({
      where: { tenantId, id: input.hall, archivedAt: null },
      select: { name: true },
    });
    if (!hall) throw ValidationError.of("hall", INVALID_HALL);
    hallName = hall.name;
  }
  const token = newToken();
  const row = await db.calendarFeed.create({
    data: {
      tenantId,
      hallId: input.hall,
      includeCustomer: input.include_customer,
      name: input.name || hallName || ALL_HALLS,
      tokenHash: hashToken(token),
    },
    select,
  });
  return serializeFeed(row, feedUrl(origin, token));
}

async function change(
  tenantId: number,
  id: number,
  data: Prisma.CalendarFeedUpdateManyMutationInput,
) {
  const { count } = await db.calendarFeed.updateMany({ where: { tenantId, id }, data });
  if (!count) throw notFound();
  return db.calendarFeed.findFirstOrThrow({ where: { tenantId, id }, select });
}

export async function updateFeed({
  tenantId,
  id,
  input,
}: InTenant & { id: number; input: FeedPatch }) {
  const data = {
    ...(input.include_customer === undefined ? {} : { includeCustomer: input.include_customer }),
    ...(input.name ? { name: input.name } : {}),
  };
  return serializeFeed(await change(tenantId, id, data));
}

/** A new token: the old address stops working at once. */
export async function regenerateFeed({
  tenantId,
  id,
  origin,
}: InTenant & { id: number; origin: string }) {
  const token = newToken();
  const row = await change(tenantId, id, { tokenHash: hashToken(token) });
  return serializeFeed(row, feedUrl(origin, token));
}

export async function deleteFeed({ tenantId, id }: InTenant & { id: number }) {
  const { count } = await db.calendarFeed.deleteMany({ where: { tenantId, id } });
  if (!count) throw notFound();
}

/** How stale a feed's last read may get before a read records it again. */
const FETCH_RECORDED_EVERY = "1 minute";

/**
 * A calendar app read the feed: recorded when the last record is a minute old or more, so a
 * reader that polls every few seconds writes once a minute, and a read in between writes nothing
 * (the WHERE matches no row). Raw SQL: the feed's updated_at (part of its ETag) stays.
 */
export async function recordFetch({ tenantId, id }: InTenant & { id: number }) {
  await db.$executeRaw`
    UPDATE calendar_feeds SET last_fetched_at = now()
    WHERE tenant_id = ${tenantId} AND id = ${id}
      AND (last_fetched_at IS NULL
        OR last_fetched_at < now() - ${FETCH_RECORDED_EVERY}::interval)`;
}
