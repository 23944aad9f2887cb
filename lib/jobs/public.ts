// What the public careers pages read, through the API's own functions (lib/jobs/jobs.ts): the
// active jobs, and one job by the id in its address. A failure to read is logged and reported as
// the spec's message rather than as a broken page.
import { cache } from "react";

import { AppError } from "@/lib/core/errors";
import { log } from "@/lib/log";

import { getJob, listJobs } from "./jobs";
import { parseJobId } from "./paths";
import type { JobDto } from "./serialize";

export type Loaded<T> = { ok: true; value: T } | { ok: false };

/** The active jobs, newest first (what GET /api/jobs/ManageJobs/ gives anyone). */
export async function loadActiveJobs(): Promise<Loaded<JobDto[]>> {
  try {
    return { ok: true, value: await listJobs() };
  } catch (error) {
    log.error("Job listings not loaded", { error });
    return { ok: false };
  }
}

/**
 * The job of `/jobs/{raw}`, active or not (an inactive job's page says so): null when the id is
 * not a number or no job has it. Cached per request, for the page and its metadata.
 */
export const loadPublicJob = cache(async (raw: string): Promise<Loaded<JobDto | null>> => {
  const id = parseJobId(raw);
  if (id === null) return { ok: true, value: null };
  try {
    return { ok: true, value: await getJob({ id }) };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return { ok: true, value: null };
    log.error("Job not loaded", { jobId: id, error });
    return { ok: false };
  }
});
