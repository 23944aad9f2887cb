// The benchmark's tables: every timed run, the medians over rounds with HallBook's ratios to the
// floor and its targets, and the growth pass.
import { TARGETS } from "./config";
import type { Measurement } from "./load";

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const fixed = (n: number, digits = 0) => n.toFixed(digits);

function table(head: string[], rows: (string | number)[][]) {
  console.log(`| ${head.join(" | ")} |`);
  console.log(`|${head.map(() => "---").join("|")}|`);
  for (const row of rows) console.log(`| ${row.join(" | ")} |`);
}

const statuses = (m: Measurement) => {
  const other = Object.entries(m.other).map(([s, n]) => `${n}×${s}`);
  return [
    m.case.startsWith("create") ? `${m.conflicts} (of ${m.plannedConflicts} planned)` : "-",
    other.length ? other.join(", ") : "0",
  ];
};

export function printRuns(runs: { round: number; m: Measurement }[]) {
  table(
    [
      ...["round", "case", "server", "req/s", "p50 ms", "p99 ms", "409s", "other non-2xx"],
      "CPU ms/req Node / PostgreSQL",
    ],
    runs.map(({ round, m }) => [
      round,
      m.case,
      m.server,
      fixed(m.reqPerSec),
      fixed(m.p50),
      fixed(m.p99),
      ...statuses(m),
      `${fixed(m.cpuMsPerRequest, 2)} / ${fixed(m.dbCpuMsPerRequest, 2)}`,
    ]),
  );
}

export type Verdict = { missed: string[] };

/** Medians over rounds per case, HallBook against the floor; returns the targets missed. */
export function printSummary(runs: { round: number; m: Measurement }[]): Verdict {
  const missed: string[] = [];
  const rows: (string | number)[][] = [];
  for (const name of ["month", "list", "create"] as const) {
    const of = (server: string) => runs.filter((r) => r.m.case === name && r.m.server === server);
    const h = of("HallBook").map((r) => r.m);
    const f = of("floor").map((r) => r.m);
    if (!h.length || !f.length) continue;
    // Ratios per round (the two ran back to back), then their median.
    const rounds = [...new Set(of("HallBook").map((r) => r.round))];
    const pair = (round: number, pick: (m: Measurement) => number) => {
      const hm = runs.find(
        (r) => r.round === round && r.m.case === name && r.m.server === "HallBook",
      );
      const fm = runs.find((r) => r.round === round && r.m.case === name && r.m.server === "floor");
      return pick(hm!.m) / pick(fm!.m);
    };
    const ratio = median(rounds.map((r) => pair(r, (m) => m.reqPerSec)));
    const p99Ratio = median(rounds.map((r) => pair(r, (m) => m.p99)));
    const cpu = median(h.map((m) => m.cpuMsPerRequest));
    const target = TARGETS.throughput[name];
    if (ratio < target)
      missed.push(
        `${name}: HallBook at ${fixed(ratio, 2)}× the floor's req/s (target ≥ ${target}×)`,
      );
    if (p99Ratio > TARGETS.p99)
      missed.push(
        `${name}: HallBook's p99 at ${fixed(p99Ratio, 2)}× the floor's (target ≤ ${TARGETS.p99}×)`,
      );
    if (name !== "create" && cpu > TARGETS.cpuPerReadMs)
      missed.push(
        `${name}: ${fixed(cpu, 2)} ms of Node CPU per request (target ≤ ${TARGETS.cpuPerReadMs} ms)`,
      );
    rows.push([
      name,
      `${fixed(median(h.map((m) => m.reqPerSec)))} / ${fixed(median(f.map((m) => m.reqPerSec)))}`,
      `${fixed(ratio, 2)} (≥ ${target})`,
      `${fixed(median(h.map((m) => m.p50)))} / ${fixed(median(h.map((m) => m.p99)))}`,
      `${fixed(median(f.map((m) => m.p50)))} / ${fixed(median(f.map((m) => m.p99)))}`,
      `${fixed(p99Ratio, 2)} (≤ ${TARGETS.p99})`,
      `${fixed(cpu, 2)} / ${fixed(median(f.map((m) => m.cpuMsPerRequest)), 2)}`,
      `${fixed(median(h.map((m) => m.dbCpuMsPerRequest)), 2)} / ` +
        fixed(median(f.map((m) => m.dbCpuMsPerRequest)), 2),
    ]);
  }
  table(
    [
      "case",
      "req/s HallBook / floor",
      "ratio (target)",
      "HallBook p50 / p99 ms",
      "floor p50 / p99 ms",
      "p99 ratio (target)",
      "Node CPU ms/req HallBook / floor",
      "PostgreSQL CPU ms/req HallBook / floor",
    ],
    rows,
  );
  return { missed };
}

