// Payment reminders (decision 093): a customer who owes a deposit or a balance is mailed once,
// the venue's reminder days before it falls due (in the venue's zone), through the durable mail
// queue like every customer mail. Each is keyed by what is due and its date, and the unique index
// customer_mails_reminder_once keeps a second copy out, whichever server queues it and however
// often; a due date that moves is reminded of again. Nothing is owed: nothing is sent.
import { MAIL_SNAPSHOT } from "@/lib/bookings/mail-snapshot";
import { Prisma } from "@/lib/db";
import { sql } from "@/lib/db/sql";
import { env } from "@/lib/env";
import { log } from "@/lib/log";

/**
 * Queues every reminder due by `now` across the venues; answers how many it queued. A deposit is
 * reminded of on a held or confirmed booking, the balance on a confirmed one; never for an event
 * that has begun, a customer without an address, or a booking whose staff said not to email.
 */
export async function queueReminders(now = new Date()): Promise<number> {
  const rows = await sql<{ id: string }>(Prisma.sql`
    WITH due AS (
      SELECT b.*, h.name AS hall_name, t.currency, t.locale, r.what, r.due_on, r.amount
      FROM bookings b
      JOIN tenants t ON t.id = b.tenant_id AND t.is_active AND t.reminder_days > 0
      JOIN halls h ON h.tenant_id = b.tenant_id AND h.id = b.hall_id
      CROSS JOIN LATERAL (SELECT
        coalesce(sum(p.amount) FILTER (WHERE p.kind = 'payment'), 0)
          - coalesce(sum(p.amount) FILTER (WHERE p.kind = 'refund'), 0) AS paid
        FROM booking_payments p
        WHERE p.tenant_id = b.tenant_id AND p.booking_id = b.id AND p.voided_at IS NULL) m
      CROSS JOIN LATERAL (VALUES
        ('deposit', b.deposit_due_on, b.deposit_amount - m.paid),
        ('balance', (b.start_time AT TIME ZONE t.timezone)::date - t.balance_due_days,
          CASE WHEN b.status = 'confirmed' THEN b.price - m.paid END)
      ) r(what, due_on, amount)
      WHERE b.status IN ('confirmed', 'tentative') AND b.start_time > ${now}::timestamptz
        AND b.email_customer AND b.customer_email <> '' AND b.price > 0
        AND r.due_on IS NOT NULL AND r.amount > 0
        AND (${now}::timestamptz AT TIME ZONE t.timezone)::date
          BETWEEN r.due_on - t.reminder_days AND r.due_on
    )
    INSERT INTO customer_mails (tenant_id, booking_id, kind, snapshot, reminder_key)
    SELECT n.tenant_id, n.id, 'reminder', ${MAIL_SNAPSHOT} || jsonb_build_object('reminder',
        jsonb_build_object('what', n.what, 'dueOn', to_char(n.due_on, 'YYYY-MM-DD'),
          'amount', n.amount::text, 'currency', n.currency, 'locale', n.locale)),
      n.what || ':' || to_char(n.due_on, 'YYYY-MM-DD')
    FROM due n
    ON CONFLICT (tenant_id, booking_id, reminder_key) WHERE reminder_key IS NOT NULL DO NOTHING
    RETURNING id::text`);
  return rows.length;
}

const every = 15 * 60_000;
const state = globalThis as unknown as { hallbookRemindersAt?: number };

/**
 * The hold sweep's round asks for reminders; they are looked for at most every 15 minutes on
 * each server (the unique index, not this clock, keeps them single).
 */
export async function remindersRound(now = new Date()) {
  if (!env().DATABASE_URL) return 0;
  if (state.hallbookRemindersAt && now.getTime() - state.hallbookRemindersAt < every) return 0;
  state.hallbookRemindersAt = now.getTime();
  const queued = await queueReminders(now);
  if (queued) log.info("Payment reminders queued", { queued });
  return queued;
}
