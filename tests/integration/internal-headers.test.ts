// The proxy runs for every page path, dotted ones included, and every internal x-hallbook-*
// header a client sends is removed before anything reads it, except the server's own stamp of
// the connection's peer (scripts/peer-address.mjs), which the limits per address need.
import fs from "node:fs";
import path from "node:path";

import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";

import { clientIp, PEER_HEADER } from "@/lib/core/request";
import { PATH_HEADER, TENANT_HEADER } from "@/lib/tenants/headers";
import { config, proxy } from "@/proxy";

import { PROXY_ADDRESS, venue } from "./helpers";

const runs = (url: string) => unstable_doesMiddlewareMatch({ config, url });

/** The request headers the proxy hands on, as Next.js applies its override. */
function handedOn(res: Response): Headers {
  const names = res.headers.get("x-middleware-override-headers");
  expect(names, "the proxy sets the request's headers").not.toBeNull();
  const out = new Headers();
  for (const name of names!.split(","))
    out.set(name, res.headers.get(`x-middleware-request-${name}`) ?? "");
  return out;
}

const ask = (host: string, url: string, headers: Record<string, string> = {}) =>
  proxy(new NextRequest(`http://${host}${url}`, { headers: { host, ...headers } }));

describe("the proxy's reach", () => {
  it.each([
    "/",
    "/login",
    "/demo/support/tickets/1.x",
    "/support/tickets/1.x",
    "/jobs/1.json",
    "/admin/tenants.php",
    "/a.b/c.d",
    "/favicon.ico",
    "/robots.txt",
    "/notificationsx",
    "/api/auth/session",
    "/api/auth/callback/credentials",
  ])("runs for %s", (url) => {
    expect(runs(url)).toBe(true);
  });

  it.each([
    "/api/tenant/halls/",
    "/api/health",
    "/notifications",
    "/notifications/",
    "/notifications/unread_count/",
    "/_next/static/chunks/app.js",
    "/_next/image?url=%2Fx.png&w=64&q=75",
  ])("leaves %s to its route", (url) => {
    expect(runs(url)).toBe(false);
  });

  it("leaves the public folder's files alone, and they live where no page does", () => {
    const files = fs
      .readdirSync("public", { recursive: true, withFileTypes: true })
      .filter((f) => f.isFile())
      .map((f) => `/${path.relative("public", path.join(f.parentPath, f.name))}`);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      expect(file, "public files are under /static/").toMatch(/^\/static\//);
      expect(runs(file), file).toBe(false);
    }
  });
});

describe("internal headers", () => {
  const forged = {
    [TENANT_HEADER]: "demo",
    [PATH_HEADER]: "//evil.example",
    "x-hallbook-anything": "1",
    "X-HallBook-Other": "2",
  };

  it("are removed from a page's request, dotted path or not, on any host", async () => {
    const v = await venue();
    for (const [host, url] of [
      ["localhost", "/demo/support/tickets/1.x"],
      ["localhost", "/login"],
      [`${v.tenant.slug}.localhost`, "/support/tickets/1.x"],
      ["localhost", "/api/auth/session"],
    ] as const) {
      const headers = handedOn(await ask(host, url, forged));
      const internal = [...headers.keys()].filter((k) => k.startsWith("x-hallbook-"));
      expect(internal.sort(), `${host}${url}`).toEqual(
        host === "localhost" ? [PATH_HEADER] : [PATH_HEADER, TENANT_HEADER],
      );
      expect(headers.get(PATH_HEADER)).toBe(url);
      if (host !== "localhost") expect(headers.get(TENANT_HEADER)).toBe(v.tenant.slug);
    }
  });

  it("give a dotted page path its policy and its 421 like any other", async () => {
    const page = await ask("localhost", "/demo/support/tickets/1.x", forged);
    expect(page.headers.get("content-security-policy")).toContain("nonce-");
    const foreign = await ask("demo.localhost.evil.example", "/support/tickets/1.x", forged);
    expect(foreign.status).toBe(421);
  });

  it("keep the server's own stamp of the peer, so the limits per address still count", async () => {
    const res = await ask("localhost", "/login", {
      [PEER_HEADER]: PROXY_ADDRESS,
      "x-forwarded-for": "198.51.100.7",
    });
    const headers = handedOn(res);
    expect(headers.get(PEER_HEADER)).toBe(PROXY_ADDRESS);
    // As behind one proxy (setup.ts): the client is the address that proxy saw.
    const merged = new Headers({ "x-forwarded-for": "198.51.100.7" });
    for (const [k, v] of headers) merged.set(k, v);
    expect(clientIp(merged)).toBe("198.51.100.7");
  });
});
