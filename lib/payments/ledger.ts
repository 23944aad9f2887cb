// A booking's money (decision 086): its ledger of payments and refunds, recorded by staff and
// voided, never edited; what was paid and refunded and the balance due, summed by PostgreSQL
// (the view booking_balances). Every statement names the venue: another venue's booking is 404.
import { DEPOSIT_DUE_SQL } from "@/lib/bookings/deposit-state";
import { MAIL_SNAPSHOT } from "@/lib/bookings/mail-snapshot";
import { constraintOf } from "@/lib/core/db-errors";
import { conflict, notFound, ValidationError } from "@/lib/core/errors";
import { Prisma } from "@/lib/db";
import { inTransaction, sql, type TxQuery } from "@/lib/db/sql";
import { minorDigits, significantFraction, toDigits } from "@/lib/money/format";
import type { TenantRef } from "@/lib/tenants/queries";

import {
  ALREADY_VOIDED,
  REFUND_TOO_LARGE,
  tooManyDigits,
  VOID_REFUNDS_FIRST,
  type PaymentInput,
  type PaymentKindName,
} from "./schemas";

type EntryRow = {
  id: number;
  kind: PaymentKindName;
  amount: string;
  receivedOn: string;
  method: string;
  reference: string;
  note: string;
  recordedBy: string | null;
  voidedAt: Date | null;
  voidedBy: string | null;
  createdAt: Date;
};

type BalanceRow = {
  currency: string;
  price: string;
  paid: string;
  refunded: string;
  balance: string;
  depositAmount: string | null;
  depositDueOn: string | null;
  depositOwed: string | null;
  depositDue: boolean;
  balanceDueOn: string;
};

const ENTRY_COLUMNS = Prisma.sql`p.id, p.kind::text AS kind, p.amount::text AS amount,
  p.received_on::text AS "receivedOn", p.method::text AS method, p.reference, p.note,
  nullif(coalesce(nullif(r.name, ''), r.email), '') AS "recordedBy", p.voided_at AS "voidedAt",
  nullif(coalesce(nullif(v.name, ''), v.email), '') AS "voidedBy", p.created_at AS "createdAt"`;

/** One ledger entry as the API shows it, its amount in the currency's digits. */
export function serializeEntry(e: EntryRow, digits: number) {
  return {
    id: e.id,
    kind: e.kind,
    amount: toDigits(e.amount, digits),
    received_on: e.receivedOn,
    method: e.method,
    reference: e.reference,
    note: e.note,
    /** who recorded it (name, else email), null once their account is gone */
    recorded_by: e.recordedBy,
    voided: e.voidedAt !== null,
    voided_at: e.voidedAt?.toISOString() ?? null,
    voided_by: e.voidedBy,
    created_at: e.createdAt.toISOString(),
  };
}
export type PaymentEntryDto = ReturnType<typeof serializeEntry>;

/** The booking's price, paid, refunded and balance due, in its venue's currency; null: none. */
async function balanceOf(query: TxQuery, tenantId: number, bookingId: number) {
  const [row] = await query<BalanceRow>(Prisma.sql`
    SELECT t.currency, bb.price::text AS price, bb.paid::text AS paid,
      bb.refunded::text AS refunded, bb.balance::text AS balance,
      b.deposit_amount::text AS "depositAmount",
      to_char(b.deposit_due_on, 'YYYY-MM-DD') AS "depositDueOn",
      greatest(b.deposit_amount - bb.paid + bb.refunded, 0)::text AS "depositOwed",
      ${DEPOSIT_DUE_SQL} AS "depositDue",
      to_char((b.start_time AT TIME ZONE t.timezone)::date - t.balance_due_days, 'YYYY-MM-DD')
        AS "balanceDueOn"
    FROM booking_balances bb JOIN tenants t ON t.id = bb.tenant_id
    JOIN bookings b ON b.tenant_id = bb.tenant_id AND b.id = bb.booking_id
    WHERE bb.tenant_id = ${tenantId} AND bb.booking_id = ${bookingId}`);
  return row ?? null;
}

/** GET bookings/{id}/payments/: the booking's money and every entry, newest first. */
export async function bookingMoney({
  tenant,
  bookingId,
}: {
  tenant: Pick<TenantRef, "id">;
  bookingId: number;
}) {
  const [balance, entries] = await Promise.all([
    balanceOf(sql, tenant.id, bookingId),
    sql<EntryRow>(Prisma.sql`
      SELECT ${ENTRY_COLUMNS} FROM booking_payments p
      LEFT JOIN users r ON r.id = p.recorded_by_id LEFT JOIN users v ON v.id = p.voided_by_id
      WHERE p.tenant_id = ${tenant.id} AND p.booking_id = ${bookingId}
      ORDER BY p.received_on DESC, p.id DESC`),
  ]);
  if (!balance) throw notFound("Booking not found.");
  return moneyOf(balance, entries);
}

