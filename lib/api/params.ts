import { notFound } from "@/lib/core/errors";

/** The `[id]` of a route: a positive integer, else 404 (a path that names nothing). */
export function pathId(params: Record<string, string>, name = "id"): number {
  const raw = params[name];
  if (!raw || !/^\d{1,10}$/.test(raw) || Number(raw) < 1 || Number(raw) > 2_147_483_647)
    throw notFound();
  return Number(raw);
}
