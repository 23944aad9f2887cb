// A venue's currency stays once money is recorded in it (decision 086): the settings and the
// provider's tenant edit ask this first; the trigger tenants_currency_fixed is the last word. Nor
// does it change to one that cannot write a booking's price or deposit (10.50 in yen).
import "server-only";

import { conflict } from "@/lib/core/errors";
import { db } from "@/lib/db";

import { minorDigits } from "./format";
import { currencyFixed, currencyTooCoarse } from "./schemas";

/** Refuses (409) a change of `tenantId`'s currency to `next` when its ledger has any entry. */
export async function refuseCurrencyChange(tenantId: number, next: string | undefined) {
  if (next === undefined) return;
  const tenant = await db.tenant.findUnique({
    where: { id: tenantId },
    select: { currency: true },
  });
  if (!tenant || tenant.currency === next) return;
  if (await db.bookingPayment.count({ where: { tenantId }, take: 1 }))
    throw conflict(currencyFixed(tenant.currency));
  const digits = minorDigits(next);
  const [finer] = await db.$queryRaw<{ amount: string }[]>`
    SELECT a.amount::text AS amount
    FROM bookings b CROSS JOIN LATERAL (VALUES (b.price), (b.deposit_amount)) a(amount)
    WHERE b.tenant_id = ${tenantId} AND a.amount IS NOT NULL AND a.amount <> round(a.amount, ${digits})
    LIMIT 1`;
  if (finer) throw conflict(currencyTooCoarse(next, finer.amount));
}
