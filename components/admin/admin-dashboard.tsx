import { Briefcase, Building, TrendingUp, Users } from "lucide-react";

import { formatGrowth, GROWTH_WINDOW_DAYS, type DashboardStats } from "@/lib/admin/dashboard";
import { cn } from "@/lib/ui/cn";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The dashboard's four figures, computed on the server, and the welcome panel (spec §2.2). */
export function AdminDashboard({ stats, name }: { stats: DashboardStats; name: string }) {
  const { recent, previous } = stats.newTenants;
  const cards = [
    {
      key: "users",
      label: "Total Users",
      value: String(stats.users),
      icon: Users,
      note: "active accounts",
    },
    {
      key: "jobs",
      label: "Active Jobs",
      value: String(stats.activeJobs),
      icon: Briefcase,
      note: "taking applications",
    },
    {
      key: "tenants",
      label: "Tenants",
      value: String(stats.tenants),
      icon: Building,
      note: `${stats.activeTenants} active`,
    },
    {
      key: "growth",
      label: "Growth Rate",
      value: formatGrowth(stats.growthRate),
      icon: TrendingUp,
      note: `${plural(recent, "new tenant", "new tenants")} in the last ${GROWTH_WINDOW_DAYS} days, ${previous} the ${GROWTH_WINDOW_DAYS} before`,
    },
  ];
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Dashboard</h1>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map(({ key, label, value, icon: Icon, note }) => (
          <div
            key={key}
            data-stat={key}
            className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
          >
            <dt className="flex items-center justify-between text-sm text-slate-600">
              {label}
              <Icon className="size-5 text-brand-600" aria-hidden />
            </dt>
            <dd
              className={cn(
                "mt-2 font-semibold text-slate-900",
                /\d/.test(value) ? "text-3xl" : "text-xl leading-9 text-slate-600",
              )}
              data-testid={`stat-${key}`}
            >
              {value}
            </dd>
            <dd className="mt-1 text-xs text-slate-500">{note}</dd>
          </div>
        ))}
      </dl>
      <section className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 className="text-lg font-semibold text-slate-900">
          Welcome{name ? `, ${name}` : ""}, to the HallBook admin console
        </h2>
        <p className="mt-2 text-sm text-slate-600">
          Provision and manage venues, feature flags, job postings and support from here.
        </p>
      </section>
    </div>
  );
}
