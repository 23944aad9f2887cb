// `npm run bench:http -- --growth`: how far one PostgreSQL goes (issue 29). The same database grows
// step by step (by default 10,000 bookings in 200 venues, 1,000,000 in 1,000, 5,000,000 in 2,000);
// at each step, after VACUUM ANALYZE, HallBook's production server is started anew and the three
// hot requests are timed for a typical venue and for the largest one, with the database's size.
// HallBook alone: the normal run compares it with the floor (docs/decisions/103-growth-run.md).
//
// --smoke: three small steps and short runs. BENCH_GROWTH_STEPS ("bookings:venues,...") and
// BENCH_LARGEST_HALLS change the plan; BENCH_GROWTH_OUT is where the JSON and markdown go.
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import pg from "pg";

import { loadConfig, positive } from "../lib/config";
import { freePort, preloadAutoExplain, startBenchDatabase, stopperOf } from "../lib/database";
import { productionBuild, root, startHallBook } from "../lib/servers";
import {
  checkAnswers,
  checkPlans,
  createPlaces,
  loadFixtures,
  timeCases,
  type CreatePlaces,
} from "./measure";
import { parseSteps, planGrowth, SMOKE_STEPS, STEPS } from "./plan";
import { growthMarkdown, readSizes, type GrowthResult } from "./report";
import { LARGEST_SLUG, seedStep, vacuumAnalyze } from "./seed";

const started = Date.now();
const say = (message: string) =>
  console.log(`[growth ${((Date.now() - started) / 1000).toFixed(0).padStart(5)} s] ${message}`);
const count = (n: number) => n.toLocaleString("en-US");
const seconds = (since: number) => (Date.now() - since) / 1000;

const SETTINGS = ["shared_buffers", "work_mem", "effective_cache_size", "max_wal_size", "fsync"];

function commit() {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], {
      cwd: root,
      encoding: "utf8",
    }).trim();
  } catch {
    return "unknown";
  }
}

function writeResult(result: GrowthResult, stamp: string) {
  const dir = process.env.BENCH_GROWTH_OUT ?? path.join(root, ".data", "bench");
  fs.mkdirSync(dir, { recursive: true });
  const base = path.join(dir, `growth-${stamp}`);
  fs.writeFileSync(`${base}.json`, JSON.stringify(result, null, 2) + "\n");
  fs.writeFileSync(`${base}.md`, growthMarkdown(result) + "\n");
  return base;
}

