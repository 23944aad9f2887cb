// The headers that depend on the request or the server: a page's Content-Security-Policy with a
// nonce of its own, handed to Next.js with the request; the API's closed policy on every answer
// (a route's own policy kept); HSTS only when the server is reached over https.
import { NextRequest } from "next/server";
import { afterEach, describe, expect, it } from "vitest";

import * as halls from "@/app/api/tenant/halls/route";
import { resetEnv } from "@/lib/env";
import { API_POLICY, HSTS } from "@/lib/security/headers";
import { proxy } from "@/proxy";

import { call, venue } from "./helpers";

const page = (host: string, path = "/") =>
  proxy(new NextRequest(`http://${host}${path}`, { headers: { host } }));

const nonceOf = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? "")?.[1];

function serveOverHttps(on: boolean) {
  process.env.HTTPS = on ? "true" : "false";
  resetEnv();
}

afterEach(() => serveOverHttps(false));

describe("a page's Content-Security-Policy", () => {
  it("allows scripts only with a nonce that is new for each page", async () => {
    const v = await venue();
    const first = await page(`${v.tenant.slug}.localhost`, "/login");
    const policy = first.headers.get("content-security-policy");
    expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]{22}==' 'strict-dynamic'(;|$)/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain("upgrade-insecure-requests");
    // Next.js reads the nonce from the policy the request carries on to the page
    expect(first.headers.get("x-middleware-request-content-security-policy")).toBe(policy);

    const second = await page("localhost", "/");
    expect(nonceOf(second.headers.get("content-security-policy"))).not.toBe(nonceOf(policy));
    expect(second.headers.get("strict-transport-security")).toBeNull();
  });

  it("adds HSTS and upgrades requests when served over https", async () => {
    serveOverHttps(true);
    const res = await page("localhost", "/");
    expect(res.headers.get("strict-transport-security")).toBe(HSTS);
    expect(res.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
  });
});

describe("the API's answers", () => {
  it("carry a policy that lets nothing run, on success and on error", async () => {
    const v = await venue();
    for (const res of [await v.as(halls.GET), await call(halls.GET, { host: "localhost" })]) {
      expect(res.headers.get("content-security-policy")).toBe(API_POLICY);
      expect(res.headers.get("strict-transport-security")).toBeNull();
    }
    serveOverHttps(true);
    const secure = await v.as(halls.GET);
    expect(secure.status).toBe(200);
    expect(secure.headers.get("strict-transport-security")).toBe(HSTS);
  });
  // A route's own policy is kept: the resume's preview, job-applicants.test.ts.
});
