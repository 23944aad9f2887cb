// Hostile input: every POST, PUT and PATCH route of the API, called by someone its door lets in.
// - Text: a valid request of the route (valid-writes.ts) with one text field at a time holding a
//   NUL, or the other C0 control characters, is refused with 400 naming that field; a tab or a line
//   end is never a 5xx. (Generated bodies alone missed the NUL 500s: a NUL reached the database
//   only when every other field of the body was valid, which random bodies almost never are.)
// - Generated (fast-check): bodies of wrong types, missing and extra fields, huge strings, deep
//   nesting, unicode, SQL and script fragments, and malformed JSON and multipart.
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
import { NO_TEXT, VALID_WRITES, type ValidWrite } from "./valid-writes";

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

type World = Awaited<ReturnType<typeof isolationWorld>>;
/**
 * The world the refusals share: built once for the file, and again after a test whose requests
 * were accepted (a request let through may change what the next route's caller can do). A refused
 * request writes nothing, which each one's digest checks.
 */
let untouched: Promise<World> | undefined;
/** The next setUp builds a world of its own: this one took a write. */
const touched = () => (untouched = undefined);

/**
 * The world, the caller and the route's handler for `key` ("POST tenant/halls"). `fresh`: a world
 * of the test's own, for a test that makes valid writes.
 */
async function setUp(key: string, { fresh = false } = {}) {
  const c = ROUTES[key]!;
  const [method, route] = key.split(" ") as [string, string];
  const handler = (await routeModule(route))[method] as RouteHandler;
  const world = await (fresh ? isolationWorld() : (untouched ??= isolationWorld()));
  const { a, ids } = world;
  const provider = c.door === "provider" || c.door === "system";
  const params = paramsFor(route, provider ? [] : (c.names ?? []).map((kind) => ids[kind]));
  const aHost = `${a.tenant.slug}.localhost`;
  const asProvider = async (): Promise<CallOptions> => ({
    token: await tokenFor((await createUser({ system: true })).uuid, null),
  });
  const who: CallOptions = provider
    ? await asProvider()
    : c.door === "member" || c.door === "signedIn"
      ? { host: aHost, token: a.token }
      : { host: aHost };
  // a client address of its own: the sign-in and form limits count per address
  const peer = `10.66.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  return { method, route, handler, world, params, who, peer, asProvider };
}

/** Where the strings of a body are: each as its path of keys. */
function stringPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === "string") return [path];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringPaths(v, [...path, i]));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...path, k]));
  return [];
}

/** `body` with the string at `path` given `bad` after its first character. */
function spliced(body: unknown, path: (string | number)[], bad: string): unknown {
  if (!path.length) {
    const s = body as string;
    return `${s.slice(0, 1)}${bad}${s.slice(1)}`;
  }
  const [head, ...rest] = path;
  if (Array.isArray(body)) return body.map((v, i) => (i === head ? spliced(v, rest, bad) : v));
  const obj = body as Record<string, unknown>;
  return { ...obj, [head!]: spliced(obj[head!], rest, bad) };
}

/** The request's body as JSON, or as multipart with its files. */
function bodyOf(valid: ValidWrite, body: Record<string, unknown>): unknown {
  if (!valid.files) return body;
  const form = new FormData();
  for (const [k, v] of Object.entries(body)) form.append(k, String(v));
  for (const [k, file] of Object.entries(valid.files)) form.append(k, file);
  return form;
}

const NUL = "\u0000";
/** Every C0 control but tab, line feed and carriage return, and DEL. */
const CONTROLS = Array.from({ length: 32 }, (_, i) => String.fromCharCode(i))
  .filter((c) => !"\u0000\t\n\r".includes(c))
  .concat("\u007f")
  .join("");

const WRITES_WITH_TEXT = WRITES.filter(([key]) => !NO_TEXT.has(key));

describe("text fields", () => {
  it("has a valid request of every write route that takes text", () => {
    expect(WRITES_WITH_TEXT.map(([key]) => key).filter((key) => !VALID_WRITES[key])).toEqual([]);
  });

  it.each(WRITES_WITH_TEXT)("%s refuses NUL and control characters in each field", async (key) => {
    const { method, route, handler, world, params, who, peer, asProvider } = await setUp(key, {
      fresh: true,
    });
    const valid = await VALID_WRITES[key]!(world);
    const caller = valid.as === "provider" ? await asProvider() : who;
    const problems: string[] = [];
    const send = async (body: Record<string, unknown>) => {
      const before = await digestOf(world.a.tenant.id);
      const res = await call(handler, {
        method,
        path: urlOf(route, { ...params, ...valid.params }),
        params: { ...params, ...valid.params },
        body: bodyOf(valid, body),
        headers: valid.headers,
        peer,
        ...caller,
      });
      if (res.status >= 500) problems.push(`${res.status}: ${res.text.slice(0, 160)}`);
      if (res.status >= 400 && (await digestOf(world.a.tenant.id)) !== before)
        problems.push(`${res.status}, yet the venue's rows changed`);
      return res;
    };

    // Accepted as it is: each change below is then the only thing wrong with the request. (Last,
    // when it ends the caller's session.)
    const sendValid = async () => {
      const res = await send(valid.body);
      if (res.status >= 300)
        problems.push(`the valid request: ${res.status} ${res.text.slice(0, 200)}`);
    };
    if (!valid.last) await sendValid();
    for (const path of stringPaths(valid.body)) {
      const field = path.join(".");
      for (const [name, bad] of [
        ["NUL", NUL],
        ["control characters", CONTROLS],
      ]) {
        const res = await send(spliced(valid.body, path, bad) as Record<string, unknown>);
        const fields = Object.keys((res.body ?? {}) as object);
        if (res.status !== 400 || !fields.some((f) => f.split(".")[0] === String(path[0])))
          problems.push(`${name} in ${field}: ${res.status} ${res.text.slice(0, 160)}`);
      }
      // A tab or a line end: refused in a one-line field, kept in a multi-line one; never a 5xx.
      await send(spliced(valid.body, path, "\t\r\n") as Record<string, unknown>);
    }
    if (valid.last) await sendValid();
    expect(problems).toEqual([]);
  });
});

describe("text in a query string", () => {
  it.each([
    ["GET tenant/bookings", "q"],
    ["GET tenant/schedules", "start"],
    ["GET public/clients", "slug"],
    ["GET public/availability", "month"],
  ])("%s refuses a NUL in ?%s=", async (key, name) => {
    const { route, handler, params, who } = await setUp(key);
    for (const bad of ["a%00b", "a%01b", "%7F"]) {
      const path = `${urlOf(route, params)}?${name}=${bad}`;
      const res = await call(handler, { path, params, ...who });
      expect(res.status, path).toBe(400);
      expect(Object.keys(res.body as object), path).toContain(name);
    }
  });
});

describe("hostile input", () => {
  it.each(WRITES)("%s answers 4xx, never 5xx, and a refusal writes nothing", async (key) => {
    const { method, route, handler, world, params, who, peer } = await setUp(key);
    const { a } = world;
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
      if (res.status < 400) touched();
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
