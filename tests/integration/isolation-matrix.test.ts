// The isolation matrix: every route handler under app/api, listed from the file system, each of its
// methods tried by every kind of outsider. A venue's objects answer another venue 404, its routes
// refuse those without credentials (401) or with another venue's (401/403), the provider's routes
// refuse venues' users (403: a venue's token is the wrong kind, decision 066; so is a venue's user
// signed in outside it), no
// answer to an outsider carries the venue's data, and nothing of the venue changes. A provider
// user in the venue through an approved access request is refused what only the venue's own
// people may do (the team, passwords, feeds, booking settings, grants), with the reason.
import { describe, expect, it } from "vitest";

import * as bookingItem from "@/app/api/tenant/bookings/[id]/route";
import type { RouteHandler } from "@/lib/api/handler";
import { IN_PERSON_ONLY } from "@/lib/impersonation/messages";

import { call, type CallOptions } from "./helpers";
import {
  METHODS,
  paramsFor,
  routeFiles,
  routeModule,
  ROUTES,
  urlOf,
  type Classified,
} from "./isolation-routes";
import { isolationWorld, MARKER, snapshotOf } from "./isolation-world";

type World = Awaited<ReturnType<typeof isolationWorld>>;
type Expect = number[] | "no 5xx";

/** One route and method, tried by each outsider its door must refuse; returns what went wrong. */
async function tryRoute(world: World, key: string, c: Classified): Promise<string[]> {
  const { a, b, ids } = world;
  const [method, route] = key.split(" ") as [string, string];
  const handler = (await routeModule(route))[method] as RouteHandler;
  const aHost = `${a.tenant.slug}.localhost`;
  const bHost = `${b.tenant.slug}.localhost`;
  const hasBody = !["GET", "HEAD", "DELETE", "OPTIONS"].includes(method);
  const params = paramsFor(
    route,
    (c.names ?? []).map((kind) => ids[kind]),
  );
  const problems: string[] = [];

  async function attempt(who: string, o: CallOptions, expected: Expect, detail?: string) {
    const res = await call(handler, {
      method,
      path: urlOf(route, params) + (c.query ? `?${c.query}` : ""),
      params,
      body: hasBody ? (c.body ?? {}) : undefined,
      ...o,
    });
    const ok = expected === "no 5xx" ? res.status < 500 : expected.includes(res.status);
    if (!ok) problems.push(`${key}, ${who}: ${res.status} ${res.text.slice(0, 160)}`);
    if (detail && res.body?.detail !== detail) problems.push(`${key}, ${who}: not "${detail}"`);
    if (res.text.includes(MARKER) || res.text.includes(a.user.email))
      problems.push(`${key}, ${who}: the answer shows venue A's data`);
  }

  const outsider = c.names?.length ? [404] : "no 5xx";
  if (!!c.inPerson !== !!handler.door?.inPerson)
    problems.push(
      `${key}: classified ${c.inPerson ? "" : "not "}in person, its door says otherwise`,
    );
  if (c.inPerson)
    await attempt(
      "A's impersonator",
      { host: aHost, token: world.aImpersonator },
      [403],
      IN_PERSON_ONLY,
    );
  switch (c.door) {
    case "member":
      await attempt("no credentials", { host: aHost }, [401]);
      await attempt(
        "B's token naming A",
        { token: b.token, headers: { "x-tenant": a.tenant.slug } },
        [401, 403],
      );
      await attempt("B's token on A's host", { host: aHost, token: b.token }, [401, 403]);
      if (!c.stream) await attempt("B on its own host", { host: bHost, token: b.token }, outsider);
      break;
    case "signedIn":
      await attempt("no credentials", {}, [401]);
      await attempt("no credentials on A's host", { host: aHost }, [401]);
      if (!c.endsSessions)
        await attempt("B on its own host", { host: bHost, token: b.token }, outsider);
      break;
    case "system":
      await attempt("provider staff", { token: world.staffOnly }, [403]);
    // falls through: what refuses staff refuses venues' users
    case "provider":
      await attempt("no credentials", {}, [401]);
      await attempt("A's token", { token: a.token }, [403]);
      await attempt("A's token on A's host", { host: aHost, token: a.token }, [403]);
      await attempt("A's user outside its venue", { token: world.aOutsideItsVenue }, [403]);
      break;
    case "visitor":
      await attempt("a visitor of B", { host: bHost }, "no 5xx");
      await attempt("B on its own host", { host: bHost, token: b.token }, "no 5xx");
      break;
    case "anyone":
      await attempt("anyone", {}, "no 5xx");
      await attempt("a visitor of B", { host: bHost }, "no 5xx");
      break;
    case "own":
      if (route === "[...path]" || route === "metrics")
        await attempt("anyone", { host: bHost, token: b.token }, [404]);
      break;
  }
  return problems;
}

describe("the isolation matrix", () => {
  it("classifies every route handler under app/api, and no route it does not have", async () => {
    const found: string[] = [];
    for (const route of routeFiles()) {
      const handlers = await routeModule(route);
      for (const method of METHODS)
        if (typeof handlers[method] === "function") found.push(`${method} ${route}`);
    }
    expect(found.length).toBeGreaterThan(90);
    expect(found.sort()).toEqual(Object.keys(ROUTES).sort());
  });

  it("lets no outsider see or change a venue's objects, through any route", async () => {
    const world = await isolationWorld();
    const { a, ids } = world;
    const before = await snapshotOf(a.tenant.id);
    const problems: string[] = [];
    for (const [key, classified] of Object.entries(ROUTES))
      problems.push(...(await tryRoute(world, key, classified)));
    expect(problems).toEqual([]);

    expect(await snapshotOf(a.tenant.id)).toEqual(before);
    const own = await a.as(bookingItem.GET, { params: { id: String(ids.booking) } });
    expect(own.body.event_name).toBe(MARKER);
  }, 120_000);
});
