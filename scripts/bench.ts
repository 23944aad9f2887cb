// `npm run bench`: server-side latency of the calendar's month fetch and the bookings list with
// 10,000 bookings in one tenant (and as many in a neighbour tenant), on a throw-away embedded
// PostgreSQL. The route handlers are called in-process, exactly as Next.js calls them, so the
// figures are the server's own time: authentication, tenant check, validation, queries, JSON.
// Target: under 100 ms. A measurement, not a test: it prints, and exits 1 above the target.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";

import { NextRequest } from "next/server";

import { databaseUrl, startEmbeddedPostgres } from "@/lib/db/embedded";

import { createBenchVenue } from "./lib/bench-venue";
import { root } from "./lib/runtime";

const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 10_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const TARGET_MS = 100;
const require = createRequire(import.meta.url);

type Handler = (
  req: NextRequest,
  ctx: { params: Promise<Record<string, string>> },
) => Promise<Response>;

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hallbook-bench-"));
  fs.chmodSync(dataDir, 0o755);
  const pg = await startEmbeddedPostgres({ dataDir, persistent: false });
  try {
    const url = databaseUrl(pg.url, "hallbook_bench");
    const migrate = spawnSync(
      process.execPath,
      [require.resolve("prisma/build/index.js"), "migrate", "deploy"],
      { cwd: root, env: { ...process.env, DATABASE_URL: url }, encoding: "utf8" },
    );
    if (migrate.status !== 0) throw new Error(migrate.stdout + migrate.stderr);
    Object.assign(process.env, {
      DATABASE_URL: url,
      AUTH_SECRET: "bench-secret-0123456789abcdef0123456789",
      APP_HOST: "localhost",
      LOG_LEVEL: "error",
    });

    const { db, disconnectDb } = await import("@/lib/db");
    const { signAccessToken } = await import("@/lib/auth/tokens");
    const { GET: schedules } = await import("@/app/api/tenant/schedules/route");
    const { GET: bookings } = await import("@/app/api/tenant/bookings/route");

    console.log(
      `Seeding ${BOOKINGS.toLocaleString()} bookings in the tenant and as many in a neighbour...`,
    );
    const seeded = [];
    for (const slug of ["bench", "neighbour"]) {
      // 10:00-14:00 UTC every day from 2025-01-01.
      const tenant = await createBenchVenue(slug, slug, BOOKINGS, new Date("2025-01-01T10:00:00Z"));
      seeded.push(tenant);
    }
    await db.$executeRawUnsafe("ANALYZE");
    const user = await db.user.create({ data: { email: "bench@example.com", passwordHash: "-" } });
    await db.tenantUser.create({
      data: { tenantId: seeded[0].id, userId: user.id, role: "Admin" },
    });
    const token = await signAccessToken({ sub: user.uuid, tenant: "bench" });
    const hall = await db.hall.findFirstOrThrow({
      where: { tenantId: seeded[0].id },
      orderBy: { id: "asc" },
    });

    const call = async (handler: Handler, query: string) => {
      const req = new NextRequest(`http://bench.localhost/api/tenant/x/?${query}`, {
        headers: { host: "bench.localhost", authorization: `Bearer ${token}` },
      });
      const started = performance.now();
      const res = await handler(req, { params: Promise.resolve({}) });
      const body = await res.text();
      const ms = performance.now() - started;
      if (res.status !== 200) throw new Error(`${res.status}: ${body.slice(0, 200)}`);
      return { ms, size: body.length, body };
    };

    const cases: { name: string; handler: Handler; query: string }[] = [
      {
        name: "calendar month (all halls)",
        handler: schedules as Handler,
        query: "start=2026-02-22T00:00:00-05:00&end=2026-04-05T00:00:00-04:00",
      },
      {
        name: "calendar month (one hall)",
        handler: schedules as Handler,
        query: `start=2026-02-22T00:00:00-05:00&end=2026-04-05T00:00:00-04:00&hall=${hall.id}`,
      },
      {
        name: "calendar week (all halls)",
        handler: schedules as Handler,
        query: "start=2026-03-08T00:00:00-05:00&end=2026-03-15T00:00:00-04:00",
      },
      { name: "bookings list, page 1", handler: bookings as Handler, query: "page=1&page_size=50" },
      {
        name: "bookings list, page 100",
        handler: bookings as Handler,
        query: "page=100&page_size=50",
      },
      {
        name: "bookings list, text + status",
        handler: bookings as Handler,
        query: "q=customer12&status=confirmed",
      },
      {
        name: "bookings list, hall + dates",
        handler: bookings as Handler,
        query: `hall=${hall.id}&start_date=2026-01-01&end_date=2026-06-30`,
      },
    ];

    const rows: string[] = [];
    let worst = 0;
    for (const c of cases) {
      for (let i = 0; i < 20; i++) await call(c.handler, c.query); // warm-up
      const times: number[] = [];
      let sample = { size: 0, body: "" };
      for (let i = 0; i < ITERATIONS; i++) {
        const r = await call(c.handler, c.query);
        times.push(r.ms);
        sample = r;
      }
      times.sort((a, b) => a - b);
      const parsed = JSON.parse(sample.body);
      const items = Array.isArray(parsed) ? parsed.length : parsed.results.length;
      const p95 = percentile(times, 95);
      worst = Math.max(worst, p95);
      rows.push(
        `| ${c.name} | ${items} | ${(sample.size / 1024).toFixed(0)} KiB | ${percentile(times, 50).toFixed(1)} | ${p95.toFixed(1)} | ${percentile(times, 99).toFixed(1)} | ${times[times.length - 1].toFixed(1)} |`,
      );
    }

    // Eight requests at a time, as a busy office would send them: throughput on this machine.
    const concurrent = cases[0];
    const started = performance.now();
    let done = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (done < ITERATIONS * 2) {
          done++;
          await call(concurrent.handler, concurrent.query);
        }
      }),
    );
    const rps = (done / (performance.now() - started)) * 1000;

    console.log(
      `\n${BOOKINGS.toLocaleString()} bookings in the tenant; ${ITERATIONS} sequential requests per case after 20 warm-ups; ${os.cpus().length} cores.\n`,
    );
    console.log("| case | items | reply | p50 ms | p95 ms | p99 ms | max ms |");
    console.log("|---|---|---|---|---|---|---|");
    console.log(rows.join("\n"));
    console.log(`\n${concurrent.name}, 8 at a time: ${rps.toFixed(0)} requests/s.`);
    console.log(
      worst < TARGET_MS
        ? `\nOK: every case's p95 is under ${TARGET_MS} ms.`
        : `\nOVER TARGET: a p95 of ${worst.toFixed(1)} ms (target ${TARGET_MS} ms).`,
    );
    await disconnectDb();
    process.exitCode = worst < TARGET_MS ? 0 : 1;
  } finally {
    await pg.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
