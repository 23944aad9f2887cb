import { ArrowRight, HeartHandshake, Rocket, Users } from "lucide-react";
import Link from "next/link";

import { Button } from "@/components/ui/button";
import { EmptyState, ErrorState } from "@/components/ui/states";
import { COMPANY } from "@/lib/core/company";
import { CAREERS_PREVIEW_COUNT, JOBS_LOAD_FAILED, NO_OPEN_POSITIONS } from "@/lib/jobs/messages";
import type { Loaded } from "@/lib/jobs/public";
import type { JobDto } from "@/lib/jobs/serialize";

import { JobCard } from "./job-card";

const VALUES = [
  { icon: Rocket, text: "Ship work that venues use every day" },
  { icon: Users, text: "A small, senior team that trusts you" },
  { icon: HeartHandshake, text: "Remote-friendly, with time for life" },
];

function CareersHero() {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Careers</p>
        <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
          Build the software venues run on.
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-slate-600">
          At {COMPANY.name} we help event and banquet halls take bookings, plan their days and
          welcome their guests. Join us and make it better for every venue.
        </p>
        <ul className="mt-8 flex flex-col gap-3 text-sm font-medium text-slate-700 sm:flex-row">
          {VALUES.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-2">
              <Icon className="size-5 text-brand-600" aria-hidden />
              {text}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** /careers: the hero, the first three open positions and the way to the others (spec §2.1). */
export function CareersLanding({ jobs }: { jobs: Loaded<JobDto[]> }) {
  const preview = jobs.ok ? jobs.value.slice(0, CAREERS_PREVIEW_COUNT) : [];
  const more = jobs.ok && jobs.value.length > CAREERS_PREVIEW_COUNT;
  return (
    <>
      <CareersHero />
      <section aria-labelledby="open-positions" className="mx-auto max-w-6xl px-4 pb-20 sm:px-6">
        <h2 id="open-positions" className="text-3xl font-bold tracking-tight text-slate-900">
          Open positions
        </h2>
        <div className="mt-8">
          {!jobs.ok ? (
            <ErrorState message={JOBS_LOAD_FAILED} />
          ) : preview.length === 0 ? (
            <EmptyState title={NO_OPEN_POSITIONS} />
          ) : (
            <ul aria-label="Open positions" className="grid gap-6 md:grid-cols-3">
              {preview.map((job) => (
                <JobCard key={job.id} job={job} />
              ))}
            </ul>
          )}
        </div>
        {more ? (
          <div className="mt-10 flex justify-center">
            <Button asChild variant="secondary" size="lg">
              <Link href="/careers/browse">
                View All Open Positions <ArrowRight className="size-4" aria-hidden />
              </Link>
            </Button>
          </div>
        ) : null}
      </section>
    </>
  );
}
