// Before anything is timed: both servers must give the same answers, or the comparison means
// nothing. Each read (and each refusal) is fetched from both and the JSON bodies compared.
import { isDeepStrictEqual } from "node:util";

import type { Layout } from "./layout";
import { headersFor, listPath, monthPath, type Fixture, type Request } from "./requests";
import type { Server } from "./servers";

export type Answer = { status: number; text: string; json: unknown };

export async function fetchAnswer(server: Server, req: Request): Promise<Answer> {
  const res = await fetch(server.url + req.path, {
    method: req.method,
    headers: req.headers,
    body: req.body,
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: res.status, text, json };
}

/** Where two JSON values first differ, as a path and both values. */
export function firstDifference(a: unknown, b: unknown, at = "$"): string | null {
  if (isDeepStrictEqual(a, b)) return null;
  if (a && b && typeof a === "object" && typeof b === "object") {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) {
      const found = firstDifference(
        (a as Record<string, unknown>)[key],
        (b as Record<string, unknown>)[key],
        `${at}.${key}`,
      );
      if (found) return found;
    }
  }
  return `${at}: ${JSON.stringify(a)?.slice(0, 120)} vs ${JSON.stringify(b)?.slice(0, 120)}`;
}

/** The reads the load sends, and variants of them and of their refusals. */
export function readChecks(fixture: Fixture, layout: Layout): [string, Request][] {
  const checks: [string, Request][] = [];
  const get = (label: string, venue: Fixture["venues"][number], path: string) =>
    checks.push([label, { method: "GET", path, headers: headersFor(fixture, venue) }]);
  for (const hall of fixture.probeHalls.slice(0, 12))
    get(`month of hall ${hall.id}`, hall.venue, monthPath(layout, hall));
  for (const venue of fixture.probeVenues.slice(0, 8))
    get(`30-day list of ${venue.slug}`, venue, listPath(layout));

  const venue = fixture.probeVenues[0];
  const hall = fixture.probeHalls[0];
  const month = `start=${layout.month.start}&end=${layout.month.end}`;
  get("month of every hall, local dates", venue, `/api/tenant/schedules/?${month}`);
  get("month of a branch", venue, `/api/tenant/schedules/?${month}&branch=${venue.branchId}`);
  get(
    "month with end before start",
    venue,
    `/api/tenant/schedules/?start=2030-01-02&end=2030-01-01`,
  );
  get("month with a bad hall", venue, `/api/tenant/schedules/?hall=abc&${month}`);
  get("list, page 2", venue, listPath(layout, "").replace("page=1", "page=2"));
  get("list of one hall, confirmed", venue, listPath(layout, `&hall=${hall.id}&status=confirmed`));
  get("list searched by customer", venue, listPath(layout, "&q=customer1"));
  get("list searched for a LIKE wildcard", venue, listPath(layout, "&q=_"));
  get(
    "list with dates reversed",
    venue,
    `/api/tenant/bookings/?start_date=2030-02-01&end_date=2030-01-01`,
  );
  get("list without filters", venue, "/api/tenant/bookings/?page=3&page_size=20");

  const other = fixture.probeVenues[1];
  const path = listPath(layout);
  const as = (label: string, headers: Record<string, string>) =>
    checks.push([label, { method: "GET", path, headers }]);
  as("no token", { "x-tenant": venue.slug });
  as("a forged token", { "x-tenant": venue.slug, authorization: "Bearer x.y.z" });
  as("another venue's token", { ...headersFor(fixture, other), "x-tenant": venue.slug });
  as("an unknown venue", { ...headersFor(fixture, venue), "x-tenant": "no-such-venue" });
  return checks;
}

/** Fetches every check from both servers; returns the answers and what differed. */
export async function compareAnswers(hallbook: Server, floor: Server, checks: [string, Request][]) {
  const mismatches: string[] = [];
  const answers = new Map<string, Answer>();
  let identicalBytes = 0;
  for (const [label, req] of checks) {
    const [a, b] = await Promise.all([fetchAnswer(hallbook, req), fetchAnswer(floor, req)]);
    answers.set(label, a);
    if (a.status !== b.status) mismatches.push(`${label}: status ${a.status} vs ${b.status}`);
    const diff = firstDifference(a.json, b.json);
    if (diff) mismatches.push(`${label}: ${diff}`);
    if (a.text === b.text) identicalBytes++;
  }
  return { mismatches, answers, identicalBytes };
}
