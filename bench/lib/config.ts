// The benchmark's sizes and durations: full size by default, a small data set with --smoke (or
// BENCH_SMOKE=1) for CI, each overridable by an environment variable.
const smoke = process.argv.includes("--smoke") || process.env.BENCH_SMOKE === "1";

export function positive(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} must be a positive integer (got "${raw}").`);
  return value;
}

export type BenchConfig = ReturnType<typeof loadConfig>;

export function loadConfig() {
  const config = {
    smoke,
    tenants: positive("BENCH_TENANTS", 200),
    branchesPerTenant: positive("BENCH_BRANCHES_PER_TENANT", 2),
    hallsPerTenant: positive("BENCH_HALLS_PER_TENANT", 10),
    bookings: positive("BENCH_BOOKINGS", smoke ? 10_000 : 1_000_000),
    /** the smaller total of the growth pass: the same requests, with this many bookings in all */
    growthFrom: positive("BENCH_GROWTH_FROM", smoke ? 1_000 : 10_000),
    /** the tenants whose halls the read cases ask for (their month is the same at both sizes) */
    probeTenants: positive("BENCH_PROBE_TENANTS", 20),
    connections: positive("BENCH_CONNECTIONS", 32),
    seconds: positive("BENCH_SECONDS", smoke ? 3 : 15),
    rounds: positive("BENCH_ROUNDS", smoke ? 1 : 3),
    warmupSeconds: positive("BENCH_WARMUP_SECONDS", smoke ? 1 : 3),
    growthSeconds: positive("BENCH_GROWTH_SECONDS", smoke ? 1 : 5),
    /** one create in this many overlaps an existing booking and must be refused with 409 */
    collisionEvery: positive("BENCH_COLLISION_EVERY", 10),
    /** HallBook, the floor and PostgreSQL take the first free ports from here */
    portBase: positive("BENCH_PORT", 3320),
    /** connections of each server to PostgreSQL (HallBook's DATABASE_POOL_SIZE default) */
    poolSize: positive("BENCH_POOL_SIZE", 10),
  };
  if (config.probeTenants > config.tenants) config.probeTenants = config.tenants;
  if (config.growthFrom >= config.bookings)
    throw new Error("BENCH_GROWTH_FROM must be smaller than BENCH_BOOKINGS.");
  return config;
}

/** HallBook's targets against the floor (docs/decisions/027-http-benchmark.md, issue 28's). */
export const TARGETS = {
  /** least HallBook req/s as a share of the floor's, per case */
  throughput: { month: 0.6, list: 0.8, create: 0.6 } as Record<string, number>,
  /** least req/s of a revalidated month (a 304) as a share of the floor's plain month */
  revalidated: 1,
  /** least req/s of a create that mails the customer as a share of HallBook's create without */
  withEmail: 0.9,
  /** most HallBook p99 as a multiple of the floor's */
  p99: 1.5,
  /** most Node CPU of the HallBook process per read request, in ms */
  cpuPerReadMs: 2,
};
