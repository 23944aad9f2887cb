// The growth run's figures: the database's size at each step, and the tables printed and written
// for BENCHMARKS.md (markdown) and for anyone comparing runs (JSON).
import type pg from "pg";

import type { Measurement } from "../lib/load";

export type VenueKind = "typical" | "largest";
export type HotCase = "month" | "list" | "create";

/**
 * One timed run, with what the machine did meanwhile: the share of its CPU time idle, waiting on
 * the disk and taken by the hypervisor (steal), and the HallBook process's memory after it.
 */
export type Run = Measurement & {
  idlePct: number;
  iowaitPct: number;
  stealPct: number;
  serverRssMb: number;
};

/** One case's medians over the rounds of a step. */
export type CaseResult = {
  venue: VenueKind;
  case: HotCase;
  reqPerSec: number;
  p50: number;
  p99: number;
  nodeCpuMs: number;
  pgCpuMs: number;
  runs: Run[];
};

export type TableSize = { name: string; rows: number; tableBytes: number; indexBytes: number };
export type Sizes = { databaseBytes: number; tables: TableSize[] };

export type StepResult = {
  bookings: number;
  venues: number;
  /** the largest venue's bookings, and its halls */
  largest: { bookings: number; halls: number };
  seedSeconds: number;
  vacuumSeconds: number;
  sizes: Sizes;
  cases: CaseResult[];
};

export type GrowthResult = {
  date: string;
  machine: { cores: number; cpu: string; memoryGiB: number };
  versions: { node: string; postgres: string; commit: string };
  settings: Record<string, string>;
  load: { connections: number; seconds: number; rounds: number; warmupSeconds: number };
  steps: StepResult[];
  problems: string[];
};

/** The tables a booking fills, largest first. */
export const BIG_TABLES = ["bookings", "booking_changes", "notifications", "booking_spaces"];

export async function readSizes(db: pg.Client): Promise<Sizes> {
  const tables: TableSize[] = [];
  for (const name of BIG_TABLES) {
    const { rows } = await db.query<{ rows: string; t: string; i: string }>(
      `SELECT (SELECT count(*) FROM ${name}) AS rows, pg_table_size($1::regclass) AS t,
         pg_indexes_size($1::regclass) AS i`,
      [name],
    );
    tables.push({
      name,
      rows: Number(rows[0].rows),
      tableBytes: Number(rows[0].t),
      indexBytes: Number(rows[0].i),
    });
  }
  const { rows } = await db.query<{ n: string }>(
    "SELECT pg_database_size(current_database()) AS n",
  );
  return { databaseBytes: Number(rows[0].n), tables };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The medians of one case's runs. */
export function caseResult(venue: VenueKind, name: HotCase, runs: Run[]): CaseResult {
  const of = (pick: (m: Measurement) => number) => median(runs.map(pick));
  return {
    venue,
    case: name,
    reqPerSec: of((m) => m.reqPerSec),
    p50: of((m) => m.p50),
    p99: of((m) => m.p99),
    nodeCpuMs: of((m) => m.cpuMsPerRequest),
    pgCpuMs: of((m) => m.dbCpuMsPerRequest),
    runs,
  };
}

const count = (n: number) => Math.round(n).toLocaleString("en-US");
/** Bytes in MB below a GB, else in GB with one decimal. */
export function bytes(n: number) {
  const mb = n / 1024 ** 2;
  return mb < 1024 ? `${count(mb)} MB` : `${(mb / 1024).toFixed(1)} GB`;
}

function table(head: string[], rows: string[][]) {
  return [
    `| ${head.join(" | ")} |`,
    `|${head.map(() => "---").join("|")}|`,
    ...rows.map((row) => `| ${row.join(" | ")} |`),
  ].join("\n");
}

const stepLabel = (s: StepResult) => `${count(s.bookings)} / ${count(s.venues)}`;
const sizeOf = (s: StepResult, name: string) => {
  const t = s.sizes.tables.find((t) => t.name === name);
  return t ? `${bytes(t.tableBytes)} + ${bytes(t.indexBytes)}` : "-";
};

/** The growth run's tables in markdown: sizes, then the hot requests at each step. */
export function growthMarkdown(result: GrowthResult) {
  const sizes = table(
    [
      "bookings / venues",
      "largest venue",
      "database",
      "bookings (table + indexes)",
      "history",
      "notices",
      "seeded in",
      "VACUUM ANALYZE",
    ],
    result.steps.map((s) => [
      stepLabel(s),
      `${count(s.largest.bookings)} in ${s.largest.halls} halls`,
      bytes(s.sizes.databaseBytes),
      sizeOf(s, "bookings"),
      sizeOf(s, "booking_changes"),
      sizeOf(s, "notifications"),
      `${count(s.seedSeconds)} s`,
      `${count(s.vacuumSeconds)} s`,
    ]),
  );
  const kinds = result.steps[0]?.cases.map((c) => [c.case, c.venue] as const) ?? [];
  /** A row per request and venue, a column per step, each cell `f` of the step's figures. */
  const byCase = (f: (c: CaseResult) => string) =>
    table(
      ["request", "venue", ...result.steps.map(stepLabel)],
      kinds.map(([name, venue]) => [
        name,
        venue,
        ...result.steps.map((s) => {
          const c = s.cases.find((c) => c.case === name && c.venue === venue);
          return c ? f(c) : "-";
        }),
      ]),
    );
  const latency = byCase((c) => `${count(c.p50)} / ${count(c.p99)} ms, ${count(c.reqPerSec)}/s`);
  const cpu = byCase((c) => `${c.nodeCpuMs.toFixed(2)} / ${c.pgCpuMs.toFixed(2)}`);
  const { connections, seconds, rounds } = result.load;
  return [
    "Sizes (table + indexes; the table with its TOAST):\n",
    sizes,
    `\nLatency p50 / p99 and requests per second (${connections} connections, ` +
      `medians of ${rounds} run(s) of ${seconds} s):\n`,
    latency,
    "\nCPU per request, ms: HallBook's Node process / PostgreSQL (all its processes):\n",
    cpu,
  ].join("\n");
}
