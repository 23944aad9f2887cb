import { ErrorState } from "@/components/ui/states";
import type { Loaded } from "@/lib/jobs/console-load";

/** Why a page has no data, in the spec's words: `failed`, with `notFound` under it on a 404. */
export function LoadProblem({
  problem,
  failed,
  notFound,
}: {
  problem: Loaded<unknown>["problem"];
  failed: string;
  notFound: string;
}) {
  return problem === "not-found" ? (
    <ErrorState title={failed} message={notFound} />
  ) : (
    <ErrorState message={failed} />
  );
}
