// Two production servers behind Debian's nginx, with the rules operators are given
// (deploy/nginx/hallbook.conf) and TRUST_PROXY=1, their queries through PgBouncer in transaction
// mode and their LISTENs direct (decisions 104 and 105). What one server makes, the other honours;
// what must happen once happens once; and the address limited is the one nginx saw.
import crypto from "node:crypto";
import http from "node:http";

import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { freePort } from "@/bench/lib/database";
import type { Server } from "@/bench/lib/servers";
import { hashPassword } from "@/lib/auth/password";
import { startTestS3, type TestS3 } from "@/tests/integration/s3-server";
import { startTestSmtp, type TestSmtp } from "@/tests/integration/smtp";
import { startPgBouncer, type PgBouncer } from "@/tests/pgbouncer";
import { sseReader } from "@/tests/sse-reader";

import { restartableDatabase, seedVenue, startServer, type Database, type Venue } from "./harness";
import { startNginx, type Nginx } from "./nginx";

let database: Database;
let bouncer: PgBouncer;
let smtp: TestSmtp;
let nginx: Nginx;
let servers: Server[];
let venue: Venue;
let serverEnv: Record<string, string>;
let s3: TestS3 | undefined;
const more: Server[] = [];
const secret = crypto.randomBytes(32).toString("base64url");

beforeAll(async () => {
  database = await restartableDatabase();
  bouncer = await startPgBouncer(database.url);
  smtp = await startTestSmtp();
  const ports = [await freePort(3660), await freePort(3660)];
  const nginxPort = await freePort(3690);
  const env = (serverEnv = {
    TRUST_PROXY: "1",
    PUBLIC_PORT: String(nginxPort),
    DATABASE_URL: bouncer.url(database.url),
    DATABASE_LISTEN_URL: database.url,
    SMTP_URL: process.env.SMTP_URL!,
    HOLD_SWEEP_INTERVAL_MS: "250",
  });
  servers = await Promise.all(
    ports.map((port) => startServer(database, secret, { port, env, pages: true })),
  );
  nginx = await startNginx(nginxPort, ports);
  venue = await seedVenue(database.url, secret);
});

afterAll(async () => {
  await nginx?.stop();
  await Promise.all([...(servers ?? []), ...more].map((s) => s.stop()));
  await s3?.close();
  await smtp?.close();
  await bouncer?.stop();
  await database?.remove();
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; text: string };

/** A request to `port` under the Host a browser would send, which fetch cannot set. */
function send(
  port: number,
  o: {
    path: string;
    host: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
  },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        path: o.path,
        method: o.method ?? "GET",
        headers: { host: o.host, ...o.headers },
      },
      (res) => {
        let text = "";
        res.on("data", (d) => (text += d));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, text }));
      },
    );
    req.on("error", reject);
    req.end(o.body);
  });
}

const portOf = (server: Server) => Number(new URL(server.url).port);
/** A booking of the venue's hall, an hour from `start`, made through `server`. */
function book(server: Server, start: number, fields: Record<string, unknown>) {
  return fetch(`${server.url}/api/tenant/bookings/`, {
    method: "POST",
    headers: venue.headers,
    body: JSON.stringify({
      hall: venue.hallId,
      start_time: new Date(start).toISOString(),
      end_time: new Date(start + 3_600_000).toISOString(),
      ...fields,
    }),
  });
}

