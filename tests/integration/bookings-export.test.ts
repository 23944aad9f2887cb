// The bookings export (issue 27, decision 094): the list's filters, as CSV or iCalendar, only the
// venue's own, cells a spreadsheet shows as text; and 100,000 bookings streamed a chunk at a time,
// never held whole.
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";

import * as exporting from "@/app/api/tenant/bookings/export/route";
import { POST as createBooking } from "@/app/api/tenant/bookings/route";
import { settleAccessCache } from "@/lib/cache/access";
import { PEER_HEADER } from "@/lib/core/request";
import { Prisma } from "@/lib/db";
import { inTransaction } from "@/lib/db/sql";
import { EXPORT_CHUNK } from "@/lib/reports/export";

import { PROXY_ADDRESS, venue } from "./helpers";

type Venue = Awaited<ReturnType<typeof venue>>;

async function book(v: Venue, day: string, extra: Record<string, unknown> = {}) {
  const made = await v.as(createBooking, {
    body: {
      hall: v.hall.id,
      event_name: "Dinner",
      start_time: `${day}T18:00`,
      end_time: `${day}T22:00`,
      customer_name: "Ana Silva",
      email_customer: false,
      ...extra,
    },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return (made.body as { id: number }).id;
}

describe("the bookings export", () => {
  it("writes the list's filtered bookings as CSV and .ics, the venue's own only", async () => {
    const v = await venue();
    const other = await venue();
    await book(other, "2031-06-01", { status: "confirmed" });
    const a = await book(v, "2031-06-01", { status: "confirmed", price: "1200.5" });
    await book(v, "2031-06-02", {
      status: "confirmed",
      customer_name: "=cmd|' /C calc'!A0",
      event_name: 'Quote "this", please',
    });
    await book(v, "2031-06-03", { status: "tentative" });
    const csv = await v.as(exporting.GET, {
      path: "/api/tenant/bookings/export/?status=confirmed&format=csv",
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    // Excel reads UTF-8 only after a byte order mark.
    expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.text.trimEnd().split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(
      "\uFEFFReference,Event,Hall,Branch,Status,Source,Start,End,Customer,Email,Phone,Price,Deposit," +
        "Paid,Created",
    );
    const ref = v.tenant.slug.toUpperCase();
    expect(lines[1]).toMatch(
      new RegExp(
        `^${ref}-${a},Dinner,Grand Hall,Main,confirmed,API,2031-06-01 18:00,2031-06-01 22:00,` +
          `Ana Silva,,,1200.50,,0.00,`,
      ),
    );
    expect(lines[2]).toContain(`"Quote ""this"", please"`);
    expect(lines[2]).toContain(`'=cmd|' /C calc'!A0`);
    const ics = await v.as(exporting.GET, { path: "/api/tenant/bookings/export/?format=ics" });
    expect(ics.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(ics.text.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    expect(ics.text.startsWith("BEGIN:VCALENDAR")).toBe(true);
    expect(ics.text.trimEnd().endsWith("END:VCALENDAR")).toBe(true);
    const bad = await v.as(exporting.GET, { path: "/api/tenant/bookings/export/?format=pdf" });
    expect(bad.status).toBe(400);
  });

  it("streams 100,000 bookings a chunk at a time", { timeout: 240_000 }, async () => {
    const v = await venue();
    const N = 100_000;
    // Written without the bookings' triggers (live events, spaces: not what is tested here, and
    // minutes of work for 100,000 rows); the blocked range they would write is written here.
    await inTransaction(async (query) => {
      await query(Prisma.sql`SET LOCAL session_replication_role = replica`);
      await query(Prisma.sql`
        INSERT INTO bookings (tenant_id, hall_id, branch_id, start_time, end_time, blocked_from,
          blocked_until, status, event_name, customer_name, price, updated_at)
        SELECT ${v.tenant.id}, ${v.hall.id}, ${v.branch.id}, s, s + interval '5 minutes', s,
          s + interval '5 minutes', 'confirmed', 'Event ' || i, 'Guest ' || i, 10, now()
        FROM generate_series(1, ${N}) i,
          LATERAL (SELECT timestamptz '2032-01-01 00:00Z' + i * interval '10 minutes' AS s) t`);
    });
    await settleAccessCache();
    const req = new NextRequest(
      `http://${v.tenant.slug}.localhost/api/tenant/bookings/export/?format=csv`,
      {
        headers: {
          host: `${v.tenant.slug}.localhost`,
          authorization: `Bearer ${v.token}`,
          [PEER_HEADER]: PROXY_ADDRESS,
        },
      },
    );
    const res = await exporting.GET(req, { params: Promise.resolve({}) });
    expect(res.status).toBe(200);
    let pieces = 0;
    let rows = 0;
    let tail = "";
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      pieces += 1;
      const text = tail + decoder.decode(value, { stream: true });
      const parts = text.split("\r\n");
      tail = parts.pop()!;
      rows += parts.length;
    }
    expect(rows).toBe(N + 1); // and the header
    // One piece per chunk read from the database, and the header's.
    expect(pieces).toBe(N / EXPORT_CHUNK + 1);
    // Each piece is read from the database when the reader asks for it (the stream's pull), so
    // at most one chunk of 1,000 rows is held at a time, whatever the export's size. (The heap's
    // own figure counts garbage not yet collected, so it is not asserted.)
  });
});
