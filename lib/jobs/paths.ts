// The addresses of a job's public pages, /jobs/{id} and /jobs/{id}/apply. The proxy answers one
// that names no job with the server-rendered 404 page (docs/decisions/021-careers-pages.md):
// Next's notFound() in a page would send an empty shell drawn by the browser only.
import { db } from "@/lib/db";
import { log } from "@/lib/log";

/** A job id as written in an address: a positive integer that fits the column, else null. */
export function parseJobId(raw: string): number | null {
  if (!/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

const JOB_PAGE = /^\/jobs\/([^/]+)(?:\/apply)?\/?$/;

/** The id segment of a job page's path, as written (decoded); null for any other path. */
export function jobPageId(pathname: string): string | null {
  const match = JOB_PAGE.exec(pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

/**
 * True when `pathname` is a job page whose id names no job (one indexed lookup). When the
 * database cannot answer, false: the page itself then says that the job could not be loaded.
 */
export async function jobPageMissing(pathname: string): Promise<boolean> {
  const raw = jobPageId(pathname);
  if (raw === null) return false;
  const id = parseJobId(raw);
  if (id === null) return true;
  try {
    return (await db.job.findUnique({ where: { id }, select: { id: true } })) === null;
  } catch (error) {
    log.error("Job lookup for a job page failed", { jobId: id, error });
    return false;
  }
}
