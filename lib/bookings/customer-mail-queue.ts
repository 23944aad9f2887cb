// Sending the customer mail that booking changes queued (./customer-notify.ts, the table
// customer_mails). Every app server sends: it claims one due message at a time with
// FOR UPDATE SKIP LOCKED, sends it while its transaction holds the row, then marks it and writes
// the booking's history entry in that transaction. Another server skips a row one holds, so no
// two send a message at once; a server that dies mid-send drops its lock with its connection, and
// the message is sent again. A crash after the mail server accepted it but before the commit
// sends it twice (with the same Message-ID): decision 052 chose that over losing it.
import { bookingPagePath, dropBookingLink, newBookingLink } from "@/lib/customer-page/links";
import { DEFAULTS } from "@/lib/customization/defaults";
import { pool, Prisma } from "@/lib/db";
import type { TxQuery } from "@/lib/db/sql";
import { log } from "@/lib/log";
import { sendMail } from "@/lib/mail";
import { formatMoney } from "@/lib/money/format";
import { receiptData } from "@/lib/payments/documents";
import { bookingMoney } from "@/lib/payments/ledger";
import { receiptPdf } from "@/lib/payments/pdfs";
import { venueColors } from "@/lib/public-site/view";
import { tenantOrigin } from "@/lib/tenants/origins";

import { customerMail, type CustomerMailBooking, type CustomerMailKind } from "./customer-mail";
import { historySql } from "./history";

/** Tries of one message before it is given up (about 3 hours with the delays below). */
export const MAIL_ATTEMPTS = 10;
const FIRST_RETRY_MS = 30_000;
const LAST_RETRY_MS = 3_600_000;
/** How long to wait after the `attempts`-th failed try: 30 s, doubling, at most an hour. */
export const retryDelayMs = (attempts: number) =>
  Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), LAST_RETRY_MS);

/**
 * The first due message no one else holds, with what its mail needs. A booking's messages go
 * out in order: one waits while an earlier one of its booking is still queued.
 */
const CLAIM = `
  SELECT m.id, m.tenant_id, m.booking_id, m.kind, m.snapshot, m.actor_id, m.attempts,
    m.created_at, b.email_customer, b.source, b.status::text AS status, t.name, t.slug, t.timezone, t.locale, t.email, t.phone,
    t.address,
    c.theme_color, c.primary_color, c.primary_hex_color, c.hover_color
  FROM customer_mails m
  JOIN bookings b ON b.tenant_id = m.tenant_id AND b.id = m.booking_id
  JOIN tenants t ON t.id = m.tenant_id
  LEFT JOIN customizations c ON c.tenant_id = m.tenant_id
  WHERE m.state = 'queued' AND m.due_at <= coalesce($1::timestamptz, clock_timestamp())
    AND NOT EXISTS (SELECT 1 FROM customer_mails e WHERE e.tenant_id = m.tenant_id
      AND e.booking_id = m.booking_id AND e.state = 'queued' AND e.id < m.id)
  ORDER BY m.due_at, m.id LIMIT 1
  FOR UPDATE OF m SKIP LOCKED`;

type Claimed = {
  id: string;
  tenant_id: number;
  booking_id: number;
  kind: CustomerMailKind;
  snapshot: Record<
    Exclude<keyof CustomerMailBooking, "enquiry" | "series" | "reminder" | "receipt">,
    string | number | null
  > & {
    paymentId?: number;
    enquiry?: CustomerMailBooking["enquiry"];
    reminder?: CustomerMailBooking["reminder"];
    series?: { id: number; description: string; dates: SnapshotDate[] };
  };
  actor_id: number | null;
  attempts: number;
  created_at: Date;
  email_customer: boolean;
  source: "staff" | "public";
  status: string;
  name: string;
  slug: string;
  timezone: string;
  locale: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  theme_color: string | null;
  primary_color: string | null;
  primary_hex_color: string | null;
  hover_color: string | null;
};

type SnapshotDate = { id: number; version: number; startTime: string; endTime: string };

/** A series' dates as the snapshot wrote them (JSON), as the mail reads them. */
const seriesOf = (series: Claimed["snapshot"]["series"]): CustomerMailBooking["series"] =>
  series && {
    id: series.id,
    description: series.description,
    dates: series.dates.map((d) => ({
      id: d.id,
      version: d.version,
      startTime: new Date(d.startTime),
      endTime: new Date(d.endTime),
    })),
  };

