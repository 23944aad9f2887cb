// `npm run bench:http`: HallBook's three hot API requests over HTTP, against a floor server (bare
// node:http + pg, bench/floor.ts) answering the same requests with the same SQL semantics and the
// same JSON, in the same run, on the same database (docs/decisions/027-http-benchmark.md).
//
// 1. A throw-away embedded PostgreSQL, seeded in SQL (bench/seed.ts): first a small table.
// 2. HallBook's production build and the floor, each in its own process.
// 3. Both must give the same answers; then a short growth pass on the small table.
// 4. The rest of the bookings (1,000,000 in all); the same answers again, and the same as on the
//    small table; the writes compared; each server's plans for each case; the growth pass again.
// 5. Rounds of autocannon per case, HallBook and the floor back to back; medians, ratios, targets.
// 6. A hall's iCal feed with 10,000 bookings: a 304 by its ETag, the calendar as the server keeps
//    it, and the calendar built anew right after a change.
//
// --smoke (or BENCH_SMOKE=1): a small data set and short runs, for CI; there only correctness
// (same answers, no 5xx, no sequential scan of bookings) decides the exit code.
// --growth: the growth run instead, HallBook alone on a database grown to 5,000,000 bookings
// (bench/growth/run.ts).
import crypto from "node:crypto";
import os from "node:os";

import pg from "pg";

import { compareAnswers, readChecks } from "./lib/check";
import { compareCreates, placesForChecks } from "./lib/check-create";
import { loadConfig } from "./lib/config";
import { freePort, preloadAutoExplain, startBenchDatabase, stopperOf } from "./lib/database";
import { explainCase, printExplain, type CaseExplain } from "./lib/explain";
import { feedPass, printFeed, seedFeedHall } from "./lib/feed";
import { bookingLayout } from "./lib/layout";
import { measure, problemsOf, type Measurement } from "./lib/load";
import { printComparisons, printGrowth, printRuns, printSummary } from "./lib/report";
import {
  createCase,
  healthCase,
  listCase,
  loadFixture,
  loadTargets,
  monthCase,
  monthEtags,
  revalidatedMonthCase,
  signTokens,
  type Case,
  type Fixture,
} from "./lib/requests";
import { productionBuild, startFloor, startHallBook, type Server } from "./lib/servers";
import {
  backfillBookingSpaces,
  mailSent,
  seedCombinedHalls,
  seedSeries,
  seedVenues,
  settle,
} from "./seed";
import { seedBookings } from "./seed-bookings";

