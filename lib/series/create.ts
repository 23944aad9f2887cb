// Creating a series (POST bookings/ with `recurrence`) and its dry run (POST booking-series/
// preview/): every date worked out, every clash found in one statement, then all of it written in
// one transaction, or none. A concurrent writer that takes a date between the clash query and the
// insert makes the insert fail (23P01) and the whole transaction is tried again, so the loser
// reports the clash the winner made (decision 083).
import { PRICE_UNDER_DEPOSIT, resolveDeposit } from "@/lib/bookings/deposit";
import type { BookingCreate, Recurrence } from "@/lib/bookings/schemas";
import { describeSeries } from "@/lib/bookings/series-words";
import { constraintOf, isExclusionViolation, sqlState } from "@/lib/core/db-errors";
import { AppError, conflict, ValidationError } from "@/lib/core/errors";
import { Prisma } from "@/lib/db";
import { inTransaction, sql, type TxQuery } from "@/lib/db/sql";
import { writerSetting } from "@/lib/live/writer";
import type { TenantRef } from "@/lib/tenants/queries";

import { clashesSql, clashList, periodsOf, type ClashRow, type SeriesClash } from "./clashes";
import { insertSeriesStatement } from "./insert";
import { planSeries, type SeriesPlan } from "./plan";
import { firstDateWithSeries } from "./reads";

export const SERIES_CLASHES = "Some dates clash with other bookings; nothing was booked.";
export const SERIES_ALL_CLASH = "Every date clashes with another booking; nothing was booked.";
export const SERIES_BUSY =
  "The hall's calendar kept changing while this was booked. Please try again.";

/** Tries of the whole transaction before a series that keeps losing races is answered 409. */
export const SERIES_ATTEMPTS = 5;

type SeriesRequest = {
  tenant: TenantRef;
  userId: number;
  input: BookingCreate & { recurrence: Recurrence };
  clientId?: string | null;
  source?: "staff" | "api";
};

/** The 409 that lists each clashing date with what it clashes with. */
export const clashConflict = (detail: string, clashes: SeriesClash[]) =>
  new AppError(409, detail, {}, { clashes });

/** Each date's clash, found with `query` (a transaction's, or the pool's). */
async function clashesOf(
  query: TxQuery,
  tenantId: number,
  plan: SeriesPlan,
  except: number[] = [],
): Promise<SeriesClash[]> {
  const periods = periodsOf(plan.occurrences);
  const rows = periods.length
    ? await query<ClashRow>(clashesSql(tenantId, plan.hallId, periods, except))
    : [];
  return clashList(plan.occurrences, rows);
}

/** The advisory locks' first key: series writers of one space take turns. */
const SERIES_LOCK = 83;

/**
 * Makes the transaction's series writers of the hall's spaces (itself, when it is in no
 * combination) take turns, each lock taken in the same order: two series each inserting many
 * rows would otherwise wait for each other's rows and deadlock. A single booking's insert takes
 * no lock; its race with a series ends in 23P01 (or, rarely, a deadlock) and a retry.
 */
export const lockSpaces = (tenantId: number, hallIds: number[]) => Prisma.sql`
  SELECT pg_advisory_xact_lock(${SERIES_LOCK}, space) FROM (
    SELECT DISTINCT unnest(coalesce(spaces, ARRAY[id])) AS space FROM halls
    WHERE tenant_id = ${tenantId} AND id = ANY(${hallIds}::int[]) ORDER BY 1) s`;

/**
 * Runs `attempt` in a transaction, again while a concurrent writer makes it fail with 23P01 (an
 * overlap) or 40P01 (a deadlock): tried again, it sees what the winner wrote.
 */
export async function retryingOverlaps<T>(attempt: (query: TxQuery) => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await inTransaction(attempt);
    } catch (error) {
      // A change of price under a date's deposit (the check bookings_deposit_within_price).
      if (constraintOf(error) === "bookings_deposit_within_price")
        throw ValidationError.of("price", PRICE_UNDER_DEPOSIT);
      if (!isExclusionViolation(error) && sqlState(error) !== "40P01") throw error;
      if (tries >= SERIES_ATTEMPTS) throw conflict(SERIES_BUSY);
    }
  }
}

export async function createSeries(request: SeriesRequest) {
  const { tenant, userId, input, clientId = null, source } = request;
  const plan = await planSeries(tenant, input);
  // Each date asks the same deposit, due as the first date's would be.
  const first = periodsOf(plan.occurrences)[0];
  const priced = { ...input, ...resolveDeposit(input, tenant, first?.start ?? new Date()) };
  const id = await retryingOverlaps(async (query) => {
    await query(Prisma.sql`SELECT ${writerSetting(clientId)}`);
    await query(lockSpaces(tenant.id, [plan.hallId]));
    const clashes = await clashesOf(query, tenant.id, plan);
    if (clashes.length && (input.on_clash ?? "fail") === "fail")
      throw clashConflict(SERIES_CLASHES, clashes);
    const skipped = new Set(clashes.map((c) => c.date));
    const periods = periodsOf(plan.occurrences).filter((p) => !skipped.has(p.date));
    if (!periods.length) throw clashConflict(SERIES_ALL_CLASH, clashes);
    const [made] = await query<{ id: number }>(
      insertSeriesStatement({
        tenantId: tenant.id,
        userId,
        input: priced,
        plan,
        periods,
        skipped: [...skipped],
        description: describeSeries(plan.rule, skipped.size),
        source,
      }),
    );
    return made?.id ?? null;
  });
  // The hall was archived or deactivated since it was read.
  if (id === null) throw conflict("This hall no longer takes bookings.");
  return firstDateWithSeries({ tenant, id });
}

/** Every date of the series the request would make, each with its clash or null; writes nothing. */
export async function previewSeries({ tenant, input }: Omit<SeriesRequest, "userId">) {
  const plan = await planSeries(tenant, input);
  const clashes = new Map((await clashesOf(sql, tenant.id, plan)).map((c) => [c.date, c] as const));
  return {
    description: describeSeries(plan.rule),
    rrule: plan.text,
    occurrences: plan.occurrences.map((o) => {
      const clash = clashes.get(o.date);
      return {
        date: o.date,
        start_time: "start" in o ? o.start.toISOString() : null,
        end_time: "start" in o ? o.end.toISOString() : null,
        clash: clash
          ? { with: clash.with, ...(clash.problem ? { problem: clash.problem } : {}) }
          : null,
      };
    }),
  };
}
