// Halls that combine: a hall made of other halls (the Grand Ballroom is Ballroom A and Ballroom
// B). The database holds the rule: each hall's spaces (the smallest halls it is made of) are
// written by refresh_hall_spaces, each live booking of a combined hall or a part of one blocks its
// spaces, and one exclusion constraint keeps two bookings out of one space at once
// (docs/decisions/082-halls-that-combine.md). Every write of hall_parts goes through here.
import { conflict, ValidationError } from "@/lib/core/errors";
import { Prisma } from "@/lib/db";
import { describeRange } from "@/lib/time";

import { PART_ITSELF, PART_NOT_FOUND } from "./schemas";

/** The most clashing pairs a refusal names. */
const NAMED_PAIRS = 3;

type Tx = Prisma.TransactionClient;

/**
 * Holds every hall of the venue until the transaction ends: a booking written meanwhile waits
 * (its trigger reads its hall FOR KEY SHARE), and so does another change of what halls are made
 * of. Taken first in the transaction, in one order, so two changes cannot deadlock.
 */
export async function lockHalls(tx: Tx, tenantId: number) {
  await tx.$queryRaw`SELECT id FROM halls WHERE tenant_id = ${tenantId} ORDER BY id FOR UPDATE`;
}

type HallName = { id: number; name: string };

/**
 * Makes `hallId` of `parts` (none: a hall of its own), in a transaction that has locked the
 * venue's halls (lockHalls). Refused, with nothing written: a part that is not a hall of the venue
 * in use, the hall itself, a part that already contains the hall, and parts that would make
 * upcoming bookings clash (named). The upcoming bookings of every hall whose spaces change are
 * then checked again by the database.
 */
export async function setParts(tx: Tx, tenantId: number, hallId: number, parts: number[]) {
  if (parts.includes(hallId)) throw ValidationError.of("parts", PART_ITSELF);
  const halls = await tx.$queryRaw<HallName[]>`
    SELECT id, name FROM halls
    WHERE tenant_id = ${tenantId} AND archived_at IS NULL AND id = ANY(${[hallId, ...parts]}::int[])`;
  const names = new Map(halls.map((h) => [h.id, h.name]));
  if (parts.some((id) => !names.has(id))) throw ValidationError.of("parts", PART_NOT_FOUND);

  const edges = await tx.$queryRaw<{ hall: number; part: number }[]>`
    SELECT hall_id AS hall, part_id AS part FROM hall_parts WHERE tenant_id = ${tenantId}`;
  const loop = parts.find((part) => contains(edges, part, hallId));
  if (loop !== undefined) {
    const [part, hall] = [names.get(loop), names.get(hallId)];
    throw ValidationError.of("parts", `${part} cannot be a part of ${hall}: it contains ${hall}.`);
  }

  await tx.$executeRaw`
    DELETE FROM hall_parts WHERE tenant_id = ${tenantId} AND hall_id = ${hallId}
      AND part_id <> ALL(${parts}::int[])`;
  if (parts.length)
    await tx.$executeRaw`
      INSERT INTO hall_parts (tenant_id, hall_id, part_id)
      SELECT ${tenantId}, ${hallId}, unnest(${parts}::int[]) ON CONFLICT DO NOTHING`;
  await respace(tx, tenantId);
}

/**
 * Writes every hall's spaces again after hall_parts changed and re-checks the upcoming bookings
 * of the halls whose spaces changed: refused, naming the first clashes, when two would now share
 * a space at once. Bookings that are over keep the spaces they had.
 */
export async function respace(tx: Tx, tenantId: number) {
  const [{ changed }] = await tx.$queryRaw<{ changed: number[] }[]>`
    SELECT refresh_hall_spaces(${tenantId}) AS changed`;
  if (!changed.length) return;
  const pairs = await clashingPairs(tx, tenantId, changed);
  if (pairs.length) throw pairsConflict(pairs);
  await tx.$executeRaw`
    UPDATE bookings SET blocked_from = blocked_from
    WHERE tenant_id = ${tenantId} AND hall_id = ANY(${changed}::int[]) AND end_time > now()`;
}

