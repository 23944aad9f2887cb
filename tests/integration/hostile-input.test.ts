// Hostile input, generated (fast-check): every POST, PUT and PATCH route of the API, called by
// someone its door lets in, gets bodies of wrong types, missing and extra fields, huge strings,
// deep nesting, unicode and NUL bytes, SQL and script fragments, and malformed JSON and multipart.
// The answer is never a 5xx; a refusal is a 4xx with a JSON error; and a refused request leaves
// no row of the venue written or changed.
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import type { RouteHandler } from "@/lib/api/handler";
import { db } from "@/lib/db";

import { call, createUser, tokenFor, type CallOptions } from "./helpers";
import { fieldsOf, hostileBody, RAW_BODIES } from "./hostile-bodies";
import { paramsFor, routeModule, ROUTES, urlOf } from "./isolation-routes";
import { isolationWorld } from "./isolation-world";

/** Every row the venue has, as one digest: equal digests, nothing written. */
async function digestOf(tenantId: number): Promise<string> {
  const tables = [
    "branches",
    "halls",
    "slots",
    "bookings",
    "booking_changes",
    "tenant_users",
    "customizations",
    "gallery_items",
    "testimonials",
    "contact_submissions",
    "support_tickets",
    "ticket_replies",
    "ticket_attachments",
    "feedback",
    "notifications",
    "impersonation_requests",
  ];
  const parts = tables.map(
    (t) => `(SELECT md5(coalesce(string_agg(x::text, ',' ORDER BY x::text), '')) FROM ${t} x
      WHERE x.tenant_id = ${Number(tenantId)})`,
  );
  const tenant = `(SELECT md5(t::text) FROM tenants t WHERE t.id = ${Number(tenantId)})`;
  const [row] = await db.$queryRawUnsafe<{ d: string }[]>(
    `SELECT concat_ws('|', ${[tenant, ...parts].join(", ")}) AS d`,
  );
  return row!.d;
}

const WRITES = Object.entries(ROUTES).filter(
  ([key, c]) => /^(POST|PUT|PATCH) /.test(key) && c.door !== "own",
);

describe("hostile input", () => {
  it.each(WRITES)("%s answers 4xx, never 5xx, and a refusal writes nothing", async (key, c) => {
    const [method, route] = key.split(" ") as [string, string];
    const handler = (await routeModule(route))[method] as RouteHandler;
    const world = await isolationWorld();
    const { a, ids } = world;
    const provider = c.door === "provider" || c.door === "system";
    const params = paramsFor(route, provider ? [] : (c.names ?? []).map((kind) => ids[kind]));
    const aHost = `${a.tenant.slug}.localhost`;
    const who: CallOptions = provider
      ? { token: await tokenFor((await createUser({ system: true })).uuid, null) }
      : c.door === "member" || c.door === "signedIn"
        ? { host: aHost, token: a.token }
        : { host: aHost };
    // a client address of its own: the sign-in and form limits count per address
    const peer = `10.66.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const problems: string[] = [];

    async function send(body: unknown, headers: Record<string, string> = {}) {
      const before = await digestOf(a.tenant.id);
      const res = await call(handler, {
        method,
        path: urlOf(route, params),
        params,
        body,
        headers,
        peer,
        ...who,
      });
      const shown =
        typeof body === "string" ? body.slice(0, 60) : JSON.stringify(body)?.slice(0, 60);
      if (res.status >= 500) problems.push(`${res.status} for ${shown}: ${res.text.slice(0, 120)}`);
      if (res.status >= 400) {
        const error = res.body as unknown;
        const shaped =
          typeof error === "object" &&
          error !== null &&
          Object.values(error).every(
            (v) =>
              typeof v === "string" || (Array.isArray(v) && v.every((m) => typeof m === "string")),
          );
        if (!shaped) problems.push(`${res.status} without a JSON error for ${shown}: ${res.text}`);
        if ((await digestOf(a.tenant.id)) !== before)
          problems.push(`${res.status} for ${shown}, yet the venue's rows changed`);
      }
    }

    for (const [body, headers] of RAW_BODIES) await send(body, headers);
    await fc.assert(
      fc.asyncProperty(hostileBody(fieldsOf(handler.bodySchema)), async (body) => {
        await send(body);
        return problems.length === 0;
      }),
      { numRuns: 15, seed: 20261126 },
    );
    expect(problems).toEqual([]);
  });
});
