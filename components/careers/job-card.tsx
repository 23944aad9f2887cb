import { Building2, MapPin } from "lucide-react";
import Link from "next/link";

import { Button } from "@/components/ui/button";
import { excerpt } from "@/lib/jobs/browse";
import type { JobDto } from "@/lib/jobs/serialize";

/** Where a job is and who offers it, with icons: the line under a job's title. */
export function JobFacts({ job, className }: { job: JobDto; className?: string }) {
  return (
    <p className={`flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600 ${className ?? ""}`}>
      <span className="flex items-center gap-1.5">
        <MapPin className="size-4 shrink-0 text-slate-400" aria-hidden />
        {job.location}
      </span>
      <span className="flex items-center gap-1.5">
        <Building2 className="size-4 shrink-0 text-slate-400" aria-hidden />
        {job.company_name}
      </span>
    </p>
  );
}

/** A job on /careers: title, location, the start of its description and 'Apply Now'. */
export function JobCard({ job }: { job: JobDto }) {
  const titleId = `job-${job.id}-title`;
  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h3 id={titleId} className="text-lg font-semibold text-slate-900">
        {job.title}
      </h3>
      <JobFacts job={job} className="mt-2" />
      {job.description ? (
        <p className="mt-4 flex-1 text-sm leading-6 text-slate-600">{excerpt(job.description)}</p>
      ) : (
        <div className="flex-1" />
      )}
      <Button asChild className="mt-6 self-start">
        <Link href={`/jobs/${job.id}`} aria-label={`Apply Now: ${job.title}`}>
          Apply Now
        </Link>
      </Button>
    </li>
  );
}