/** What became of one try: its new state, and the history's note once it is done. */
type Outcome = {
  state: "queued" | "sent" | "failed" | "skipped";
  note: string | null;
  error: string | null;
  retryInMs: number | null;
};

/**
 * Marks the message, and writes the booking's history entry when there is a note. The actor is
 * named while the user exists.
 */
const mark = (id: string, o: Outcome) => Prisma.sql`
  WITH mark AS (
    UPDATE customer_mails SET state = ${o.state}, attempts = attempts + 1, last_error = ${o.error},
      due_at = CASE WHEN ${o.retryInMs}::int IS NULL THEN due_at
        ELSE clock_timestamp() + make_interval(secs => ${o.retryInMs}::int / 1000.0) END,
      finished_at = CASE WHEN ${o.state} = 'queued' THEN NULL ELSE clock_timestamp() END
    WHERE id = ${id} RETURNING tenant_id, booking_id, actor_id
  )
  ${historySql(Prisma.sql`
    SELECT m.tenant_id, m.booking_id, (SELECT u.id FROM users u WHERE u.id = m.actor_id) AS user_id,
      'emailed' AS action, b.event_name,
      jsonb_build_object('email', jsonb_build_array(NULL, ${o.note}::text)) AS changes
    FROM mark m JOIN bookings b ON b.tenant_id = m.tenant_id AND b.id = m.booking_id
    WHERE ${o.note}::text IS NOT NULL`)}`;

/** The venue's public site, for the mail's link and the calendar entry's UID. */
function venueSite(slug: string) {
  const site = new URL(tenantOrigin(slug));
  const protocol = site.protocol === "https:" ? "https" : "http";
  return { host: site.host, hostname: site.hostname, protocol } as const;
}

/** The history's name for a mail that failed before it had a subject. */
const UNWRITTEN = "(the mail could not be written)";

/** A failure the mail server gave for good (5xx): trying again would not change it. */
const isPermanent = (error: unknown) => {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
};

/** A receipt mail's PDF, and its entry in the mail's words (decision 089). */
async function receiptOf(m: Claimed, booking: CustomerMailBooking) {
  const data = await receiptData({ id: m.tenant_id }, m.booking_id, Number(m.snapshot.paymentId));
  const amount = formatMoney(data.entry.amount, {
    currency: data.money.currency,
    locale: data.venue.locale,
  });
  booking.receipt = { kind: data.entry.kind, amount };
  return receiptPdf(data, new Date());
}

/** What a priced booking costs and owes now, written in the venue's currency and locale. */
async function moneyOf(m: Claimed): Promise<CustomerMailBooking["money"]> {
  const money = await bookingMoney({ tenant: { id: m.tenant_id }, bookingId: m.booking_id });
  if (!(Number(money.price) > 0)) return undefined;
  const write = (v: string) => formatMoney(v, { currency: money.currency, locale: m.locale });
  const owed = (v: string | undefined) => (v && Number(v) > 0 ? write(v) : null);
  const d = money.deposit;
  return {
    price: write(money.price),
    deposit: d ? { amount: write(d.amount), owed: owed(d.owed), dueOn: d.due_on } : null,
    balance: owed(money.balance),
    balanceDueOn: money.balance_due_on,
    locale: m.locale,
  };
}

/** What the booking owes now of its deposit or its balance, or null when nothing. */
async function owedNow(m: Claimed, what: "deposit" | "balance"): Promise<string | null> {
  const money = await bookingMoney({ tenant: { id: m.tenant_id }, bookingId: m.booking_id });
  const owed = what === "deposit" ? (money.deposit?.owed ?? "0") : money.balance;
  return Number(owed) > 0 ? owed : null;
}

