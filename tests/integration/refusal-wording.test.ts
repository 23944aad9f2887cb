// Every refusal is written for a person (issue 25): each write route (the hostile-input test's
// table) gets bodies with fields missing, of the wrong type and off every list, and no answer
// carries zod's own wording ('Invalid input', 'expected string, received undefined').
import { describe, expect, it } from "vitest";

import type { RouteHandler } from "@/lib/api/handler";

import { call, createUser, tokenFor, type CallOptions } from "./helpers";
import { fieldsOf } from "./hostile-bodies";
import { paramsFor, routeModule, ROUTES, urlOf } from "./isolation-routes";
import { isolationWorld } from "./isolation-world";
import { VALID_WRITES } from "./valid-writes";

const WRITES = Object.entries(ROUTES).filter(
  ([key, c]) => /^(POST|PUT|PATCH) /.test(key) && c.door !== "own",
);
/** zod's defaults, which no person should read */
const MACHINE = /invalid input|\bexpected\b|received undefined|nonoptional/i;
const WRONG = [undefined, 12345, true, null, ["x"], { a: 1 }, "zz-not-on-any-list"];

describe("refusals are written for a person", () => {
  it.each(WRITES)("%s says what is wrong in words, never zod's", async (key) => {
    const c = ROUTES[key]!;
    const [method, route] = key.split(" ") as [string, string];
    const handler = (await routeModule(route))[method] as RouteHandler;
    const world = await isolationWorld();
    const provider = c.door === "provider" || c.door === "system";
    const params = paramsFor(route, provider ? [] : (c.names ?? []).map((k) => world.ids[k]));
    const aHost = `${world.a.tenant.slug}.localhost`;
    const asProvider = async (): Promise<CallOptions> => ({
      token: await tokenFor((await createUser({ system: true })).uuid, null),
    });
    const valid = await VALID_WRITES[key]?.(world);
    const who: CallOptions =
      provider || valid?.as === "provider"
        ? await asProvider()
        : c.door === "member" || c.door === "signedIn"
          ? { host: aHost, token: world.a.token }
          : { host: aHost };
    const peer = `10.67.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const base = valid?.body ?? {};
    const fields = [...new Set([...fieldsOf(handler.bodySchema), ...Object.keys(base)])];
    const bodies: Record<string, unknown>[] = [{}];
    for (const field of fields)
      for (const wrong of WRONG) {
        const body: Record<string, unknown> = { ...base, [field]: wrong };
        if (wrong === undefined) delete body[field];
        bodies.push(body);
      }
    const problems: string[] = [];
    for (const body of bodies) {
      const res = await call(handler, {
        method,
        path: urlOf(route, { ...params, ...valid?.params }),
        params: { ...params, ...valid?.params },
        body,
        headers: valid?.headers,
        peer,
        ...who,
      });
      if (res.status >= 400 && MACHINE.test(res.text))
        problems.push(`${JSON.stringify(body).slice(0, 80)}: ${res.text.slice(0, 200)}`);
    }
    expect(problems).toEqual([]);
  });
});
