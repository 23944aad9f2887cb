// The provider console's dashboard (spec §2.2): four figures read from the data, where the spec's
// original showed fixed samples (docs/decisions/022-admin-shell-and-bell.md).
import { db } from "@/lib/db";

const DAY_MS = 86_400_000;
/** The window the growth rate compares: the last 30 days against the 30 days before. */
export const GROWTH_WINDOW_DAYS = 30;

export type DashboardStats = {
  /** active accounts, provider and venue users alike */
  users: number;
  /** job postings that take applications */
  activeJobs: number;
  tenants: number;
  activeTenants: number;
  /** tenants created in the last 30 days, and in the 30 days before */
  newTenants: { recent: number; previous: number };
  /** percent, rounded; null when there is no earlier tenant to compare with (see growthRate) */
  growthRate: number | null;
};

/**
 * Growth of `recent` over `previous`, in whole percent. Nothing before and nothing now is 0%;
 * something now after nothing before has no rate (null: the screen says "No earlier data"),
 * since any percentage of zero would be made up.
 */
export function growthRate(recent: number, previous: number): number | null {
  if (previous === 0) return recent === 0 ? 0 : null;
  return Math.round(((recent - previous) / previous) * 100);
}

/** Said in place of a rate when there is nothing earlier to compare with. */
export const NO_EARLIER_DATA = "No earlier data";

/** "+15%", "-20%", "0%", or "No earlier data" when there is nothing to compare with. */
export function formatGrowth(rate: number | null): string {
  if (rate === null) return NO_EARLIER_DATA;
  return `${rate > 0 ? "+" : ""}${rate}%`;
}

export async function dashboardStats(options: { now?: Date } = {}): Promise<DashboardStats> {
  const now = options.now ?? new Date();
  const start = new Date(now.getTime() - GROWTH_WINDOW_DAYS * DAY_MS);
  const before = new Date(now.getTime() - 2 * GROWTH_WINDOW_DAYS * DAY_MS);
  const [users, activeJobs, tenants, activeTenants, recent, previous] = await Promise.all([
    db.user.count({ where: { isActive: true } }),
    db.job.count({ where: { isActive: true } }),
    db.tenant.count(),
    db.tenant.count({ where: { isActive: true } }),
    db.tenant.count({ where: { createdAt: { gte: start, lte: now } } }),
    db.tenant.count({ where: { createdAt: { gte: before, lt: start } } }),
  ]);
  return {
    users,
    activeJobs,
    tenants,
    activeTenants,
    newTenants: { recent, previous },
    growthRate: growthRate(recent, previous),
  };
}