/** Whether `from` contains `target`, however deep, by the edges as they stand. */
function contains(edges: { hall: number; part: number }[], from: number, target: number) {
  const seen = new Set<number>();
  const stack = [from];
  while (stack.length) {
    const node = stack.pop()!;
    if (node === target) return true;
    if (seen.has(node)) continue;
    seen.add(node);
    for (const e of edges) if (e.hall === node) stack.push(e.part);
  }
  return false;
}

type Pair = {
  first: string;
  firstHall: string;
  firstStart: Date;
  firstEnd: Date;
  second: string;
  secondHall: string;
  secondStart: Date;
  secondEnd: Date;
  timezone: string;
};

/**
 * Live bookings that still block (upcoming, or over but in their cleanup time, which keeps its
 * range) of two halls that share a space as the halls now stand (this transaction's), at least one
 * of a hall in `changed`, whose blocked ranges meet: first in time.
 */
function clashingPairs(tx: Tx, tenantId: number, changed: number[]) {
  return tx.$queryRaw<Pair[]>`
    WITH b AS (
      SELECT b.id, b.hall_id, b.event_name, b.start_time, b.end_time, h.name AS hall, h.spaces,
        CASE WHEN b.end_time > now() THEN tstzrange(
          b.start_time - make_interval(mins => h.setup_minutes),
          b.end_time + make_interval(mins => h.cleanup_minutes), '[)')
        ELSE tstzrange(b.blocked_from, b.blocked_until, '[)') END AS blocked
      FROM bookings b JOIN halls h ON h.tenant_id = b.tenant_id AND h.id = b.hall_id
      WHERE b.tenant_id = ${tenantId} AND b.status <> 'cancelled' AND b.blocked_until > now()
        AND h.spaces IS NOT NULL)
    SELECT a.event_name AS first, a.hall AS "firstHall", a.start_time AS "firstStart",
      a.end_time AS "firstEnd", c.event_name AS second, c.hall AS "secondHall",
      c.start_time AS "secondStart", c.end_time AS "secondEnd", t.timezone
    FROM b a JOIN b c ON (a.start_time, a.id) < (c.start_time, c.id)
      AND a.hall_id <> c.hall_id AND a.spaces && c.spaces AND a.blocked && c.blocked
      AND (a.hall_id = ANY(${changed}::int[]) OR c.hall_id = ANY(${changed}::int[]))
    JOIN tenants t ON t.id = ${tenantId}
    ORDER BY a.start_time, c.start_time LIMIT ${NAMED_PAIRS}`;
}

function pairsConflict(pairs: Pair[]) {
  const named = pairs.map(
    (p) =>
      `${p.first} (${p.firstHall}, ${describeRange(p.firstStart, p.firstEnd, p.timezone)}) and ` +
      `${p.second} (${p.secondHall}, ${describeRange(p.secondStart, p.secondEnd, p.timezone)})`,
  );
  return conflict(`These parts would make bookings clash: ${named.join("; ")}.`);
}

/**
 * The 409 for deleting a hall that is a part of others, or null: taken out of them first, so
 * that no combined hall loses a part behind its venue's back.
 */
export async function partOfConflict(tx: Tx, tenantId: number, hallId: number) {
  const wholes = await tx.$queryRaw<{ name: string }[]>`
    SELECT h.name FROM hall_parts p
    JOIN halls h ON h.tenant_id = p.tenant_id AND h.id = p.hall_id
    WHERE p.tenant_id = ${tenantId} AND p.part_id = ${hallId} ORDER BY h.name`;
  if (!wholes.length) return null;
  const names = wholes.map((w) => w.name).join(", ");
  return conflict(`This hall is part of ${names}. Take it out of ${names} before deleting it.`);
}