async function attempt(m: Claimed, query: TxQuery): Promise<Outcome> {
  const s = m.snapshot;
  const booking: CustomerMailBooking = {
    id: Number(s.id),
    version: Number(s.version),
    eventName: String(s.eventName),
    customerName: String(s.customerName),
    customerEmail: String(s.customerEmail ?? ""),
    startTime: new Date(String(s.startTime)),
    endTime: new Date(String(s.endTime)),
    hallName: String(s.hallName),
    holdUntil: s.holdUntil ? new Date(String(s.holdUntil)) : null,
    // A visitor's enquiry whose change no one of the venue made: the receipt, a lapsed hold.
    anonymous: m.source === "public" && m.actor_id === null,
    enquiry: s.enquiry,
    series: seriesOf(s.series),
    reminder: s.reminder,
  };
  // Staff unticked "Email the customer" (or took the address out) before its turn came.
  if (!m.email_customer || !booking.customerEmail)
    return { state: "skipped", note: null, error: null, retryInMs: null };
  if (m.kind === "confirmed" || m.kind === "changed") booking.money = await moneyOf(m);
  // A reminder says what is owed when it goes, not when it was queued: nothing, once paid or
  // cancelled meanwhile (a mail that waited out a mail server's outage, say).
  if (m.kind === "reminder" && booking.reminder) {
    const owed = m.status === "cancelled" ? null : await owedNow(m, booking.reminder.what);
    if (owed === null) return { state: "skipped", note: null, error: null, retryInMs: null };
    booking.reminder = { ...booking.reminder, amount: owed };
  }
  const site = venueSite(m.slug);
  // The band of the mail has the colour of the venue's public site.
  const { accent } = venueColors({
    ...m,
    primary_hex_color: m.primary_hex_color ?? DEFAULTS.primaryHexColor,
  });
  let subject = UNWRITTEN;
  // A new private link to the booking's page, kept only if the mail goes (decision 092).
  const ref = { tenantId: m.tenant_id, bookingId: m.booking_id };
  const token = await newBookingLink(query, ref);
  const pagePath = token ? bookingPagePath(token) : undefined;
  try {
    const receipt = m.kind === "receipt" ? await receiptOf(m, booking) : null;
    const mail = customerMail(
      m.kind,
      booking,
      { ...m, primaryColor: accent },
      { ...site, pagePath },
    );
    if (receipt) mail.attachments = [{ ...receipt, contentType: "application/pdf" }];
    subject = mail.subject;
    // The same Message-ID on every try: a duplicate after a crash is one message to most readers.
    const messageId = `<booking-mail-${m.id}.${m.created_at.getTime()}@${site.hostname}>`;
    await sendMail({ ...mail, messageId });
    return {
      state: "sent",
      note: `Sent "${subject}" to ${booking.customerEmail}`,
      error: null,
      retryInMs: null,
    };
  } catch (error) {
    if (token) await dropBookingLink(query, ref.tenantId, token);
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 300);
    const tries = m.attempts + 1;
    if (!isPermanent(error) && tries < MAIL_ATTEMPTS) {
      const retryInMs = retryDelayMs(tries);
      log.warn("Customer mail failed; trying again", { mail: m.id, tries, retryInMs, error });
      return { state: "queued", note: null, error: reason, retryInMs };
    }
    log.warn("Customer mail not sent", { mail: m.id, tries, error });
    const note = `Not sent "${subject}" to ${booking.customerEmail}: ${reason}`;
    return { state: "failed", note, error: reason, retryInMs: null };
  }
}
/** Claims, sends and marks one due message; false when none is due (or all are held). */
async function sendOne(now: Date | null): Promise<boolean> {
  const client = await pool().connect();
  try {
    await client.query("BEGIN");
    const {
      rows: [claimed],
    } = await client.query<Claimed>(CLAIM, [now]);
    if (!claimed) {
      await client.query("ROLLBACK");
      return false;
    }
    const query: TxQuery = async (s) => (await client.query(s.text, s.values)).rows;
    const o = await attempt(claimed, query);
    const marked = mark(claimed.id, o);
    await client.query(marked.text, marked.values);
    await client.query("COMMIT");
    return true;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/**
 * Sends every message due by `now` (the database's clock by default), one at a time, until none
 * is left that no one else holds; returns how many it handled (sent, failed, put off, skipped).
 */
export async function sendDueCustomerMails(
  now?: Date,
  { between }: { between?: () => Promise<unknown> } = {},
): Promise<number> {
  let handled = 0;
  while (await sendOne(now ?? null)) {
    handled += 1;
    await between?.();
  }
  return handled;
}

/** For tests and scripts: sends every customer mail due now, here, before going on. */
export async function customerMailSettled(): Promise<void> {
  await sendDueCustomerMails();
}