/** The money's one shape: amounts in the currency's digits, the balance computed exactly. */
function moneyOf(b: BalanceRow, entries: EntryRow[]) {
  const digits = minorDigits(b.currency);
  return {
    currency: b.currency,
    price: toDigits(b.price, digits),
    paid: toDigits(b.paid, digits),
    refunded: toDigits(b.refunded, digits),
    /** price - paid + refunded: what the customer still owes (negative: owed to them) */
    balance: toDigits(b.balance, digits),
    /** the local date the balance is due by: the venue's days before the event */
    balance_due_on: b.balanceDueOn,
    /** the deposit asked (decision 091): its amount, due date, what of it is still owed, and
     * whether it is due (a confirmed booking whose payments fall short of it); null: none */
    deposit:
      b.depositAmount === null
        ? null
        : {
            amount: toDigits(b.depositAmount, digits),
            due_on: b.depositDueOn,
            owed: toDigits(b.depositOwed ?? "0", digits),
            due: b.depositDue,
          },
    entries: entries.map((e) => serializeEntry(e, digits)),
  };
}

/**
 * POST bookings/{id}/payments/: a payment or a refund, with the booking held so that two entries
 * for it are checked one after the other. A refund beyond what was paid and not yet refunded is
 * refused (the trigger booking_payments_refunds_within_paid is the last word). Answers the money.
 */
export async function recordPayment(r: {
  tenant: TenantRef;
  userId: number;
  bookingId: number;
  input: PaymentInput;
}) {
  const { tenant, bookingId, input } = r;
  await inTransaction(async (query) => {
    const [held] = await query<{ currency: string }>(Prisma.sql`
      SELECT t.currency FROM bookings b JOIN tenants t ON t.id = b.tenant_id
      WHERE b.tenant_id = ${tenant.id} AND b.id = ${bookingId} FOR NO KEY UPDATE OF b`);
    if (!held) throw notFound("Booking not found.");
    const digits = minorDigits(held.currency);
    if (significantFraction(input.amount).length > digits)
      throw ValidationError.of("amount", tooManyDigits(digits));
    if (input.kind === "refund") {
      const balance = await balanceOf(query, tenant.id, bookingId);
      const [{ fits }] = await query<{ fits: boolean }>(Prisma.sql`
        SELECT ${input.amount}::numeric <= ${balance?.paid ?? "0"}::numeric
          - ${balance?.refunded ?? "0"}::numeric AS fits`);
      if (!fits) throw ValidationError.of("amount", REFUND_TOO_LARGE);
    }
    // The entry, and its receipt's mail to the customer when the booking emails them (089).
    await query(Prisma.sql`
      WITH entry AS (
        INSERT INTO booking_payments (tenant_id, booking_id, kind, amount, received_on, method,
          reference, note, recorded_by_id)
        VALUES (${tenant.id}, ${bookingId}, ${input.kind}::payment_kind,
          ${input.amount}::numeric, ${input.received_on}::date,
          ${input.method}::payment_method, ${input.reference}, ${input.note}, ${r.userId})
        RETURNING id
      ), n AS (
        SELECT b.*, h.name AS hall_name FROM bookings b
        JOIN halls h ON h.tenant_id = b.tenant_id AND h.id = b.hall_id
        WHERE b.tenant_id = ${tenant.id} AND b.id = ${bookingId}
          AND b.email_customer AND b.customer_email <> ''
      )
      INSERT INTO customer_mails (tenant_id, booking_id, kind, snapshot, actor_id)
      SELECT n.tenant_id, n.id, 'receipt',
        ${MAIL_SNAPSHOT} || jsonb_build_object('paymentId', entry.id), ${r.userId}::int
      FROM n, entry`);
  });
  return bookingMoney({ tenant, bookingId });
}

/**
 * POST bookings/{id}/payments/{paymentId}/void/: the entry stays, marked void with who and when;
 * the balance no longer counts it. A payment whose refunds would then exceed what was paid is
 * kept (409): void the refunds first.
 */
export async function voidPayment(r: {
  tenant: TenantRef;
  userId: number;
  bookingId: number;
  paymentId: number;
}) {
  const { tenant, bookingId } = r;
  try {
    await inTransaction(async (query) => {
      const [entry] = await query<{ voided: boolean }>(Prisma.sql`
        SELECT voided_at IS NOT NULL AS voided FROM booking_payments
        WHERE tenant_id = ${tenant.id} AND booking_id = ${bookingId} AND id = ${r.paymentId}
        FOR UPDATE`);
      if (!entry) throw notFound("Payment not found.");
      if (entry.voided) throw conflict(ALREADY_VOIDED);
      await query(Prisma.sql`
        UPDATE booking_payments SET voided_at = now(), voided_by_id = ${r.userId}
        WHERE tenant_id = ${tenant.id} AND id = ${r.paymentId}`);
    });
  } catch (error) {
    if (constraintOf(error) === "booking_payments_refunds_within_paid")
      throw conflict(VOID_REFUNDS_FIRST);
    throw error;
  }
  return bookingMoney({ tenant, bookingId });
}
