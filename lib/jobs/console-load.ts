// What the provider console's job pages read on the server: the data, or why there is none (the
// job or applicant does not exist, or reading failed), so each page can say it in the spec's words.
import { AppError } from "@/lib/core/errors";
import { log } from "@/lib/log";

export type Loaded<T> =
  { data: T; problem: null } | { data: null; problem: "not-found" | "failed" };

/** Runs `read`; a 404 is "not-found", anything else "failed" (and logged). */
export async function loadForConsole<T>(what: string, read: () => Promise<T>): Promise<Loaded<T>> {
  try {
    return { data: await read(), problem: null };
  } catch (error) {
    if (error instanceof AppError && error.status === 404)
      return { data: null, problem: "not-found" };
    log.error(`Admin console: ${what} not loaded`, { error });
    return { data: null, problem: "failed" };
  }
}
