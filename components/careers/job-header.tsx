import { ArrowLeft, Building2, MapPin, Wallet } from "lucide-react";
import Link from "next/link";

import { Badge } from "@/components/ui/form-controls";
import { salaryOf } from "@/lib/jobs/sections";
import type { JobDto } from "@/lib/jobs/serialize";
import { cn } from "@/lib/ui/cn";

export function BackToCareers() {
  return (
    <Link
      href="/careers"
      className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden />
      Back to Careers
    </Link>
  );
}

export function JobStatusBadge({ active }: { active: boolean }) {
  return (
    <Badge
      className={cn(
        active
          ? "bg-emerald-50 text-emerald-700 ring-emerald-600/20"
          : "bg-slate-100 text-slate-600 ring-slate-500/20",
      )}
    >
      {active ? "Active" : "Inactive"}
    </Badge>
  );
}

function Fact({ icon: Icon, term, value }: { icon: typeof MapPin; term: string; value: string }) {
  return (
    <div>
      <dt className="flex items-center gap-1.5 text-xs font-medium tracking-wide text-slate-500 uppercase">
        <Icon className="size-4 shrink-0 text-slate-400" aria-hidden />
        {term}
      </dt>
      <dd className="mt-0.5 pl-5.5 text-sm font-medium text-slate-900">{value}</dd>
    </div>
  );
}

/** A job's title, status, location, company and salary, with what a visitor can do next. */
export function JobHeader({ job, actions }: { job: JobDto; actions: React.ReactNode }) {
  return (
    <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {job.title}
        </h1>
        <JobStatusBadge active={job.status} />
      </div>
      <dl className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3">
        <Fact icon={MapPin} term="Location" value={job.location} />
        <Fact icon={Building2} term="Company" value={job.company_name} />
        <Fact icon={Wallet} term="Salary" value={salaryOf(job.salary)} />
      </dl>
      <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-4">{actions}</div>
    </div>
  );
}