async function member(password: string) {
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  try {
    const email = `staff-${crypto.randomBytes(3).toString("hex")}@example.com`;
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO users (uuid, email, password_hash, name, updated_at)
       VALUES (gen_random_uuid(), $1, $2, 'Staff', now()) RETURNING id`,
      [email, await hashPassword(password)],
    );
    await db.query(
      `INSERT INTO tenant_users (tenant_id, user_id, role, updated_at)
       VALUES ($1, $2, 'Admin', now())`,
      [venue.tenantId, rows[0]!.id],
    );
    return email;
  } finally {
    await db.end();
  }
}

describe("two app servers behind nginx", () => {
  it("honour on each the browser session and the API token made on the other", async () => {
    const password = "Correct#Horse1";
    const email = await member(password);
    const slug = venue.headers["x-tenant"];
    const host = `${slug}.localhost:${nginx.port}`;
    const [a, b] = servers.map(portOf) as [number, number];

    // The browser's sign-in on A: next-auth's CSRF cookie and token, then the credentials.
    const csrf = await send(a, { path: "/api/auth/csrf", host });
    const csrfCookie = String(csrf.headers["set-cookie"]).split(";")[0]!;
    const form = new URLSearchParams({
      csrfToken: (JSON.parse(csrf.text) as { csrfToken: string }).csrfToken,
      email,
      password,
      json: "true",
    });
    const signedIn = await send(a, {
      path: "/api/auth/callback/credentials",
      host,
      method: "POST",
      body: form.toString(),
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        cookie: csrfCookie,
        origin: `http://${host}`,
      },
    });
    const session = [signedIn.headers["set-cookie"] ?? []]
      .flat()
      .find((c) => c.includes("session-token="));
    expect(session, `sign-in answered ${signedIn.status}`).toBeDefined();
    const cookie = session!.split(";")[0]!;
    for (const port of [b, nginx.port]) {
      const seen = await send(port, { path: "/api/auth/session", host, headers: { cookie } });
      expect(JSON.parse(seen.text)).toMatchObject({ user: { email } });
    }

    // The API's token from B, used on A and through the proxy.
    const issued = await send(b, {
      path: "/api/token/",
      host: `localhost:${nginx.port}`,
      method: "POST",
      body: JSON.stringify({ email, password }),
      headers: { "content-type": "application/json", "x-tenant": slug },
    });
    expect(issued.status).toBe(200);
    const { access } = JSON.parse(issued.text) as { access: string };
    for (const port of [a, nginx.port]) {
      const listed = await send(port, {
        path: "/api/tenant/halls/",
        host: `localhost:${nginx.port}`,
        headers: { authorization: `Bearer ${access}`, "x-tenant": slug },
      });
      expect(listed.status).toBe(200);
    }
  });

  it("stay in the proxy's rotation whatever a visitor asks for", async () => {
    // A long path comes back in an answer's headers (a redirect, Next.js's rewrite headers): it
    // is passed on, and no answer makes nginx leave a server out (it would, with max_fails=1).
    const host = `${venue.headers["x-tenant"]}.localhost:${nginx.port}`;
    for (const path of [`/${"a".repeat(5_000)}`, `/?q=${"b".repeat(5_000)}`]) {
      const long = await send(nginx.port, { path, host });
      expect(long.status, path.slice(0, 10)).not.toBe(502);
    }
    const health = await Promise.all(
      Array.from({ length: 4 }, () => send(nginx.port, { path: "/api/health", host: "localhost" })),
    );
    expect(health.map((h) => h.status)).toEqual([200, 200, 200, 200]);
  });

  it("bring a booking made through either server to a live stream held through the proxy", async () => {
    const aborter = new AbortController();
    try {
      const res = await fetch(`${nginx.url}/api/tenant/events/stream/`, {
        headers: { ...venue.headers, accept: "text/event-stream" },
        signal: aborter.signal,
      });
      expect(res.status).toBe(200);
      const events = sseReader(res.body!);
      await events.nextNamed("ready", 5_000);
      for (const [i, server] of servers.entries()) {
        const made = Date.now();
        const created = await book(server, Date.UTC(2033, 4, 1 + i, 10), {
          email_customer: false,
        });
        expect(created.status).toBe(201);
        const { id } = (await created.json()) as { id: number };
        const event = await events.nextNamed("booking", 1_000);
        expect(event.data).toMatchObject({ booking: id, action: "created" });
        expect(event.at - made).toBeLessThan(1_000);
      }
    } finally {
      aborter.abort();
    }
  });

  it("count sign-in and message limits on both, by the address nginx saw", async () => {
    const [a, b] = servers.map(portOf) as [number, number];
    const host = `localhost:${nginx.port}`;
    const message = {
      name: "Grace Guest",
      email: "grace@example.com",
      subject: "Our venue",
      message: "Could we see HallBook?",
    };
    const post = (port: number, path: string, body: unknown, headers: Record<string, string>) =>
      send(port, {
        path,
        host,
        method: "POST",
        body: JSON.stringify(body),
        headers: { "content-type": "application/json", ...headers },
      });
    // From behind the proxy (the peer is this machine, trusted once), A and B in turn: five
    // messages from one client address, then a refusal, whichever server counts it.
    const client = { "x-forwarded-for": "198.51.100.7" };
    const messages = [];
    for (let i = 0; i < 6; i++)
      messages.push(
        (await post(i % 2 ? b : a, "/api/support/contact-form/", message, client)).status,
      );
    expect(messages).toEqual([201, 201, 201, 201, 201, 429]);
    // Through nginx, a client that writes its own X-Forwarded-For each time: nginx appends the
    // address it saw, and that is the one limited.
    const forged = [];
    for (let i = 0; i < 6; i++) {
      const lie = { "x-forwarded-for": `203.0.113.${i + 1}` };
      forged.push((await post(nginx.port, "/api/support/contact-form/", message, lie)).status);
    }
    expect(forged).toEqual([201, 201, 201, 201, 201, 429]);

    // Failed sign-ins of one account, on A and B in turn: ten, then a refusal.
    const email = await member("Correct#Horse1");
    const tenant = { "x-tenant": venue.headers["x-tenant"]!, "x-forwarded-for": "198.51.100.8" };
    const tries = [];
    for (let i = 0; i < 11; i++)
      tries.push(
        (await post(i % 2 ? b : a, "/api/token/", { email, password: "wrong" }, tenant)).status,
      );
    expect(tries).toEqual([...Array<number>(10).fill(401), 429]);
  });

  it("sweep each lapsed hold once and send each customer mail once, whichever server acts", async () => {
    const holdUntil = new Date(Date.now() + 1_500).toISOString();
    const tag = crypto.randomBytes(3).toString("hex");
    const guests = Array.from({ length: 12 }, (_, i) => `guest${i}-${tag}@example.com`);
    const ids = await Promise.all(
      guests.map(async (guest, i) => {
        const res = await book(servers[i % 2]!, Date.UTC(2034, 0, 1 + i, 10), {
          status: "tentative",
          hold_until: holdUntil,
          customer_email: guest,
          email_customer: true,
        });
        expect(res.status).toBe(201);
        return ((await res.json()) as { id: number }).id;
      }),
    );
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    try {
      const lapsed = async () =>
        (
          await db.query<{ n: number }>(
            "SELECT count(*)::int AS n FROM bookings WHERE id = ANY($1) AND status = 'cancelled'",
            [ids],
          )
        ).rows[0]!.n;
      await expect.poll(lapsed, { timeout: 10_000 }).toBe(ids.length);
      const { rows } = await db.query<{ id: number; n: number }>(
        `SELECT booking_id AS id, count(*)::int AS n FROM booking_changes
         WHERE booking_id = ANY($1) AND action = 'updated' GROUP BY booking_id`,
        [ids],
      );
      expect(rows.map((r) => r.n)).toEqual(ids.map(() => 1));
    } finally {
      await db.end();
    }
    // Each guest's mail arrives, and only once, though both servers send the queue.
    await expect
      .poll(() => guests.filter((g) => smtp.to(g).length === 0).length, { timeout: 10_000 })
      .toBe(0);
    await new Promise((r) => setTimeout(r, 1_000));
    for (const guest of guests) {
      const subjects = smtp.to(guest).map((m) => /^Subject: (.*)$/m.exec(m.raw)?.[1]);
      expect(subjects.length, guest).toBe(1);
    }
  });

  // With STORAGE unset and DATABASE_URL set the files are in PostgreSQL (decision 101); the
  // bucket's pair of servers is started for its test.
  it.each(["postgres", "s3"] as const)(
    "serve a file uploaded through the other, kept in %s",
    async (backend) => {
      let pair = servers;
      if (backend === "s3") {
        s3 = await startTestS3();
        const env = { ...serverEnv, STORAGE: "s3", ...s3.settings };
        pair = await Promise.all(
          [await freePort(3670), await freePort(3670)].map((port) =>
            startServer(database, secret, { port, env, pages: true }),
          ),
        );
        more.push(...pair);
      }
      const pixels = { width: 64, height: 48, channels: 3 as const, background: "#4a7" };
      const png = await sharp({ create: pixels }).png().toBuffer();
      const form = new FormData();
      form.append("logo", new Blob([new Uint8Array(png)], { type: "image/png" }), "logo.png");
      const { "content-type": _json, ...headers } = venue.headers;
      const uploaded = await fetch(`${pair[0]!.url}/api/tenant/customization/upload-logo/`, {
        method: "POST",
        headers,
        body: form,
      });
      expect(uploaded.status).toBe(200);
      const url = ((await uploaded.json()) as { logo_url: string }).logo_url;
      expect(url).toMatch(/^\/api\/files\//);
      const served = await fetch(`${pair[1]!.url}${url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/webp");
      const bytes = Buffer.from(await served.arrayBuffer());
      expect(bytes.length).toBeGreaterThan(0);
      if (backend === "postgres") {
        const proxied = await fetch(`${nginx.url}${url}`);
        expect(Buffer.from(await proxied.arrayBuffer()).equals(bytes)).toBe(true);
      }
    },
  );
});
