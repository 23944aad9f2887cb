// The requests the benchmark sends: who sends them (each venue's Staff member, with an access
// token signed as HallBook signs them), and the three cases' paths and bodies.
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import type pg from "pg";

import { signAccessToken } from "@/lib/auth/tokens";
import { startOfLocalDay } from "@/lib/time";

import type { BenchConfig } from "./config";
import { newBookingPlace, type Layout } from "./layout";

export type Venue = {
  id: number;
  slug: string;
  timezone: string;
  userUuid: string;
  /** the Staff member's session version, which their token must carry */
  sessionVersion: number;
  branchId: number;
};
export type Hall = { id: number; venue: Venue };
/** A seeded live booking that a planned 409 overlaps. */
type Target = { hall: Hall; start: Date };

export type Fixture = {
  venues: Venue[];
  /** in id order: the index layout.ts places new bookings by */
  halls: Hall[];
  /** the probe venues' halls and the probe venues, which the read cases ask for */
  probeHalls: Hall[];
  probeVenues: Venue[];
  targets: Target[];
  tokens: Map<string, string>;
};

export type Request = {
  method: "GET" | "POST";
  path: string;
  headers: Record<string, string>;
  body?: string;
};

export async function loadFixture(db: pg.Client, config: BenchConfig): Promise<Fixture> {
  const { rows: venueRows } = await db.query<Venue>(
    `SELECT t.id, t.slug, t.timezone, u.uuid AS "userUuid", u.session_version AS "sessionVersion",
            (SELECT min(id) FROM branches WHERE tenant_id = t.id) AS "branchId"
     FROM tenants t
     JOIN tenant_users m ON m.tenant_id = t.id AND m.role = 'Staff'
     JOIN users u ON u.id = m.user_id ORDER BY t.id`,
  );
  const byId = new Map(venueRows.map((v) => [v.id, v]));
  const { rows: hallRows } = await db.query<{ id: number; tenant_id: number }>(
    // The venues' own halls ('Hall 1' to 'Hall 10'), in the order the layout counts: not the
    // combined hall made of two of them, nor the series' hall (../seed.ts).
    "SELECT id, tenant_id FROM halls WHERE name LIKE 'Hall %' ORDER BY id",
  );
  const halls = hallRows.map((h) => ({ id: h.id, venue: byId.get(h.tenant_id)! }));
  const probeVenues = venueRows.slice(0, config.probeTenants);
  return {
    venues: venueRows,
    halls,
    probeVenues,
    probeHalls: halls.filter((h) => probeVenues.includes(h.venue)),
    targets: [],
    tokens: new Map(),
  };
}

/** About 1,000 live bookings spread over the table (a cancelled one refuses nothing). */
export async function loadTargets(db: pg.Client, fixture: Fixture) {
  const { rows } = await db.query<{ hall_id: number; start_time: Date }>(
    `SELECT hall_id, start_time FROM bookings
     WHERE status <> 'cancelled' AND id % greatest(1, (SELECT count(*) / 1000 FROM bookings)) = 0
       AND hall_id = ANY($1::int[])
     ORDER BY id LIMIT 1000`,
    [fixture.halls.map((h) => h.id)],
  );
  const hallById = new Map(fixture.halls.map((h) => [h.id, h]));
  fixture.targets = rows.map((t) => ({ hall: hallById.get(t.hall_id)!, start: t.start_time }));
  if (fixture.targets.length < 2) throw new Error("Too few bookings to aim overlaps at.");
}

/** Fresh tokens for every venue's Staff member (they last 15 minutes; a full run lasts longer). */
export async function signTokens(fixture: Fixture) {
  for (const v of fixture.venues)
    fixture.tokens.set(
      v.slug,
      await signAccessToken({ sub: v.userUuid, tenant: v.slug, sv: v.sessionVersion }),
    );
}

export function headersFor(fixture: Fixture, venue: Venue): Record<string, string> {
  return {
    "x-tenant": venue.slug,
    authorization: `Bearer ${fixture.tokens.get(venue.slug)}`,
    "content-type": "application/json",
  };
}

/** Midnight of a local date in the venue's zone, written as the calendar writes it. */
const localMidnight = (date: string, timeZone: string) =>
  format(
    new TZDate(startOfLocalDay(date, timeZone).getTime(), timeZone),
    "yyyy-MM-dd'T'HH:mm:ssxxx",
  );

export function monthPath(layout: Layout, hall: Hall, extra = "") {
  const tz = hall.venue.timezone;
  const start = encodeURIComponent(localMidnight(layout.month.start, tz));
  const end = encodeURIComponent(localMidnight(layout.month.end, tz));
  return `/api/tenant/schedules/?hall=${hall.id}&start=${start}&end=${end}${extra}`;
}