export async function growthRun() {
  const config = loadConfig();
  const steps = parseSteps(process.env.BENCH_GROWTH_STEPS ?? (config.smoke ? SMOKE_STEPS : STEPS));
  const plan = planGrowth(config, steps, positive("BENCH_LARGEST_HALLS", config.smoke ? 10 : 50));
  const build = productionBuild();
  const secret = crypto.randomBytes(32).toString("base64url");
  process.env.AUTH_SECRET = secret;
  const stamp = new Date().toISOString().slice(0, 16).replace(/:/g, "-");
  const warmupSeconds = config.warmupSeconds * (config.smoke ? 1 : 3);
  say(
    `Growth run: ${steps.map((s) => `${count(s.bookings)} bookings / ${s.venues} venues`).join(" → ")}` +
      `; the largest venue has ${plan.largestHalls} halls.`,
  );

  const database = await startBenchDatabase(config.portBase);
  const db = new pg.Client({ connectionString: database.url });
  const servers: { stop(): Promise<void> }[] = [];
  const stopAll = stopperOf(database, db, servers);

  try {
    await db.connect();
    await preloadAutoExplain(database.url);
    const settings: Record<string, string> = {};
    for (const name of ["server_version", ...SETTINGS])
      settings[name] = (await db.query(`SHOW ${name}`)).rows[0][name];
    const result: GrowthResult = {
      date: new Date().toISOString(),
      machine: {
        cores: os.cpus().length,
        cpu: os.cpus()[0]?.model ?? "unknown",
        memoryGiB: Math.round(os.totalmem() / 1024 ** 3),
      },
      versions: { node: process.version, postgres: settings.server_version, commit: commit() },
      settings,
      load: {
        connections: config.connections,
        seconds: config.seconds,
        rounds: config.rounds,
        warmupSeconds,
      },
      steps: [],
      problems: [],
    };
    say(
      `${result.machine.cores} cores (${result.machine.cpu}), ${result.machine.memoryGiB} GiB, ` +
        `Node ${process.version}, PostgreSQL ${settings.server_version} ` +
        `(shared_buffers ${settings.shared_buffers}); build of ${build.builtAt.toISOString()}; ` +
        `data in ${database.scratch}.`,
    );
    const port = await freePort(config.portBase);
    const setup = {
      databaseUrl: database.url,
      secret,
      poolSize: config.poolSize,
      scratch: database.scratch,
    };
    let firstAnswers: Map<string, string> | undefined;
    let creates: CreatePlaces | undefined;

    for (let k = 0; k < plan.steps.length; k++) {
      const step = plan.steps[k];
      say(
        `Step ${k + 1}: to ${count(step.bookings)} bookings in ${step.venues} venues ` +
          `(${(step.share * 100).toFixed(2)}% of the history outside the read windows).`,
      );
      const seeding = Date.now();
      const { added, seconds: parts } = await seedStep(db, plan, k);
      const seedSeconds = seconds(seeding);
      const vacuuming = Date.now();
      await vacuumAnalyze(db);
      const vacuumSeconds = seconds(vacuuming);
      const sizes = await readSizes(db);
      const { rows } = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM bookings b
         JOIN tenants t ON t.id = b.tenant_id WHERE t.slug = $1`,
        [LARGEST_SLUG],
      );
      const bookings = sizes.tables.find((t) => t.name === "bookings")!.rows;
      say(
        `Seeded ${count(added)} bookings in ${seedSeconds.toFixed(0)} s ` +
          `(${Object.entries(parts)
            .map(([p, s]) => `${p} ${s} s`)
            .join(", ")}; ${count(bookings)} in all, ` +
          `the largest venue ${count(rows[0].n)}); VACUUM ANALYZE ${vacuumSeconds.toFixed(0)} s; ` +
          `database ${(sizes.databaseBytes / 1024 ** 3).toFixed(2)} GiB.`,
      );

      const server = await startHallBook(setup, port);
      servers.push(server);
      const fixtures = await loadFixtures(db, config);
      if (fixtures.typical.halls.length !== step.halls)
        throw new Error(
          `${fixtures.typical.halls.length} typical halls, for ${step.halls} planned.`,
        );
      creates = createPlaces(plan, k, creates);
      const ctx = { db, plan, config, fixtures, creates };
      const answers = await checkAnswers(server, ctx, firstAnswers);
      firstAnswers ??= answers.answers;
      const problems = [...answers.problems, ...(await checkPlans(database, server, ctx))];
      say(
        `Answers and plans checked: ${problems.length ? problems.join("; ") : "as they should be"}.`,
      );
      const timed = await timeCases(server, ctx, database, { warmupSeconds, say });
      problems.push(...timed.problems);
      await server.stop();
      servers.pop();

      result.steps.push({
        bookings,
        venues: step.venues,
        largest: { bookings: rows[0].n, halls: plan.largestHalls },
        seedSeconds,
        vacuumSeconds,
        sizes,
        cases: timed.cases,
      });
      result.problems.push(...problems.map((p) => `at ${count(step.bookings)} bookings: ${p}`));
      const written = writeResult(result, stamp);
      say(`Step ${k + 1} done; written to ${written}.{json,md}.`);
    }

    console.log(`\n## Growth\n\n${growthMarkdown(result)}\n`);
    if (result.problems.length) {
      console.error(`Failures:\n${result.problems.map((p) => `  ✗ ${p}`).join("\n")}`);
      process.exitCode = 1;
    } else console.log("No 5xx, the same answers at every step, no sequential scan of bookings.");
    say("Done.");
  } finally {
    await stopAll();
  }
}
