// Hosts are allowed, not guessed: APP_HOST (localhost here) and one label in front of it are
// served; any other domain pointed at the server, or a Host that is no host at all, gets a 421
// that names no venue, on pages and in the API alike, whatever the credentials and headers sent
// with it. The links the product writes come from the configuration, never from the Host.
import fs from "node:fs";
import path from "node:path";

import { NextRequest } from "next/server";
import { afterEach, describe, expect, it } from "vitest";

import { GET as health } from "@/app/api/health/route";
import { POST as createFeed } from "@/app/api/tenant/calendar-feeds/route";
import { GET as listHalls } from "@/app/api/tenant/halls/route";
import { POST as addMember } from "@/app/api/tenant/user-details/route";
import { UNKNOWN_HOST } from "@/lib/core/errors";
import { resetEnv } from "@/lib/env";
import { outboxDir } from "@/lib/mail";
import { proxy } from "@/proxy";

import { call, venue } from "./helpers";

const page = (host: string, path = "/") =>
  proxy(new NextRequest(`http://localhost${path}`, { headers: { host } }));

/** Hosts that are no host: a URL built from one points at evil.example, or at nothing. */
const NO_HOSTS = (slug: string) => [
  `${slug}.localhost:3000@evil.example`,
  "localhost:3000@evil.example",
  "localhost:@evil.example",
  "localhost:3000/evil.example",
  `${slug}.localhost:3000/evil.example`,
  "999.999.999.999",
  "localhost:99999",
];

afterEach(() => {
  delete process.env.PUBLIC_PORT;
  resetEnv();
});

it("serves a venue's pages on its subdomain of APP_HOST and nowhere else", async () => {
  const v = await venue();
  const own = await page(`${v.tenant.slug}.localhost:3000`);
  expect(new URL(own.headers.get("x-middleware-rewrite")!).pathname).toBe(`/${v.tenant.slug}`);

  for (const host of [
    `${v.tenant.slug}.evil.com`,
    `${v.tenant.slug}.localhost.evil.com`,
    ...NO_HOSTS(v.tenant.slug),
  ]) {
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
  for (const host of [
    `${v.tenant.slug}.evil.com`,
    `${v.tenant.slug}.localhost.evil.com`,
    ...NO_HOSTS(v.tenant.slug),
  ]) {
    const res = await listHalls(
      new NextRequest("http://localhost/api/tenant/halls/", {
        headers: { host, "x-tenant": v.tenant.slug, authorization: `Bearer ${v.token}` },
      }),
      { params: Promise.resolve({}) },
    );
    expect(res.status, host).toBe(421);
    expect(await res.json()).toEqual({ detail: UNKNOWN_HOST });
  }
});

it("answers the health check on any host: probes use whatever name they have", async () => {
  expect((await call(health, { host: "hallbook-app-1:3000" })).status).toBe(200);
});

describe("the links the product writes", () => {
  /** The newest mail in the outbox addressed to `to`. */
  function mailTo(to: string): string {
    const dir = outboxDir();
    for (const f of fs.readdirSync(dir).sort().reverse()) {
      const text = fs.readFileSync(path.join(dir, f), "utf8");
      if (text.includes(`To: ${to}`)) return text;
    }
    throw new Error(`no mail to ${to}`);
  }

  it("come from APP_HOST and the venue's slug, not from the request's port", async () => {
    const v = await venue();
    const host = `${v.tenant.slug}.localhost:7777`;
    const email = `invited-${v.tenant.slug}@example.com`;
    const added = await v.as(addMember, { host, body: { tenant_specific_email: email } });
    expect(added.status).toBe(201);
    expect(mailTo(email)).toContain(`http://${v.tenant.slug}.localhost/invitation`);
    expect(mailTo(email)).not.toContain("7777");

    const feed = await v.as(createFeed, { host, body: {} });
    expect(feed.status).toBe(201);
    expect(feed.body.url).toMatch(new RegExp(`^http://${v.tenant.slug}\\.localhost/api/feeds/`));
  });

  it("give the venue's home its canonical address from APP_HOST", async () => {
    const v = await venue();
    const { generateMetadata } = await import("@/app/[tenant]/page");
    const meta = await generateMetadata({
      params: Promise.resolve({ tenant: v.tenant.slug }),
      searchParams: Promise.resolve({}),
    });
    expect(String(meta.metadataBase)).toBe(`http://${v.tenant.slug}.localhost/`);
  });

  it("carry the configured public port", async () => {
    process.env.PUBLIC_PORT = "3000";
    resetEnv();
    const v = await venue();
    const feed = await v.as(createFeed, { host: `${v.tenant.slug}.localhost:7777`, body: {} });
    expect(feed.body.url).toMatch(
      new RegExp(`^http://${v.tenant.slug}\\.localhost:3000/api/feeds/`),
    );
  });
});