export function listPath(layout: Layout, extra = "") {
  const { start, end } = layout.list;
  return `/api/tenant/bookings/?start_date=${start}&end_date=${end}&page=1&page_size=50${extra}`;
}

/** Each call gives the next request of a case, in turn over the venues and halls it covers. */
export type Case = {
  name:
    | "month"
    | "month, revalidated"
    | "list"
    | "create"
    | "create with email"
    | "health"
    | "feed"
    | "feed unchanged";
  expected: number;
  next(): Request;
};

/** `GET /api/health`: a route handler sending one statement, what the framework itself costs. */
export const healthCase = (): Case => ({
  name: "health",
  expected: 200,
  next: () => ({ method: "GET", path: "/api/health/", headers: {} }),
});

export function monthCase(fixture: Fixture, layout: Layout): Case {
  let i = 0;
  return {
    name: "month",
    expected: 200,
    next() {
      const hall = fixture.probeHalls[i++ % fixture.probeHalls.length];
      return {
        method: "GET",
        path: monthPath(layout, hall),
        headers: headersFor(fixture, hall.venue),
      };
    },
  };
}

/**
 * The months of monthCase asked again with the ETag each had (`etags`, by hall: read just before,
 * see revalidatedMonths): nothing changed, so each answer is a 304 without a booking read.
 */
export function revalidatedMonthCase(
  fixture: Fixture,
  layout: Layout,
  etags: Map<number, string>,
): Case {
  const months = monthCase(fixture, layout);
  let i = 0;
  return {
    name: "month, revalidated",
    expected: 304,
    next() {
      const hall = fixture.probeHalls[i++ % fixture.probeHalls.length];
      const request = months.next();
      return { ...request, headers: { ...request.headers, "if-none-match": etags.get(hall.id)! } };
    },
  };
}

/** The ETag of each probe hall's month on `url` now. */
export async function monthEtags(url: string, fixture: Fixture, layout: Layout) {
  const etags = new Map<number, string>();
  for (const hall of fixture.probeHalls) {
    const res = await fetch(`${url}${monthPath(layout, hall)}`, {
      headers: headersFor(fixture, hall.venue),
    });
    await res.arrayBuffer();
    const etag = res.headers.get("etag");
    if (!res.ok || !etag) throw new Error(`No ETag for hall ${hall.id}'s month (${res.status}).`);
    etags.set(hall.id, etag);
  }
  return etags;
}

export function listCase(fixture: Fixture, layout: Layout): Case {
  let i = 0;
  return {
    name: "list",
    expected: 200,
    next() {
      const venue = fixture.probeVenues[i++ % fixture.probeVenues.length];
      return { method: "GET", path: listPath(layout), headers: headersFor(fixture, venue) };
    },
  };
}

export function bookingBody(hall: Hall, start: Date, end: Date, n: number, email = false) {
  return {
    hall: hall.id,
    event_name: `Bench booking ${n}`,
    start_time: start.toISOString(),
    end_time: end.toISOString(),
    status: "confirmed",
    addons: ["Catering"],
    customer_name: `Bench customer ${n % 1000}`,
    customer_email: `bench${n % 1000}@example.com`,
    customer_phone: "+1 555 0100",
    price: "250.00",
    // 'create' measures the booking's write; 'create with email' the same with the customer's
    // confirmation mail, which the request only queues in PostgreSQL (customer_mails).
    email_customer: email,
  };
}

/** A body that overlaps seeded booking `target` by an hour: the database must refuse it. */
export function collidingBody(target: Target, n: number, email = false) {
  const start = new Date(target.start.getTime() + 30 * 60_000);
  return bookingBody(target.hall, start, new Date(start.getTime() + 3_600_000), n, email);
}

/**
 * New bookings, each in a place of its own (layout.ts) and in turn over every hall; one in
 * `collisionEvery` overlaps a seeded booking instead. `places` is shared by every create run, so
 * no place is used twice; `planned` counts the overlaps handed out.
 */
export function createCase(
  fixture: Fixture,
  layout: Layout,
  config: BenchConfig,
  places: { next: number },
  { email = false } = {},
): Case & { planned: number } {
  let i = 0;
  const run = {
    name: email ? ("create with email" as const) : ("create" as const),
    expected: 201,
    planned: 0,
    next(): Request {
      const n = i++;
      let hall: Hall;
      let body;
      if (n % config.collisionEvery === config.collisionEvery - 1) {
        run.planned++;
        const target = fixture.targets[n % fixture.targets.length];
        hall = target.hall;
        body = collidingBody(target, n, email);
      } else {
        const place = newBookingPlace(layout, places.next++);
        hall = fixture.halls[place.hallIndex];
        body = bookingBody(hall, place.start, place.end, n, email);
      }
      return {
        method: "POST",
        path: "/api/tenant/bookings/",
        headers: headersFor(fixture, hall.venue),
        body: JSON.stringify(body),
      };
    },
  };
  return run;
}
