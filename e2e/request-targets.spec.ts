// What the production server makes of request targets no browser sends: a path whose percent
// escapes are no UTF-8, an absolute URL or `*` in the request line, and a /static/ path on a
// foreign host or naming no file. Each is a 4xx of this site, never a 500 and never a redirect to
// another host (scripts/peer-address.mjs sees every request before Next.js does).
import { expect, test } from "@playwright/test";

import { raw, rawLine } from "./raw-http";
import { PORT } from "./support";

const provider = `localhost:${PORT}`;
const demo = `demo.localhost:${PORT}`;
const FILE = "/static/demo/gallery-ballroom.svg";

test.describe("a path's percent escapes", () => {
  test("that are no UTF-8 or no escape are a 400 on every host and under every prefix", async () => {
    for (const host of [provider, demo])
      for (const path of [
        "/%ff",
        "/%c3%28",
        "/%e2%82",
        "/%zz",
        "/login%",
        "/api/%ff",
        "/api/auth/%ff",
        "/api/tenant/halls/%ff/",
        "/static/%ff",
        "/_next/%ff",
        "/about/%c0%af?next=%2f",
      ]) {
        const res = await raw(host, path);
        expect(res.status, `${host}${path}`).toBe(400);
        expect(res.headers["x-content-type-options"], `${host}${path}`).toBe("nosniff");
      }
  });

  test("in the query, or that are UTF-8, still reach their page", async () => {
    expect((await raw(provider, "/careers?q=%ff")).status).toBe(200);
    expect((await raw(provider, "/careers?q=%C3%A9v%C3%A9nement")).status).toBe(200);
    // A NUL is UTF-8: a path segment that names no venue goes home, as before.
    for (const path of ["/%00", "/dashboard%00"]) {
      const res = await raw(provider, path);
      expect(res.status, path).toBe(307);
      expect(res.headers.location, path).toBe("/");
    }
  });
});

test.describe("the request line", () => {
  test("names its host in an absolute URL, which is then read like a Host header", async () => {
    for (const target of [
      "http://evil.example/api/auth/session",
      "http://evil.example/login/",
      "http://evil.example/api/tenant/halls/",
      "HTTP://EVIL.EXAMPLE/about",
      `https://demo.localhost:${PORT}@evil.example/`,
    ]) {
      const res = await rawLine(`GET ${target} HTTP/1.1`, provider);
      expect(res.status, target).toBe(421);
      expect(res.headers.location, target).toBeUndefined();
    }
    // Our own host in the request line: the page, whatever the Host header says.
    const own = await rawLine(`GET http://${demo}/ HTTP/1.1`, "evil.example");
    expect(own.status).toBe(200);
    const home = await rawLine(`GET http://${provider}/about?x=1 HTTP/1.1`, provider);
    expect(home.status).toBe(200);
  });

  test("that is neither a path nor a URL is a 400", async () => {
    for (const line of [
      "GET * HTTP/1.1",
      "OPTIONS * HTTP/1.1",
      "GET http://[::1 HTTP/1.1",
      "GET mailto:a@b.example HTTP/1.1",
    ]) {
      const res = await rawLine(line, provider);
      expect(res.status, line).toBe(400);
    }
  });
});

test.describe("/static/", () => {
  test("is a 421 on a foreign host, file or not", async () => {
    for (const path of [FILE, "/static/..%2flogin", "/static/nope"]) {
      const res = await raw("evil.example", path);
      expect(res.status, path).toBe(421);
    }
  });

  test("serves its files on our hosts, and a plain 404 for what is no file", async () => {
    for (const host of [provider, demo]) {
      const file = await raw(host, FILE);
      expect(file.status, host).toBe(200);
      expect(file.headers["content-type"], host).toContain("image/svg+xml");
      for (const path of ["/static/nope", "/static/..%2flogin", "/static/demo/"]) {
        // A forged tenant header changes nothing: the venue pages never see "static" as a slug.
        const res = await raw(host, path, { headers: { "x-hallbook-tenant": "static" } });
        expect(res.status, `${host}${path}`).toBe(404);
        expect(res.headers["content-type"], `${host}${path}`).toBe("text/plain; charset=utf-8");
        expect(res.body, `${host}${path}`).toBe("Not found.");
      }
    }
  });
});
