// Hosts are allowed, not guessed: APP_HOST (localhost here) and one label in front of it are
// served; any other domain pointed at the server gets a 421 that names no venue, on pages and in
// the API alike, whatever the credentials and headers sent with it.
import { NextRequest } from "next/server";
import { expect, it } from "vitest";

import { GET as health } from "@/app/api/health/route";
import { GET as listHalls } from "@/app/api/tenant/halls/route";
import { UNKNOWN_HOST } from "@/lib/api/errors";
import { proxy } from "@/proxy";

import { call, venue } from "./helpers";

const page = (host: string) => proxy(new NextRequest(`http://${host}/`, { headers: { host } }));

it("serves a venue's pages on its subdomain of APP_HOST and nowhere else", async () => {
  const v = await venue();
  const own = await page(`${v.tenant.slug}.localhost:3000`);
  expect(new URL(own.headers.get("x-middleware-rewrite")!).pathname).toBe(`/${v.tenant.slug}`);

  for (const host of [`${v.tenant.slug}.evil.com`, `${v.tenant.slug}.localhost.evil.com`]) {
    const res = await page(host);
    expect(res.status, host).toBe(421);
    expect(res.headers.get("x-middleware-rewrite"), host).toBeNull();
    const text = await res.text();
    expect(text).toBe(UNKNOWN_HOST);
    expect(text).not.toContain(v.tenant.slug);
  }
});

it("answers the API 421 on a foreign host, even with the venue's own token and X-Tenant", async () => {
  const v = await venue();
  expect((await v.as(listHalls)).status).toBe(200);
  for (const host of [`${v.tenant.slug}.evil.com`, `${v.tenant.slug}.localhost.evil.com`]) {
    const res = await v.as(listHalls, { host, headers: { "x-tenant": v.tenant.slug } });
    expect(res.status, host).toBe(421);
    expect(res.body).toEqual({ detail: UNKNOWN_HOST });
  }
});

it("answers the health check on any host: probes use whatever name they have", async () => {
  expect((await call(health, { host: "hallbook-app-1:3000" })).status).toBe(200);
});
