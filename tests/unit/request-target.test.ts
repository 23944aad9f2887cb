// How the server reads a request's target before Next.js does (scripts/lib/request-target.mjs):
// a path whose escapes are no UTF-8 is refused, an absolute URL's host is the request's host, and
// a /static/ path is a foreign host's 421 or, naming no file, a 404.
import { describe, expect, it } from "vitest";

import { publicFiles, readTarget, staticAnswer } from "@/scripts/lib/request-target.mjs";

describe("a request target", () => {
  it("is a path as it is when its escapes decode as UTF-8, whatever its query holds", () => {
    for (const path of [
      "/",
      "/about",
      "/%C3%A9t%C3%A9",
      "/a%2fb",
      "/%00",
      "/careers?q=%ff",
      "/x?%",
    ])
      expect(readTarget(path), path).toEqual({ path });
  });

  it("is refused when a path's escapes are no UTF-8 or no escape", () => {
    for (const path of ["/%ff", "/%c3%28", "/%e2%82", "/%c0%af", "/%zz", "/a%", "/api/%ff/?q=1"])
      expect(readTarget(path), path).toBeNull();
  });

  it("takes an absolute URL's host as the request's, and its path and query", () => {
    expect(readTarget("http://evil.example/api/auth/session")).toEqual({
      path: "/api/auth/session",
      host: "evil.example",
    });
    expect(readTarget("HTTPS://Demo.LOCALHOST:3000?x=1")).toEqual({
      path: "/?x=1",
      host: "demo.localhost:3000",
    });
    // userinfo is no host: the host is what follows it
    expect(readTarget("http://demo.localhost:3000@evil.example/")?.host).toBe("evil.example");
    expect(readTarget("http://localhost/%ff")).toBeNull();
  });

  it("is refused when it is neither a path nor an http(s) URL", () => {
    for (const target of ["*", "", "mailto:a@b.example", "ftp://x/", "http://[::1/", "evil/x"])
      expect(readTarget(target), target).toBeNull();
  });
});

describe("a /static/ path", () => {
  const site = { appHost: "hallbook.example", files: new Set(["/static/demo/a b.svg"]) };
  const FILE = "/static/demo/a%20b.svg?v=1";

  it("is a 421 on a foreign host, file or not", () => {
    for (const host of ["evil.example", "demo.hallbook.example.evil.example", "a@b"])
      for (const path of [FILE, "/static/nope", "/static/..%2flogin"])
        expect(staticAnswer(path, host, site), `${host} ${path}`).toBe(421);
  });

  it("goes on to Next.js when it is a file, and is a 404 when it is none, on our hosts", () => {
    for (const host of ["hallbook.example", "demo.hallbook.example:8080", "10.0.0.1", undefined]) {
      expect(staticAnswer(FILE, host, site), String(host)).toBeNull();
      for (const path of ["/static/nope", "/static/..%2flogin", "/static/demo/", "/static/"])
        expect(staticAnswer(path, host, site), `${host} ${path}`).toBe(404);
    }
    // Other paths are not its business.
    expect(staticAnswer("/statics/x", "evil.example", site)).toBeNull();
  });

  it("is a file of the public folder's static/, found once", () => {
    const files = publicFiles("public");
    expect(files.size).toBeGreaterThan(0);
    for (const file of files) expect(file).toMatch(/^\/static\/[^\\]+$/);
    expect(files.has("/static/demo/gallery-ballroom.svg")).toBe(true);
    expect(publicFiles("no-such-folder").size).toBe(0);
  });
});
