// One step's measurement of HallBook on the grown database: its read answers the same as at the
// first step, its plans free of a sequential scan of bookings, then the three hot requests for the
// typical venues and for the largest venue, in rounds, each case after a warm-up.
import fs from "node:fs";

import type pg from "pg";

import { fetchAnswer } from "../lib/check";
import type { BenchConfig } from "../lib/config";
import type { BenchDatabase } from "../lib/database";
import { explainCase } from "../lib/explain";
import type { Layout } from "../lib/layout";
import { measure, problemsOf } from "../lib/load";
import {
  createCase,
  headersFor,
  listCase,
  listPath,
  loadFixture,
  loadTargets,
  monthCase,
  monthPath,
  signTokens,
  type Case,
  type Fixture,
  type Request,
} from "../lib/requests";
import type { Server } from "../lib/servers";
import { createLayout, stepAfterCreates, type GrowthPlan } from "./plan";
import { caseResult, type CaseResult, type HotCase, type Run, type VenueKind } from "./report";
import { createdMark, forgetCreated, LARGEST_HALL_NAME, LARGEST_SLUG } from "./seed";

export type Fixtures = Record<VenueKind, Fixture>;

/** The typical venues (the read cases ask for the probe venues'), and the largest venue. */
export async function loadFixtures(db: pg.Client, config: BenchConfig): Promise<Fixtures> {
  const typical = await loadFixture(db, config);
  const venue = typical.venues.find((v) => v.slug === LARGEST_SLUG);
  if (!venue || typical.probeVenues.includes(venue))
    throw new Error("The largest venue is missing, or among the typical probe venues.");
  const { rows } = await db.query<{ id: number }>(
    "SELECT id FROM halls WHERE tenant_id = $1 AND name LIKE $2 ORDER BY id",
    [venue.id, `${LARGEST_HALL_NAME} %`],
  );
  const halls = rows.map((h) => ({ id: h.id, venue }));
  const largest = { ...typical, venues: [venue], halls, probeHalls: halls, probeVenues: [venue] };
  await loadTargets(db, typical);
  await loadTargets(db, largest);
  await signTokens(typical);
  return { typical, largest };
}

/** Where each kind of venue's new bookings go; moved on after every step. */
export type CreatePlaces = Record<VenueKind, { layout: Layout; places: { next: number } }>;

export function createPlaces(plan: GrowthPlan, k: number, before?: CreatePlaces): CreatePlaces {
  const from = (kind: VenueKind, layout: Layout) => {
    const b = before?.[kind];
    return b ? stepAfterCreates(b.layout, b.places.next) : layout.createFromStep;
  };
  return {
    typical: {
      layout: createLayout(plan.typical, plan.steps[k].halls, from("typical", plan.typical)),
      places: { next: 0 },
    },
    largest: {
      layout: createLayout(plan.largest, plan.largestHalls, from("largest", plan.largest)),
      places: { next: 0 },
    },
  };
}

export const CASES: [VenueKind, HotCase][] = [
  ["typical", "month"],
  ["typical", "list"],
  ["typical", "create"],
  ["largest", "month"],
  ["largest", "list"],
  ["largest", "create"],
];

type Context = {
  db: pg.Client;
  plan: GrowthPlan;
  config: BenchConfig;
  fixtures: Fixtures;
  creates: CreatePlaces;
};

function caseOf(ctx: Context, venue: VenueKind, name: HotCase, collisionEvery?: number): Case {
  const fixture = ctx.fixtures[venue];
  const layout = venue === "typical" ? ctx.plan.typical : ctx.plan.largest;
  if (name === "month") return monthCase(fixture, layout);
  if (name === "list") return listCase(fixture, layout);
  const { layout: places, places: next } = ctx.creates[venue];
  const config = { ...ctx.config, collisionEvery: collisionEvery ?? ctx.config.collisionEvery };
  return createCase(fixture, places, config, next);
}

/** The reads whose answers must not change as the database grows. */
export function readChecks(ctx: Context): [string, Request][] {
  const { typical, largest } = ctx.fixtures;
  const get = (label: string, f: Fixture, venue: Fixture["venues"][number], path: string) =>
    [label, { method: "GET", path, headers: headersFor(f, venue) }] as [string, Request];
  return [
    ...typical.probeHalls
      .slice(0, 12)
      .map((h) => get(`month of hall ${h.id}`, typical, h.venue, monthPath(ctx.plan.typical, h))),
    ...typical.probeVenues
      .slice(0, 8)
      .map((v) => get(`30-day list of ${v.slug}`, typical, v, listPath(ctx.plan.typical))),
    ...largest.halls
      .slice(0, 5)
      .map((h) => get(`month of hall ${h.id}`, largest, h.venue, monthPath(ctx.plan.largest, h))),
    get(`30-day list of ${LARGEST_SLUG}`, largest, largest.venues[0], listPath(ctx.plan.largest)),
  ];
}

