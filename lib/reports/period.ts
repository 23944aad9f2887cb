// The period a reports page shows: this year, or the one its address asks (?from=&to=), checked
// with the API's own schema; a wrong one is said at its field (decision 094).
import { reportQuery } from "./schemas";

export type Period = { from: string; to: string };

export const problemsOf = (issues: { path: PropertyKey[]; message: string }[]) =>
  Object.fromEntries(issues.map((i) => [String(i.path[0]), i.message]));

/** The period to show, the form's values, and what is wrong with the asked one. */
export function askedPeriod(today: string, asked: { from?: string; to?: string }) {
  const year = today.slice(0, 4);
  const period: Period = { from: `${year}-01-01`, to: `${year}-12-31` };
  if (asked.from === undefined && asked.to === undefined) return { period, draft: period };
  const draft = { from: asked.from ?? "", to: asked.to ?? "" };
  const checked = reportQuery.safeParse(draft);
  if (checked.success) {
    const chosen = { from: checked.data.from, to: checked.data.to };
    return { period: chosen, draft: chosen };
  }
  return { period, draft, problem: problemsOf(checked.error.issues) };
}
export type AskedPeriod = ReturnType<typeof askedPeriod>;
