// The bookings list's export (decision 094): every booking its filters keep, as CSV or as an
// iCalendar file, streamed a chunk at a time. Each chunk is one statement that starts after the
// last booking read (by start and id, on the venue's index), so neither PostgreSQL nor Node holds
// the whole list: 100,000 bookings export in constant memory.
import ical, { ICalEventStatus } from "ical-generator";

import { bookingReference, bookingUid } from "@/lib/bookings/booking-ics";
import { listCondition } from "@/lib/bookings/bookings";
import type { BookingFilters } from "@/lib/bookings/schemas";
import { foldLines } from "@/lib/calendar-feeds/fold";
import { Prisma } from "@/lib/db";
import { sql } from "@/lib/db/sql";
import { minorDigits, significantFraction, toDigits } from "@/lib/money/format";
import { tenantOrigin } from "@/lib/tenants/origins";
import type { TenantRef } from "@/lib/tenants/queries";

import { CSV_BOM, csvResponse, csvRow } from "./csv";
import { SOURCE_LABELS } from "./schemas";

export const EXPORT_CHUNK = 1000;

type Row = {
  id: number;
  version: number;
  start: Date;
  end: Date;
  startKey: string;
  eventName: string;
  status: "confirmed" | "tentative" | "cancelled";
  source: keyof typeof SOURCE_LABELS;
  hall: string;
  branch: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  price: string;
  deposit: string | null;
  paid: string;
  createdAt: Date;
  updatedAt: Date;
  /** the venue's wall clock: "2031-06-14 18:00" */
  localStart: string;
  localEnd: string;
  localCreated: string;
};

/** Every booking `condition` keeps, a chunk of rows at a time, by start and id. */
async function* chunks(
  tenant: TenantRef,
  condition: Prisma.Sql,
  size = EXPORT_CHUNK,
): AsyncGenerator<Row[]> {
  const local = (column: string) =>
    Prisma.sql`to_char(${Prisma.raw(column)} AT TIME ZONE ${tenant.timezone}, 'YYYY-MM-DD HH24:MI')`;
  let after: { start: string; id: number } | null = null;
  for (;;) {
    const rows: Row[] = await sql<Row>(Prisma.sql`
      SELECT b.id, b.version, b.start_time AS start, b.end_time AS "end",
        b.start_time::text AS "startKey", b.event_name AS "eventName", b.status::text AS status,
        b.source::text AS source, h.name AS hall, br.name AS branch,
        b.customer_name AS "customerName", b.customer_email AS "customerEmail",
        b.customer_phone AS "customerPhone", b.price::text AS price,
        b.deposit_amount::text AS deposit, m.net::text AS paid,
        b.created_at AS "createdAt", b.updated_at AS "updatedAt",
        ${local("b.start_time")} AS "localStart", ${local("b.end_time")} AS "localEnd",
        ${local("b.created_at")} AS "localCreated"
      FROM bookings b
      JOIN halls h ON h.tenant_id = b.tenant_id AND h.id = b.hall_id
      JOIN branches br ON br.tenant_id = b.tenant_id AND br.id = b.branch_id
      CROSS JOIN LATERAL (SELECT coalesce(sum(CASE p.kind WHEN 'payment' THEN p.amount
          ELSE -p.amount END), 0) AS net FROM booking_payments p
        WHERE p.tenant_id = b.tenant_id AND p.booking_id = b.id AND p.voided_at IS NULL) m
      WHERE ${condition}
        ${after ? Prisma.sql`AND b.start_time >= ${after.start}::timestamptz AND (b.start_time, b.id) > (${after.start}::timestamptz, ${after.id})` : Prisma.empty}
      ORDER BY b.start_time, b.id
      LIMIT ${size}`);
    if (rows.length) yield rows;
    if (rows.length < size) return;
    const last = rows[rows.length - 1];
    after = { start: last.startKey, id: last.id };
  }
}

const HEADER = [
  "Reference",
  "Event",
  "Hall",
  "Branch",
  "Status",
  "Source",
  "Start",
  "End",
  "Customer",
  "Email",
  "Phone",
  "Price",
  "Deposit",
  "Paid",
  "Created",
];

function stream(pieces: AsyncGenerator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    async pull(controller) {
      const { value, done } = await pieces.next();
      if (done) controller.close();
      else controller.enqueue(encoder.encode(value));
    },
    async cancel() {
      await pieces.return(undefined);
    },
  });
}

async function* csvPieces(tenant: TenantRef, condition: Prisma.Sql) {
  const digits = minorDigits(tenant.currency);
  // What was paid in the currency's digits (a sum of no entries is "0").
  const amount = (v: string) => (significantFraction(v).length > digits ? v : toDigits(v, digits));
  yield CSV_BOM + csvRow(HEADER);
  for await (const rows of chunks(tenant, condition))
    yield rows
      .map((b) =>
        csvRow([
          bookingReference(tenant, b),
          b.eventName,
          b.hall,
          b.branch,
          b.status,
          SOURCE_LABELS[b.source],
          b.localStart,
          b.localEnd,
          b.customerName,
          b.customerEmail,
          b.customerPhone,
          b.price,
          b.deposit ?? "",
          amount(b.paid),
          b.localCreated,
        ]),
      )
      .join("");
}

const STATUS = {
  confirmed: ICalEventStatus.CONFIRMED,
  tentative: ICalEventStatus.TENTATIVE,
  cancelled: ICalEventStatus.CANCELLED,
};

async function* icsPieces(tenant: TenantRef, condition: Prisma.Sql) {
  const origin = tenantOrigin(tenant.slug);
  const host = new URL(origin).host;
  const frame = ical({
    name: tenant.name,
    prodId: { company: "HallBook", product: "Bookings export", language: "EN" },
  }).toString();
  const end = frame.lastIndexOf("END:VCALENDAR");
  yield frame.slice(0, end);
  for await (const rows of chunks(tenant, condition)) {
    // A calendar of this chunk's own: one that kept every event would hold the whole export.
    const calendar = ical();
    yield rows
      .map((b) =>
        foldLines(
          calendar
            .createEvent({
              id: bookingUid(b, host),
              sequence: b.version,
              start: b.start,
              end: b.end,
              stamp: b.updatedAt,
              summary: b.eventName,
              location: b.hall,
              status: STATUS[b.status],
              url: `${origin}/calendar?booking=${b.id}`,
              description: `Booking ${bookingReference(tenant, b)}\nCustomer: ${b.customerName}`,
            })
            .toString(),
        ),
      )
      .join("");
  }
  yield frame.slice(end);
}

export type ExportQuery = Omit<BookingFilters, "page" | "page_size"> & { format: "csv" | "ics" };

/** The export as a download, streamed. */
export function exportBookings(tenant: TenantRef, q: ExportQuery): Response {
  const { format, ...filters } = q;
  const condition = listCondition(tenant, filters);
  if (format === "csv")
    return csvResponse(`${tenant.slug}-bookings.csv`, stream(csvPieces(tenant, condition)));
  return new Response(stream(icsPieces(tenant, condition)), {
    headers: {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": `attachment; filename="${tenant.slug}-bookings.ics"`,
      "cache-control": "private, no-store",
    },
  });
}
