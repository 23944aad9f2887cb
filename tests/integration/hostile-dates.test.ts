// Dates that do not exist, and years no venue books: every route of the API that takes a date or a
// date-time, in its body or its query, refuses each with a 400 naming the field, never a 500
// (lib/time.ts throws on a local date-time that cannot exist) and never a row written. The routes
// are found by their fields' names, so a new date field is tried as soon as it exists.
import { describe, expect, it } from "vitest";
import { z } from "zod";

import type { RouteHandler } from "@/lib/api/handler";
import { DATE_SCHEMAS } from "@/lib/core/dates";
import { db } from "@/lib/db";

import { call, type CallOptions } from "./helpers";
import { fieldsOf } from "./hostile-bodies";
import { paramsFor, routeModule, ROUTES, urlOf } from "./isolation-routes";
import { isolationWorld } from "./isolation-world";
import { VALID_WRITES } from "./valid-writes";

type World = Awaited<ReturnType<typeof isolationWorld>>;

/** Names that say "a day or a moment". */
const DATE_NAME = /(^|_)(date|start|end|until|since|from|at|time|month)(_|$)/;
/** Fields so named that hold no date: times of day ("18:00") and a month in 20xx ("2031-06"). */
const NOT_DATES: Record<string, string[]> = {
  "POST public/enquiries": ["start_time", "end_time"],
  "POST tenant/slots": ["start_time", "end_time"],
  "PATCH tenant/slots/[id]": ["start_time", "end_time"],
  // the times of day a series' dates are moved to, each keeping its own day; a hold, which a
  // series refuses whatever it says
  "PATCH tenant/booking-series/[id]": ["start_time", "end_time", "hold_until"],
  "GET public/availability": ["month"],
  // the first day of the week, a weekday's number
  "PATCH tenant/booking-settings": ["week_start"],
};

/** Days the calendar does not have, years out of range, and times that are none. */
export const BAD_DATES = [
  "2099-02-29",
  "2099-02-30",
  "2023-02-29",
  "2031-04-31",
  "2031-13-01",
  "2031-00-10",
  "9999-12-31",
  "0000-01-01",
  "1899-12-31",
  "2200-01-01",
  "2099-02-29T10:00",
  "2099-02-30T10:00:00Z",
  "2031-04-31T10:00:00+02:00",
  "9999-12-31T23:00",
  "9999-12-31T23:00:00+00:00",
  "0001-01-01T00:00",
  "2031-02-28T25:61:00Z",
  "2031-02-28T24:00",
];

/** The query a GET needs besides the date (the world's own objects). */
const QUERIES: Record<string, (w: World) => Record<string, string>> = {
  "GET public/availability": (w) => ({ hall: String(w.a.hall.id) }),
};

/** More valid bodies of a route, each tried with every bad date. */
const VARIANTS: Record<string, (w: World, body: Record<string, unknown>) => object[]> = {
  // The reviewer's: an evening into the next morning, and a slot instead of times.
  "POST public/enquiries": (w, body) => [
    { ...body, start_time: "23:00", end_time: "01:00" },
    { ...body, start_time: undefined, end_time: undefined, slot_id: w.ids.slot },
  ],
};

/** The schema of `field` in a route's body or query schema, through pipes and wrappers. */
function fieldSchema(schema: z.ZodType | undefined, field: string): z.ZodType | undefined {
  if (!schema) return undefined;
  if (schema instanceof z.ZodObject) return unwrapped(schema.shape[field] as z.ZodType);
  if (schema instanceof z.ZodPipe) return fieldSchema(schema.in as z.ZodType, field);
  return fieldSchema((schema.def as { innerType?: z.ZodType }).innerType, field);
}

/** A schema without its optional, nullable and default wrappers. */
function unwrapped(schema: z.ZodType | undefined): z.ZodType | undefined {
  const inner = (schema?.def as { innerType?: z.ZodType } | undefined)?.innerType;
  return inner ? unwrapped(inner) : schema;
}

