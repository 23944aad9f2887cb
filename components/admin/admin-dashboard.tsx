"use client";

import { Briefcase, Building, TrendingUp, Users } from "lucide-react";
import { useEffect, useState } from "react";

type Stat = { key: string; label: string; value: string };

// The spec's dashboard shows fixed sample figures after a short delay; no call is made (spec §2.2,
// §9).
const SAMPLE_STATS: Stat[] = [
  { key: "users", label: "Total Users", value: "128" },
  { key: "jobs", label: "Active Jobs", value: "24" },
  { key: "tenants", label: "Tenants", value: "8" },
  { key: "growth", label: "Growth Rate", value: "15%" },
];
const ICONS = { users: Users, jobs: Briefcase, tenants: Building, growth: TrendingUp } as const;

export function AdminDashboard() {
  const [stats, setStats] = useState<Stat[] | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setStats(SAMPLE_STATS), 500);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Dashboard</h1>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-busy={!stats}>
        {(stats ?? SAMPLE_STATS).map((s) => {
          const Icon = ICONS[s.key as keyof typeof ICONS];
          return (
            <div key={s.key} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <div className="flex items-center justify-between text-sm text-slate-600">
                {s.label}
                <Icon className="size-5 text-brand-600" aria-hidden />
              </div>
              {stats ? (
                <p className="mt-2 text-3xl font-semibold text-slate-900">{s.value}</p>
              ) : (
                <div className="mt-3 h-8 w-16 animate-pulse rounded bg-slate-200" />
              )}
            </div>
          );
        })}
      </div>
      <section className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 className="text-lg font-semibold text-slate-900">
          Welcome to the HallBook admin console
        </h2>
        <p className="mt-2 text-sm text-slate-600">
          Provision and manage venues, feature flags, job postings and support from here.
        </p>
      </section>
    </div>
  );
}
