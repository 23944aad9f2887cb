// Whether a booking's deposit is due (decision 091): it is confirmed, it asks a deposit, and its
// live ledger entries (payments less refunds) fall short of it. Worked out where the booking is
// read, never stored: the ledger is the one record of what was paid. Two forms of one rule, for
// the two ways a booking is serialized (./serialize.ts, ./serialize-sql.ts), held equal by
// tests/integration/booking-json.test.ts.
import { Prisma } from "@/lib/db";

/** What `b` (bookings) was paid: its live payments less its live refunds, 0 for none. */
export const NET_PAID_SQL = Prisma.sql`coalesce((
    SELECT sum(CASE p.kind WHEN 'payment' THEN p.amount ELSE -p.amount END)
    FROM booking_payments p
    WHERE p.tenant_id = b.tenant_id AND p.booking_id = b.id AND p.voided_at IS NULL), 0)`;

/** Whether `b`'s live payments, less refunds, fall short of its deposit (one it has). */
const SHORT = Prisma.sql`${NET_PAID_SQL} < b.deposit_amount`;

/** From `b` (bookings): false without a deposit or unless confirmed, so most rows read nothing. */
export const DEPOSIT_DUE_SQL = Prisma.sql`CASE
  WHEN b.deposit_amount IS NULL OR b.status <> 'confirmed' THEN false ELSE ${SHORT} END`;

/** From `b`: a deposit its payments have not covered, whatever the booking's status. */
export const DEPOSIT_OWED_SQL = Prisma.sql`CASE
  WHEN b.deposit_amount IS NULL THEN false ELSE ${SHORT} END`;

/** What the Prisma read selects for it: the live entries' kinds and amounts. */
export const depositEntriesSelect = {
  where: { voidedAt: null },
  select: { kind: true, amount: true },
} as const;

type Entry = { kind: "payment" | "refund"; amount: Prisma.Decimal };

/** The same rule over a booking read with depositEntriesSelect. */
export function depositDue(b: {
  status: string;
  depositAmount: Prisma.Decimal | null;
  payments: Entry[];
}): boolean {
  if (b.depositAmount === null || b.status !== "confirmed") return false;
  const net = b.payments.reduce(
    (sum, e) => (e.kind === "payment" ? sum.plus(e.amount) : sum.minus(e.amount)),
    new Prisma.Decimal(0),
  );
  return net.lessThan(b.depositAmount);
}