/**
 * The reads' answers now, against `first` (the first step's; none at the first step itself).
 * Every answer must be a 200 with something in it, and the same at every step.
 */
export async function checkAnswers(server: Server, ctx: Context, first?: Map<string, string>) {
  const problems: string[] = [];
  const answers = new Map<string, string>();
  for (const [label, req] of readChecks(ctx)) {
    const a = await fetchAnswer(server, req);
    answers.set(label, a.text);
    if (a.status !== 200) problems.push(`${label}: status ${a.status}`);
    else if (a.text.length < 3) problems.push(`${label}: an empty answer`);
    const before = first?.get(label);
    if (before !== undefined && before !== a.text)
      problems.push(`${label}: the answer changed as the database grew`);
  }
  return { answers, problems };
}

/** Each case's plans (three requests; a create in three refused): a seq scan of bookings fails. */
export async function checkPlans(database: BenchDatabase, server: Server, ctx: Context) {
  const problems: string[] = [];
  for (const [venue, name] of CASES) {
    const load = caseOf(ctx, venue, name, 3);
    const e = await explainCase(database, server, `${name}, ${venue} venue`, [
      load.next(),
      load.next(),
      load.next(),
    ]);
    if (!e.plans.length) problems.push(`${e.case}: no plan logged`);
    if (e.seqScanOnBookings) problems.push(`${e.case}: a sequential scan of bookings`);
  }
  return problems;
}

/** The machine's CPU time so far (/proc/stat, in ticks): in all, idle, waiting on disk, stolen. */
function machineTicks() {
  const fields = fs.readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/);
  const n = fields.slice(1).map(Number);
  return { all: n.reduce((a, b) => a + b, 0), idle: n[3]!, iowait: n[4]!, steal: n[7] ?? 0 };
}

/** A process's resident memory in MB (/proc/<pid>/status). */
function rssMb(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

/**
 * Warm-ups, then the rounds of timed runs, the bookings of each run of creates taken back after
 * it; each case's medians and any run's problems.
 */
export async function timeCases(
  server: Server,
  ctx: Context,
  database: BenchDatabase,
  o: { warmupSeconds: number; say: (message: string) => void },
) {
  const { connections, seconds, rounds } = ctx.config;
  const problems: string[] = [];
  const run = async (venue: VenueKind, name: HotCase, secs: number, measured: boolean) => {
    await signTokens(ctx.fixtures.typical);
    const mark = name === "create" ? await createdMark(ctx.db) : undefined;
    const before = machineTicks();
    const m = await measure(server, caseOf(ctx, venue, name), {
      seconds: secs,
      connections,
      database: measured ? database : undefined,
    });
    const after = machineTicks();
    const pct = (kind: "idle" | "iowait" | "steal") =>
      Math.round(((after[kind] - before[kind]) / Math.max(1, after.all - before.all)) * 1000) / 10;
    const run: Run = {
      ...m,
      idlePct: pct("idle"),
      iowaitPct: pct("iowait"),
      stealPct: pct("steal"),
      serverRssMb: rssMb(server.pid),
    };
    if (mark) await forgetCreated(ctx.db, mark);
    problems.push(...problemsOf(m).map((p) => `${venue} venue, ${p}`));
    return run;
  };
  for (const [venue, name] of CASES) await run(venue, name, o.warmupSeconds, false);
  const runs = new Map<string, Run[]>(CASES.map(([v, n]) => [`${v} ${n}`, []]));
  for (let round = 1; round <= rounds; round++)
    for (const [venue, name] of CASES) {
      const m = await run(venue, name, seconds, true);
      runs.get(`${venue} ${name}`)!.push(m);
      o.say(
        `  ${name}, ${venue} venue: ${m.reqPerSec.toFixed(0)} req/s, p50 ${m.p50} ms, ` +
          `p99 ${m.p99} ms, CPU/req ${m.cpuMsPerRequest.toFixed(2)} ms Node, ` +
          `${m.dbCpuMsPerRequest.toFixed(2)} ms PostgreSQL; machine ${m.idlePct}% idle, ` +
          `${m.iowaitPct}% on disk, ${m.stealPct}% stolen; HallBook ${m.serverRssMb} MB`,
      );
    }
  const cases: CaseResult[] = CASES.map(([venue, name]) =>
    caseResult(venue, name, runs.get(`${venue} ${name}`)!),
  );
  return { cases, problems };
}
