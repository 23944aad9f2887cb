import { ChevronRight } from "lucide-react";
import Link from "next/link";

import { EmptyState, ErrorState } from "@/components/ui/states";
import { excerpt, filterJobs, jobLocations, type JobFilters } from "@/lib/jobs/browse";
import { JOBS_LOAD_FAILED, NO_JOBS_MATCH, NO_OPEN_POSITIONS } from "@/lib/jobs/messages";
import type { Loaded } from "@/lib/jobs/public";
import type { JobDto } from "@/lib/jobs/serialize";

import { JobFacts } from "./job-card";
import { JobFiltersForm } from "./job-filters";

const positions = (n: number) => `${n} open position${n === 1 ? "" : "s"}`;

/** The jobs that match, each row a link to the job's page. */
function JobRows({ jobs, total }: { jobs: JobDto[]; total: number }) {
  return (
    <>
      <p role="status" className="mb-3 text-sm text-slate-600">
        {jobs.length === total ? positions(total) : `${jobs.length} of ${positions(total)}`}
      </p>
      <ul
        aria-label="Jobs"
        className="divide-y divide-slate-200 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
      >
        {jobs.map((job) => (
          <li key={job.id}>
            <Link
              href={`/jobs/${job.id}`}
              className="group flex items-center gap-4 px-5 py-5 hover:bg-brand-50/60 focus-visible:bg-brand-50/60 sm:px-6"
            >
              <div className="min-w-0 flex-1">
                <h2 className="text-base font-semibold text-slate-900 group-hover:text-brand-700">
                  {job.title}
                </h2>
                <JobFacts job={job} className="mt-1.5" />
                {job.description ? (
                  <p className="mt-2 line-clamp-2 text-sm text-slate-600">
                    {excerpt(job.description, 220)}
                  </p>
                ) : null}
              </div>
              <ChevronRight
                className="size-5 shrink-0 text-slate-400 group-hover:text-brand-600"
                aria-hidden
              />
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/** /careers/browse: every active job, filtered by the query string (spec §2.1). */
export function JobBrowser({ jobs, filters }: { jobs: Loaded<JobDto[]>; filters: JobFilters }) {
  if (!jobs.ok) return <ErrorState message={JOBS_LOAD_FAILED} />;
  const all = jobs.value;
  const locations = jobLocations(all);
  // A location no job has any more (an old link) stays chosen, and matches nothing.
  if (filters.location && !locations.includes(filters.location)) locations.push(filters.location);
  const shown = filterJobs(all, filters);
  return (
    <JobFiltersForm filters={filters} locations={locations}>
      {all.length === 0 ? (
        <EmptyState title={NO_OPEN_POSITIONS} />
      ) : shown.length === 0 ? (
        <div role="status">
          <EmptyState
            title={NO_JOBS_MATCH}
            action={
              <Link
                href="/careers/browse"
                className="text-sm font-medium text-brand-700 hover:underline"
              >
                Clear filters
              </Link>
            }
          />
        </div>
      ) : (
        <JobRows jobs={shown} total={all.length} />
      )}
    </JobFiltersForm>
  );
}