/** Every route's date fields: [route key, field, where]. */
async function dateFields() {
  const found: [string, string, "body" | "query", z.ZodType | undefined][] = [];
  for (const key of Object.keys(ROUTES)) {
    const [method, route] = key.split(" ") as [string, string];
    if (ROUTES[key]!.door === "own") continue;
    const handler = (await routeModule(route))[method] as RouteHandler | undefined;
    if (!handler) continue;
    for (const [where, schema] of [
      ["body", handler.bodySchema],
      ["query", handler.querySchema],
    ] as const)
      for (const field of fieldsOf(schema))
        if (DATE_NAME.test(field) && !NOT_DATES[key]?.includes(field))
          found.push([key, field, where, fieldSchema(schema, field)]);
  }
  return found;
}

const FIELDS = await dateFields();

describe("dates that do not exist", () => {
  it("are taken by the routes we know to take dates", () => {
    expect(FIELDS.map(([key, field]) => `${key} ${field}`).sort()).toEqual([
      "GET tenant/bookings end_date",
      "GET tenant/bookings start_date",
      "GET tenant/bookings/export end_date",
      "GET tenant/bookings/export start_date",
      "GET tenant/reports/occupancy from",
      "GET tenant/reports/revenue from",
      "GET tenant/reports/sources from",
      "GET tenant/schedules end",
      "GET tenant/schedules start",
      "PATCH tenant/bookings/[id] end_time",
      "PATCH tenant/bookings/[id] hold_until",
      "PATCH tenant/bookings/[id] start_time",
      "POST public/enquiries date",
      "POST tenant/booking-series/preview end_time",
      "POST tenant/booking-series/preview hold_until",
      "POST tenant/booking-series/preview start_time",
      "POST tenant/bookings end_time",
      "POST tenant/bookings hold_until",
      "POST tenant/bookings start_time",
    ]);
  });

  it("are refused by the shared date schemas, each field using one (lib/core/dates.ts)", () => {
    for (const [key, field, , schema] of FIELDS)
      expect(schema && DATE_SCHEMAS.has(schema), `${key} ${field}`).toBe(true);
  });

  it.each(FIELDS)("%s refuses them in %s with a 400 naming it", async (key, field, where) => {
    const [method, route] = key.split(" ") as [string, string];
    const handler = (await routeModule(route))[method] as RouteHandler;
    const world = await isolationWorld();
    const c = ROUTES[key]!;
    const who: CallOptions =
      c.door === "member" ? { host: `${world.a.tenant.slug}.localhost`, token: world.a.token } : {};
    if (c.door === "visitor") who.host = `${world.a.tenant.slug}.localhost`;
    const problems: string[] = [];
    const rows = () => db.booking.count({ where: { tenantId: world.a.tenant.id } });
    const before = await rows();

    if (where === "query") {
      const params = paramsFor(route, []);
      for (const bad of BAD_DATES) {
        const query = new URLSearchParams({ ...QUERIES[key]?.(world), [field]: bad });
        const res = await call(handler, {
          path: `${urlOf(route, params)}?${query}`,
          params,
          ...who,
        });
        if (res.status !== 400 || !Object.keys(res.body as object).includes(field))
          problems.push(`${bad}: ${res.status} ${res.text.slice(0, 160)}`);
      }
    } else {
      const valid = await VALID_WRITES[key]!(world);
      const params = {
        ...paramsFor(
          route,
          (c.names ?? []).map((k) => world.ids[k]),
        ),
        ...valid.params,
      };
      const bodies = [valid.body, ...(VARIANTS[key]?.(world, valid.body) ?? [])];
      for (const body of bodies)
        for (const bad of BAD_DATES) {
          const res = await call(handler, {
            method,
            path: urlOf(route, params),
            params,
            body: { ...body, [field]: bad },
            // a client address of its own each time: the enquiry limits count per address
            headers: {
              "x-forwarded-for": `10.77.${Math.floor(Math.random() * 250)}.${problems.length + 1}`,
            },
            ...who,
          });
          if (res.status !== 400 || !Object.keys(res.body as object).includes(field))
            problems.push(
              `${JSON.stringify(body).slice(0, 60)} ${bad}: ${res.status} ${res.text.slice(0, 160)}`,
            );
        }
    }
    expect(problems).toEqual([]);
    expect(await rows()).toBe(before);
  });
});
