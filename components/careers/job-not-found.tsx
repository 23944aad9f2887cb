import { SearchX } from "lucide-react";
import Link from "next/link";

import { Button } from "@/components/ui/button";
import { JOB_NOT_FOUND } from "@/lib/jobs/messages";

/** /jobs/{id} for an id no job has (spec §8 'Job not found.'). */
export function JobNotFound() {
  return (
    <div className="mx-auto grid max-w-6xl place-items-center px-4 py-24 text-center sm:px-6">
      <SearchX className="size-10 text-slate-400" aria-hidden />
      <p className="mt-4 text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">{JOB_NOT_FOUND}</h1>
      <p className="mt-3 max-w-md text-slate-600">
        The position may have been filled or removed. Have a look at the ones that are open.
      </p>
      <Button asChild className="mt-8">
        <Link href="/careers/browse">Browse open positions</Link>
      </Button>
    </div>
  );
}
