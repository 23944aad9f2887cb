// `npm run bench:http -- --metrics`: what counting costs on the hot paths (docs/decisions/107).
// Two HallBook servers of the same build on the same database, one with METRICS=on (every
// request counted and timed at route()) and one with METRICS=off (nothing recorded: the floor,
// the same answers with the least work), measured back to back on the month, the list and the
// create, who goes first alternating by round. Then the recording itself, timed in this process:
// route() around a handler that does nothing, on and off.
import crypto from "node:crypto";
import os from "node:os";

import pg from "pg";

import { placesForChecks } from "./lib/check-create";
import { loadConfig } from "./lib/config";
import { freePort, startBenchDatabase, stopperOf } from "./lib/database";
import { bookingLayout } from "./lib/layout";
import { measure, problemsOf, type Measurement } from "./lib/load";
import { routeOverhead } from "./lib/metrics-overhead";
import {
  createCase,
  listCase,
  loadFixture,
  loadTargets,
  monthCase,
  signTokens,
  type Fixture,
} from "./lib/requests";
import { productionBuild, startHallBook, type Server } from "./lib/servers";
import { backfillBookingSpaces, seedCombinedHalls, seedSeries, seedVenues, settle } from "./seed";
import { seedBookings } from "./seed-bookings";

const CASES = ["month", "list", "create"] as const;
type CaseName = (typeof CASES)[number];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const pct = (on: number, off: number) => `${(((on - off) / off) * 100).toFixed(1)}%`;

export async function metricsRun() {
  const config = loadConfig();
  const layout = bookingLayout(config);
  const started = Date.now();
  const say = (message: string) =>
    console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}`);
  const build = productionBuild();
  const secret = crypto.randomBytes(32).toString("base64url");
  process.env.AUTH_SECRET = secret;
  const database = await startBenchDatabase(config.portBase);
  const servers: Server[] = [];
  const db = new pg.Client({ connectionString: database.url });
  const stopAll = stopperOf(database, db, servers);
  const places = { next: placesForChecks(layout) };
  try {
    await db.connect();
    say(
      `${os.cpus().length} cores (${os.cpus()[0]?.model}), Node ${process.version}; build of ` +
        `${build.builtAt.toISOString()}.`,
    );
    await seedVenues(db, config);
    await seedCombinedHalls(db);
    await seedSeries(db, layout);
    const total =
      (await seedBookings(db, config, layout, "small")) +
      (await seedBookings(db, config, layout, "rest"));
    await backfillBookingSpaces(db);
    await settle(db);
    say(`Seeded ${total.toLocaleString("en-US")} bookings.`);

    const setup = { databaseUrl: database.url, secret, poolSize: config.poolSize };
    const scratch = database.scratch;
    const on = await startHallBook(
      { ...setup, scratch, env: { METRICS: "on" } },
      await freePort(config.portBase),
      "HallBook, metrics on",
    );
    servers.push(on);
    const off = await startHallBook(
      { ...setup, scratch, env: { METRICS: "off" } },
      await freePort(config.portBase),
      "HallBook, metrics off",
    );
    servers.push(off);
    const fixture: Fixture = await loadFixture(db, config);
    await loadTargets(db, fixture);

    const caseFor = (name: CaseName) =>
      name === "month"
        ? monthCase(fixture, layout)
        : name === "list"
          ? listCase(fixture, layout)
          : createCase(fixture, layout, config, places);
    const runs: { round: number; m: Measurement }[] = [];
    for (let round = 1; round <= config.rounds; round++)
      for (const name of CASES)
        for (const server of round % 2 ? [on, off] : [off, on]) {
          await signTokens(fixture);
          const opts = { connections: config.connections, database };
          if (round === 1) await measure(server, caseFor(name), { ...opts, seconds: 3 });
          const m = await measure(server, caseFor(name), { ...opts, seconds: config.seconds });
          say(
            `${name} on ${server.name}: ${m.reqPerSec.toFixed(0)} req/s, p99 ${m.p99} ms, ` +
              `${m.cpuMsPerRequest.toFixed(3)} ms Node CPU/req`,
          );
          runs.push({ round, m });
        }
    const problems = runs.flatMap(({ m }) => problemsOf(m));

    console.log(`\n## Metrics on against off: medians over ${config.rounds} rounds\n`);
    console.log(
      "| case | req/s on | req/s off | Δ | CPU/req on | CPU/req off | Δ | paired Δ CPU |",
    );
    console.log("|---|---|---|---|---|---|---|---|");
    for (const name of CASES) {
      const of = (server: Server) =>
        runs.filter((r) => r.m.case === name && r.m.server === server.name);
      const [a, b] = [of(on), of(off)];
      const rate = [median(a.map((r) => r.m.reqPerSec)), median(b.map((r) => r.m.reqPerSec))];
      const cpu = [
        median(a.map((r) => r.m.cpuMsPerRequest)),
        median(b.map((r) => r.m.cpuMsPerRequest)),
      ];
      // Each round's on against the same round's off: the spread says how much is noise.
      const paired = a
        .map((r, i) => (r.m.cpuMsPerRequest - b[i]!.m.cpuMsPerRequest) / b[i]!.m.cpuMsPerRequest)
        .map((d) => `${(d * 100).toFixed(1)}%`);
      console.log(
        `| ${name} | ${rate[0]!.toFixed(0)} | ${rate[1]!.toFixed(0)} | ${pct(rate[0]!, rate[1]!)} ` +
          `| ${cpu[0]!.toFixed(3)} ms | ${cpu[1]!.toFixed(3)} ms | ${pct(cpu[0]!, cpu[1]!)} ` +
          `| ${paired.join(", ")} |`,
      );
    }
    const overhead = await routeOverhead();
    console.log(
      `\nroute() around a handler that does nothing, in this process (${overhead.calls} calls, ` +
        `best of ${overhead.repeats}): ${overhead.offUs.toFixed(2)} µs a call with METRICS=off, ` +
        `${overhead.onUs.toFixed(2)} µs on: recording costs ${overhead.deltaUs.toFixed(2)} µs ` +
        "a request.",
    );
    if (problems.length) {
      console.error(`\nFailures:\n${problems.map((p) => `  ✗ ${p}`).join("\n")}`);
      process.exitCode = 1;
    }
  } finally {
    await stopAll();
  }
}
