// A venue's currency stays once money is recorded in it (decision 086): the settings and the
// provider's tenant edit ask this first; the trigger tenants_currency_fixed is the last word.
import "server-only";

import { conflict } from "@/lib/core/errors";
import { db } from "@/lib/db";

import { currencyFixed } from "./schemas";

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
}
