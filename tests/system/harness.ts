// The production build as an operator runs it, against an embedded PostgreSQL this test owns and
// may stop and start again: for what only a real server process shows (a crash, a database that
// goes away).
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";

import pg from "pg";

import { freePort } from "@/bench/lib/database";
import { startHallBook, type Server } from "@/bench/lib/servers";
import { databaseUrl, startEmbeddedPostgres } from "@/lib/db/embedded";
import { exec } from "@/scripts/lib/runtime";

/**
 * A database that survives its own restarts, deleted by `remove()`, migrated by Prisma's own CLI;
 * with `migrated: false`, one not created yet (the app creates and migrates it).
 */
export async function restartableDatabase({ migrated = true } = {}) {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "hallbook-system-"));
  fs.chmodSync(scratch, 0o755); // as root, PostgreSQL runs as postgres and must reach it
  const options = {
    dataDir: path.join(scratch, "db"),
    persistent: true,
    port: await freePort(5650),
  };
  let embedded = await startEmbeddedPostgres(options);
  const url = databaseUrl(embedded.url, "hallbook_system");
  const prisma = path.join(process.cwd(), "node_modules", "prisma", "build", "index.js");
  if (migrated)
    await exec(process.execPath, [prisma, "migrate", "deploy"], {
      env: { DATABASE_URL: url },
      quiet: true,
    });
  return {
    url,
    scratch,
    stop: () => embedded.stop(),
    async start() {
      embedded = await startEmbeddedPostgres(options);
    },
    async remove() {
      await embedded.stop();
      fs.rmSync(scratch, { recursive: true, force: true });
    },
  };
}

export type Database = Awaited<ReturnType<typeof restartableDatabase>>;

/**
 * The production server on `database`, with a secret of its own; `pages`: listening as `npm start`
 * has it, so that a venue's pages are served too (bench/lib/servers.ts says why).
 */
export async function startServer(
  database: Database,
  secret: string,
  {
    pages = false,
    port,
    env,
  }: { pages?: boolean; port?: number; env?: Record<string, string> } = {},
): Promise<Server> {
  return startHallBook(
    {
      databaseUrl: database.url,
      secret,
      poolSize: 5,
      scratch: database.scratch,
      hostname: pages ? "0.0.0.0" : undefined,
      env,
    },
    port ?? (await freePort(3650)),
  );
}

/** A venue with one hall and an Admin, made with SQL; its token is signed with `secret`. */
export async function seedVenue(url: string, secret: string) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const slug = `sys${crypto.randomBytes(3).toString("hex")}`;
    const [tenant] = (
      await db.query(
        `INSERT INTO tenants (name, slug, schema_name, timezone, updated_at)
         VALUES ($1, $2, $2, 'UTC', now()) RETURNING id`,
        [`Venue ${slug}`, slug],
      )
    ).rows;
    const [branch] = (
      await db.query(
        `INSERT INTO branches (tenant_id, name, city, updated_at)
         VALUES ($1, 'Main', 'Town', now()) RETURNING id`,
        [tenant.id],
      )
    ).rows;
    const [hall] = (
      await db.query(
        `INSERT INTO halls (tenant_id, branch_id, name, capacity, updated_at)
         VALUES ($1, $2, 'Ballroom', 200, now()) RETURNING id`,
        [tenant.id, branch.id],
      )
    ).rows;
    const [user] = (
      await db.query(
        `INSERT INTO users (uuid, email, password_hash, name, updated_at)
         VALUES (gen_random_uuid(), $1, '!', 'Admin', now()) RETURNING id, uuid`,
        [`admin@${slug}.example.com`],
      )
    ).rows;
    await db.query(
      `INSERT INTO tenant_users (tenant_id, user_id, role, updated_at)
       VALUES ($1, $2, 'Admin', now())`,
      [tenant.id, user.id],
    );
    process.env.AUTH_SECRET = secret;
    const { resetEnv } = await import("@/lib/env");
    resetEnv();
    const { signAccessToken } = await import("@/lib/auth/tokens");
    const token = await signAccessToken({ sub: user.uuid, tenant: slug });
    return {
      tenantId: tenant.id as number,
      hallId: hall.id as number,
      headers: {
        "x-tenant": slug,
        authorization: `Bearer ${token}`,
        "content-type": "application/json",
      },
    };
  } finally {
    await db.end();
  }
}

export type Venue = Awaited<ReturnType<typeof seedVenue>>;

/** The i-th of a series of bookings that never overlap: an hour each, a day apart. */
export function nthBooking(venue: Venue, i: number) {
  const start = Date.UTC(2032, 0, 1, 10) + i * 86_400_000;
  return {
    hall: venue.hallId,
    event_name: `Burst ${i}`,
    start_time: new Date(start).toISOString(),
    end_time: new Date(start + 3_600_000).toISOString(),
  };
}

/** One row each of what a booking is made of, for the database's own view after a crash. */
export async function bookingsOf(url: string, tenantId: number) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const { rows } = await db.query<{ id: number; event_name: string; created: number }>(
      `SELECT b.id, b.event_name,
              (SELECT count(*)::int FROM booking_changes c
               WHERE c.tenant_id = b.tenant_id AND c.booking_id = b.id AND c.action = 'created')
                AS created
       FROM bookings b WHERE b.tenant_id = $1 ORDER BY b.id`,
      [tenantId],
    );
    const orphans = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM booking_changes c WHERE c.tenant_id = $1
         AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.id = c.booking_id)`,
      [tenantId],
    );
    return { rows, orphanedHistory: orphans.rows[0]!.n };
  } finally {
    await db.end();
  }
}

/** A request to 127.0.0.1 under another host name (fetch cannot set Host). */
export function request(port: number, host: string, urlPath: string, body?: object, headers = {}) {
  return new Promise<{ status: number; text: string; headers: http.IncomingHttpHeaders }>(
    (resolve, reject) => {
      const req = http.request(
        {
          host: "127.0.0.1",
          port,
          path: urlPath,
          method: body ? "POST" : "GET",
          headers: { host, ...headers, ...(body ? { "content-type": "application/json" } : {}) },
        },
        (res) => {
          let text = "";
          res.on("data", (d) => (text += d));
          res.on("end", () => resolve({ status: res.statusCode!, text, headers: res.headers }));
        },
      );
      req.on("error", reject);
      req.end(body ? JSON.stringify(body) : undefined);
    },
  );
}
