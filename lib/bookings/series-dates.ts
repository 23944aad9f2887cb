// A date of a series cancelled or deleted on its own is a date the series skips (its exdates), and
// one brought back is not (decision 083). In the change's own transaction.
import { Prisma } from "@/lib/db";

/**
 * Locks the series of a date before the date's own row is written: a change of the series
 * (lib/series/change.ts) locks the series first and then its dates, so a change of one date that
 * will write its series too (skipSeriesDate) takes them in the same order, or the two deadlock.
 */
export function lockSeriesOf(
  tx: Prisma.TransactionClient,
  booking: { tenantId: number; seriesId: number },
) {
  return tx.$executeRaw(Prisma.sql`
    SELECT 1 FROM booking_series
    WHERE tenant_id = ${booking.tenantId} AND id = ${booking.seriesId} FOR NO KEY UPDATE`);
}

/** Adds the booking's rule date to its series' skipped dates (`skipped`), or takes it out. */
export function skipSeriesDate(
  tx: Prisma.TransactionClient,
  booking: { tenantId: number; id: number },
  skipped: boolean,
) {
  return tx.$executeRaw(Prisma.sql`
    UPDATE booking_series s SET exdates = CASE WHEN ${skipped}::boolean
        THEN ARRAY(SELECT DISTINCT d FROM unnest(s.exdates || b.recurrence_date) d ORDER BY d)
        ELSE array_remove(s.exdates, b.recurrence_date) END,
      version = s.version + 1, updated_at = now()
    FROM bookings b
    WHERE b.tenant_id = ${booking.tenantId} AND b.id = ${booking.id}
      AND s.tenant_id = b.tenant_id AND s.id = b.series_id`);
}
