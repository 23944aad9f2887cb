import type { Metadata } from "next";

import { JobBrowser } from "@/components/careers/job-browser";
import { BackToCareers } from "@/components/careers/job-header";
import { parseJobFilters } from "@/lib/jobs/browse";
import { loadActiveJobs } from "@/lib/jobs/public";

export const metadata: Metadata = {
  title: "Open Positions",
  description: "Every open position at HallBook, searchable by title, description and location.",
};

export default async function BrowseJobsPage({ searchParams }: PageProps<"/careers/browse">) {
  const filters = parseJobFilters(await searchParams);
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <BackToCareers />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        Open Positions
      </h1>
      <p className="mt-2 text-slate-600">Search by title or keyword, or pick a location.</p>
      <div className="mt-8">
        <JobBrowser jobs={await loadActiveJobs()} filters={filters} />
      </div>
    </div>
  );
}