const config = loadConfig();
const layout = bookingLayout(config);
const started = Date.now();
const say = (message: string) =>
  console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}`);
const count = (n: number) => n.toLocaleString("en-US");

/** Where the next new booking goes; the checks' places come first. */
const places = { next: placesForChecks(layout) };

/** The benchmark's PostgreSQL, whose CPU each timed run measures too; set by main. */
let measuredDatabase: { cpuMs(): number } | undefined;

/** The probe halls' months' ETags, read just before each 'month, revalidated' run. */
let etags = new Map<number, string>();

function caseFor(name: Case["name"], fixture: Fixture) {
  if (name === "health") return healthCase();
  if (name === "month") return monthCase(fixture, layout);
  if (name === "month, revalidated") return revalidatedMonthCase(fixture, layout, etags);
  if (name === "list") return listCase(fixture, layout);
  return createCase(fixture, layout, config, places, { email: name === "create with email" });
}

/** The cases of each round; the last two are HallBook's alone, compared with another case. */
const ROUND = ["month", "month, revalidated", "list", "create", "create with email"] as const;
const HALLBOOK_ONLY = new Set<Case["name"]>(["month, revalidated", "create with email"]);

async function run(server: Server, name: Case["name"], fixture: Fixture, seconds: number) {
  await signTokens(fixture);
  const m = await measure(server, caseFor(name, fixture), {
    seconds,
    connections: config.connections,
    database: measuredDatabase,
  });
  say(
    `${name} on ${server.name}: ${m.reqPerSec.toFixed(0)} req/s, p50 ${m.p50} ms, ` +
      `p99 ${m.p99} ms, CPU/req ${m.cpuMsPerRequest.toFixed(2)} ms Node, ` +
      `${m.dbCpuMsPerRequest.toFixed(2)} ms PostgreSQL`,
  );
  return m;
}

/**
 * The read cases, short, on both servers (after a warm-up): latency at this table size. The first
 * pass of a full run warms up three times as long: the servers and the freshly loaded database
 * have served nothing yet, and a 3 s warm-up left a cold server's month at three times its CPU a
 * request. A smoke run's figures decide nothing, so it does not wait for them to settle.
 */
async function growthPass(servers: Server[], fixture: Fixture, { first = false } = {}) {
  const runs: Measurement[] = [];
  for (const name of ["month", "list"] as const)
    for (const server of servers) {
      await measure(server, caseFor(name, fixture), {
        seconds: config.warmupSeconds * (first && !config.smoke ? 3 : 1),
        connections: config.connections,
      });
      runs.push(await run(server, name, fixture, config.growthSeconds));
    }
  return runs;
}

async function explainAll(
  database: Parameters<typeof explainCase>[0],
  servers: Server[],
  fixture: Fixture,
) {
  const explains: CaseExplain[] = [];
  const three = (load: Case) => [0, 1, 2].map(() => load.next());
  for (const server of servers) {
    const cases: [string, Case][] = [
      ["month", monthCase(fixture, layout)],
      ["list", listCase(fixture, layout)],
      // Two bookings made and the third refused.
      ["create", createCase(fixture, layout, { ...config, collisionEvery: 3 }, places)],
    ];
    for (const [name, load] of cases)
      explains.push(await explainCase(database, server, name, three(load)));
  }
  return explains;
}

async function main() {
  const build = productionBuild();
  const secret = crypto.randomBytes(32).toString("base64url");
  // The driver signs access tokens with HallBook's own code, which reads the secret from here.
  process.env.AUTH_SECRET = secret;
  const hallCount = config.tenants * config.hallsPerTenant;
  say(
    `${config.smoke ? "Smoke run" : "Full run"}: ${count(config.bookings)} bookings in ` +
      `${count(hallCount)} halls of ${config.tenants} venues; growth from ${count(config.growthFrom)}.`,
  );
  const database = await startBenchDatabase(config.portBase);
  measuredDatabase = database;
  const servers: Server[] = [];
  const db = new pg.Client({ connectionString: database.url });
  const stopAll = stopperOf(database, db, servers);

  try {
    await db.connect();
    const { rows } = await db.query<{ v: string }>("SELECT current_setting('server_version') AS v");
    say(
      `${os.cpus().length} cores (${os.cpus()[0]?.model}), Node ${process.version}, ` +
        `PostgreSQL ${rows[0].v}; build of ${build.builtAt.toISOString()}.`,
    );

    await seedVenues(db, config);
    await seedCombinedHalls(db);
    await seedSeries(db, layout);
    const small = await seedBookings(db, config, layout, "small");
    await backfillBookingSpaces(db);
    await settle(db);
    say(`Seeded ${count(small)} bookings (the growth pass's small table).`);
    await preloadAutoExplain(database.url);

    const setup = {
      databaseUrl: database.url,
      secret,
      poolSize: config.poolSize,
      scratch: database.scratch,
    };
    const hallbook = await startHallBook(setup, await freePort(config.portBase));
    servers.push(hallbook);
    const floor = await startFloor(setup, await freePort(config.portBase));
    servers.push(floor);
    say(
      `HallBook on ${hallbook.url} (pid ${hallbook.pid}), the floor on ${floor.url} (pid ${floor.pid}).`,
    );

    const fixture = await loadFixture(db, config);
    await signTokens(fixture);
    const checks = readChecks(fixture, layout);
    const problems: string[] = [];
    const smallAnswers = await compareAnswers(hallbook, floor, checks);
    problems.push(...smallAnswers.mismatches);
    if (problems.length) return fail("The servers' answers differ:", problems);
    say(
      `Same answers from both servers for ${checks.length} requests ` +
        `(${smallAnswers.identicalBytes} byte for byte).`,
    );
    const growthSmall = await growthPass(servers, fixture, { first: true });

    const rest = await seedBookings(db, config, layout, "rest");
    await backfillBookingSpaces(db);
    await settle(db);
    const total = small + rest;
    say(`Seeded the rest: ${count(total)} bookings in all.`);
    await loadTargets(db, fixture);
    await signTokens(fixture);
    const fullAnswers = await compareAnswers(hallbook, floor, checks);
    problems.push(...fullAnswers.mismatches);
    // The growth pass compares like with like only if the read answers did not change.
    for (const [label, answer] of smallAnswers.answers)
      if (
        /^(month of hall|30-day list)/.test(label) &&
        answer.text !== fullAnswers.answers.get(label)?.text
      )
        problems.push(
          `${label}: the answer changed between ${count(small)} and ${count(total)} bookings`,
        );
    problems.push(...(await compareCreates(hallbook, floor, fixture, layout, db)));
    if (problems.length) return fail("The servers' answers differ:", problems);
    say("Same answers at full size, the same as on the small table; creates and refusals alike.");

    const explains = await explainAll(database, servers, fixture);
    const growthFull = await growthPass(servers, fixture);

    const runs: { round: number; m: Measurement }[] = [];
    for (let round = 1; round <= config.rounds; round++)
      for (const name of ROUND) {
        // Alternate who goes first, so that neither always runs on a warmer (or tireder) machine.
        const order = HALLBOOK_ONLY.has(name)
          ? [hallbook]
          : round % 2
            ? [hallbook, floor]
            : [floor, hallbook];
        // The creates before moved the venues' ETags: the ones a client holds now.
        if (name === "month, revalidated") etags = await monthEtags(hallbook.url, fixture, layout);
        for (const server of order) {
          if (round === 1)
            await measure(server, caseFor(name, fixture), {
              seconds: config.warmupSeconds,
              connections: config.connections,
            });
          runs.push({ round, m: await run(server, name, fixture, config.seconds) });
        }
        if (name === "create with email") {
          const { mails, ms } = await mailSent(db);
          say(
            `The server sent the ${count(mails)} mails still queued in ${(ms / 1000).toFixed(0)} s.`,
          );
        }
      }

    // The framework's own cost, for the CPU target: a route handler that sends `SELECT 1`.
    const health = await run(hallbook, "health", fixture, config.seconds);
    const feed = await feedPass(db, hallbook, await seedFeedHall(db, fixture.probeVenues[0]!), {
      seconds: config.seconds,
      rounds: config.smoke ? 3 : 10,
    });

    console.log("\n## Plans (auto_explain: EXPLAIN ANALYZE, BUFFERS of each statement as it ran)");
    explains.forEach(printExplain);
    console.log(`\n## Every run (${config.connections} connections, ${config.seconds} s each)\n`);
    printRuns(runs);
    console.log(`\n## Medians over ${config.rounds} round(s): HallBook against the floor\n`);
    const verdict = printSummary(runs);
    console.log("\n## HallBook's own cases, against another case of the same rounds\n");
    verdict.missed.push(...printComparisons(runs).missed);
    console.log(
      `\nFor scale, HallBook's \`GET /api/health\` (a route handler and \`SELECT 1\`): ` +
        `${health.reqPerSec.toFixed(0)} req/s, p50 ${health.p50} ms, p99 ${health.p99} ms, ` +
        `${health.cpuMsPerRequest.toFixed(2)} ms of Node CPU per request.`,
    );
    console.log("\n## Growth: the same read requests on the small table and the full one\n");
    printGrowth({ total: small, runs: growthSmall }, { total, runs: growthFull });
    verdict.missed.push(...printFeed(feed));
    problems.push(...feed.problems);

    for (const e of explains)
      if (e.seqScanOnBookings)
        problems.push(`${e.case} on ${e.server}: a sequential scan of bookings`);
    problems.push(
      ...[...runs.map(({ m }) => m), ...growthSmall, ...growthFull].flatMap(problemsOf),
    );
    if (problems.length) return fail("Failures:", problems);
    if (verdict.missed.length) {
      console.log(`\nTargets missed:\n${verdict.missed.map((m) => `  - ${m}`).join("\n")}`);
      if (!config.smoke) process.exitCode = 1;
      else console.log("(A smoke run checks correctness only: targets do not fail it.)");
    } else console.log("\nEvery target met.");
  } finally {
    await stopAll();
  }
}

function fail(title: string, problems: string[]) {
  console.error(`\n${title}\n${problems.map((p) => `  ✗ ${p}`).join("\n")}`);
  process.exitCode = 1;
}

// --growth: the growth run instead (bench/growth/run.ts); --metrics: what counting costs, metrics
// on against off (bench/metrics.ts).
const chosen = process.argv.includes("--growth")
  ? import("./growth/run").then((m) => m.growthRun())
  : process.argv.includes("--metrics")
    ? import("./metrics").then((m) => m.metricsRun())
    : main();
chosen.catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
