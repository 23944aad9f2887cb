// The growth run's tables (bench/growth/report.ts): sizes, and each request at each step.
import { describe, expect, it } from "vitest";

import {
  bytes,
  caseResult,
  growthMarkdown,
  type GrowthResult,
  type Run,
  type StepResult,
} from "@/bench/growth/report";

const run = (reqPerSec: number, p50: number, p99: number): Run => ({
  server: "HallBook",
  case: "month",
  requests: reqPerSec * 15,
  reqPerSec,
  p50,
  p99,
  ok: reqPerSec * 15,
  conflicts: 0,
  plannedConflicts: 0,
  other: {},
  errors: 0,
  cpuMsPerRequest: 0.5,
  dbCpuMsPerRequest: 0.75,
  idlePct: 10,
  iowaitPct: 0,
  stealPct: 0,
  serverRssMb: 400,
});

const step = (bookings: number, venues: number, p99: number): StepResult => ({
  bookings,
  venues,
  largest: { bookings: 54_800, halls: 50 },
  seedSeconds: 12.4,
  vacuumSeconds: 3,
  sizes: {
    databaseBytes: 3.5 * 1024 ** 3,
    tables: [
      { name: "bookings", rows: bookings, tableBytes: 700 * 1024 ** 2, indexBytes: 1024 ** 3 },
    ],
  },
  cases: [
    caseResult("typical", "month", [run(1000, 20, p99), run(1200, 18, 50), run(900, 25, 70)]),
  ],
});

describe("the growth run's report", () => {
  it("takes the median of each figure over the rounds", () => {
    const c = caseResult("largest", "list", [
      run(1000, 20, 60),
      run(1200, 18, 50),
      run(900, 25, 70),
    ]);
    expect(c).toMatchObject({ reqPerSec: 1000, p50: 20, p99: 60, nodeCpuMs: 0.5, pgCpuMs: 0.75 });
  });

  it("writes sizes in MB below a GB and in GB above", () => {
    expect(bytes(5 * 1024 ** 2)).toBe("5 MB");
    expect(bytes(1500 * 1024 ** 2)).toBe("1.5 GB");
  });

  it("has a column per step and a row per request", () => {
    const result: GrowthResult = {
      date: "2026-11-29T12:00:00Z",
      machine: { cores: 2, cpu: "AMD EPYC", memoryGiB: 23 },
      versions: { node: "v20.20.2", postgres: "18.4", commit: "abc1234" },
      settings: {},
      load: { connections: 32, seconds: 15, rounds: 3, warmupSeconds: 9 },
      steps: [step(10_002, 200, 40), step(1_000_000, 1_000, 90)],
      problems: [],
    };
    const text = growthMarkdown(result);
    expect(text).toContain("| 10,002 / 200 | 54,800 in 50 halls | 3.5 GB | 700 MB + 1.0 GB |");
    expect(text).toContain("| request | venue | 10,002 / 200 | 1,000,000 / 1,000 |");
    expect(text).toContain("| month | typical | 20 / 50 ms, 1,000/s | 20 / 70 ms, 1,000/s |");
    expect(text).toContain("| month | typical | 0.50 / 0.75 | 0.50 / 0.75 |");
    expect(text).toContain("medians of 3 run(s) of 15 s");
  });
});