type Side = { case: Measurement["case"]; server: Measurement["server"] };

/** The median over rounds of `pick(a) / pick(b)`, each pair run in the same round. */
function medianRatio(
  runs: { round: number; m: Measurement }[],
  a: Side,
  b: Side,
  pick: (m: Measurement) => number,
) {
  const find = (round: number, side: Side) =>
    runs.find((r) => r.round === round && r.m.case === side.case && r.m.server === side.server);
  const ratios = [...new Set(runs.map((r) => r.round))].flatMap((round) => {
    const [x, y] = [find(round, a), find(round, b)];
    return x && y ? [pick(x.m) / pick(y.m)] : [];
  });
  return ratios.length ? median(ratios) : null;
}

/**
 * HallBook's cases measured against another case: a revalidated month against the floor's plain
 * month, a create that mails the customer against HallBook's create without; the targets missed.
 */
export function printComparisons(runs: { round: number; m: Measurement }[]): Verdict {
  const missed: string[] = [];
  const rows: (string | number)[][] = [];
  const comparisons = [
    {
      name: "month, revalidated" as const,
      against: { case: "month" as const, server: "floor" as const },
      words: "the floor's plain month",
      target: TARGETS.revalidated,
    },
    {
      name: "create with email" as const,
      against: { case: "create" as const, server: "HallBook" as const },
      words: "HallBook's create without",
      target: TARGETS.withEmail,
    },
  ];
  for (const { name, against, words, target } of comparisons) {
    const own = { case: name, server: "HallBook" as const };
    const ratio = medianRatio(runs, own, against, (m) => m.reqPerSec);
    if (ratio === null) continue;
    const h = runs.filter((r) => r.m.case === name).map((r) => r.m);
    if (ratio < target)
      missed.push(`${name}: ${fixed(ratio, 2)}× ${words}'s req/s (target ≥ ${target}×)`);
    rows.push([
      name,
      words,
      fixed(median(h.map((m) => m.reqPerSec))),
      `${fixed(ratio, 2)} (≥ ${target})`,
      `${fixed(median(h.map((m) => m.p50)))} / ${fixed(median(h.map((m) => m.p99)))}`,
      `${fixed(median(h.map((m) => m.cpuMsPerRequest)), 2)} / ` +
        fixed(median(h.map((m) => m.dbCpuMsPerRequest)), 2),
    ]);
  }
  table(
    ["case", "against", "req/s", "ratio (target)", "p50 / p99 ms", "CPU ms/req Node / PostgreSQL"],
    rows,
  );
  return { missed };
}

export function printGrowth(
  small: { total: number; runs: Measurement[] },
  full: { total: number; runs: Measurement[] },
) {
  const rows = small.runs.map((s) => {
    const f = full.runs.find((m) => m.case === s.case && m.server === s.server)!;
    return [
      s.case,
      s.server,
      `${fixed(s.p50)} / ${fixed(s.p99)}`,
      `${fixed(f.p50)} / ${fixed(f.p99)}`,
      fixed(f.p50 / s.p50, 2),
      `${fixed(s.reqPerSec)} → ${fixed(f.reqPerSec)}`,
    ];
  });
  const size = (n: number) => n.toLocaleString("en-US");
  table(
    [
      "case",
      "server",
      `p50 / p99 ms at ${size(small.total)}`,
      `p50 / p99 ms at ${size(full.total)}`,
      "p50 growth",
      "req/s",
    ],
    rows,
  );
}
