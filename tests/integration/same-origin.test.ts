// A change made with the session cookie, and a post to a page, must come from a page of this very
// origin: its host and its scheme, https when the server is reached over https (HTTPS=true), http
// otherwise. A page of the http site must not act on the https one, nor the other way round.
import { NextRequest } from "next/server";
import { afterEach, describe, expect, it } from "vitest";

import { POST as createBranch } from "@/app/api/tenant/branches/route";
import { db } from "@/lib/db";
import { resetEnv } from "@/lib/env";
import { proxy } from "@/proxy";

import { call, sessionCookie, tenantWithAdmin } from "./helpers";

function serveOverHttps(on: boolean) {
  process.env.HTTPS = on ? "true" : "false";
  resetEnv();
}

afterEach(() => serveOverHttps(false));

/** What a cookie write answers from `origin`, over https or not; and how many branches it made. */
async function writeFrom(https: boolean, origin: (host: string) => string) {
  serveOverHttps(https);
  const { tenant, user } = await tenantWithAdmin();
  const host = `${tenant.slug}.localhost`;
  const cookie = await sessionCookie(user.uuid, tenant.slug);
  const res = await call(createBranch, {
    host,
    // the cookie's name under https (lib/auth/session.ts)
    cookie: https ? `__Secure-${cookie}` : cookie,
    headers: { origin: origin(host) },
    body: { name: "From a page" },
  });
  return { status: res.status, made: await db.branch.count({ where: { tenantId: tenant.id } }) };
}

describe("a change with the session cookie", () => {
  it.each([
    ["the http site, from its https twin", false, (h: string) => `https://${h}`],
    ["the https site, from its http twin", true, (h: string) => `http://${h}`],
    ["the https site, from another scheme", true, (h: string) => `ws://${h}`],
  ])("is refused on %s", async (_case, https, origin) => {
    expect(await writeFrom(https, origin)).toEqual({ status: 403, made: 0 });
  });

  it.each([
    ["the http site", false, (h: string) => `http://${h}`],
    ["the https site", true, (h: string) => `https://${h}`],
  ])("goes on from a page of %s itself", async (_case, https, origin) => {
    expect(await writeFrom(https, origin)).toEqual({ status: 201, made: 1 });
  });
});

describe("a post to a page", () => {
  const post = (origin: string) =>
    proxy(
      new NextRequest("http://localhost/contact", {
        method: "POST",
        headers: {
          host: "localhost",
          origin,
          "content-type": "application/x-www-form-urlencoded",
          "content-length": "3",
        },
        body: "a=b",
      }),
    );

  it("is refused from the same host under the other scheme", async () => {
    expect((await post("https://localhost")).status).toBe(403);
    serveOverHttps(true);
    expect((await post("http://localhost")).status).toBe(403);
  });

  it("goes on from the same host and scheme", async () => {
    expect((await post("http://localhost")).status).toBe(200);
    serveOverHttps(true);
    expect((await post("https://localhost")).status).toBe(200);
  });
});
