// Who may read /api/metrics: the bearer METRICS_TOKEN, or a connection's peer in METRICS_ALLOW
// (never X-Forwarded-For, whatever TRUST_PROXY says). Anyone else, on any host and by any method,
// gets the very answer of a path no route serves.
import { afterAll, describe, expect, it } from "vitest";

import * as unknownPath from "@/app/api/[...path]/route";
import * as metricsRoute from "@/app/api/metrics/route";
import { EXPOSITION_TYPE } from "@/lib/metrics/registry";

import { call, PROXY_ADDRESS, venue, type CallOptions } from "./helpers";
import { configure, METRICS_TOKEN } from "./metrics-support";

afterAll(() => configure({}));

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** What a client learns of an answer: its status, its headers and its body. */
async function seen(handler: typeof metricsRoute.GET, o: CallOptions) {
  const answer = await call(handler, o);
  return { status: answer.status, headers: [...answer.headers.entries()], text: answer.text };
}

/** Asks /api/metrics/ and an unknown path alike, and expects the same 404 from both. */
async function expectHidden(o: CallOptions = {}, method = "GET") {
  const handlerOf = (m: Record<string, unknown>) => m[method] as typeof metricsRoute.GET;
  const hidden = await seen(handlerOf(metricsRoute), { ...o, method, path: "/api/metrics/" });
  const unknown = await seen(handlerOf(unknownPath), { ...o, method, path: "/api/metricz/" });
  expect(hidden.status).toBe(404);
  expect(hidden).toEqual(unknown);
}

async function expectShown(o: CallOptions) {
  const answer = await call(metricsRoute.GET, { path: "/api/metrics/", ...o });
  expect(answer.status).toBe(200);
  expect(answer.headers.get("content-type")).toBe(EXPOSITION_TYPE);
  expect(answer.headers.get("cache-control")).toBe("no-store");
  expect(answer.text).toContain("# TYPE hallbook_http_requests_total counter");
}

describe("/api/metrics without configuration", () => {
  it("is a path no route serves, for every method, with or without a token", async () => {
    configure({});
    for (const method of ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"])
      await expectHidden({}, method);
    await expectHidden({ headers: bearer(METRICS_TOKEN) });
    await expectHidden({ headers: bearer("") });
  });
});

describe("/api/metrics with METRICS_TOKEN", () => {
  it("answers the token, on any host, and hides itself from every other", async () => {
    configure({ METRICS_TOKEN });
    await expectShown({ headers: bearer(METRICS_TOKEN) });
    await expectShown({ headers: { authorization: `bearer  ${METRICS_TOKEN}` } });
    // Prometheus names each server by its own address: not APP_HOST, nor a venue's host.
    await expectShown({ headers: bearer(METRICS_TOKEN), host: "10.0.0.7:3000" });
    await expectShown({ headers: bearer(METRICS_TOKEN), host: "app-1.internal:3000" });

    const v = await venue();
    for (const o of [
      {},
      { headers: bearer(`${METRICS_TOKEN}x`) },
      { headers: bearer(METRICS_TOKEN.slice(0, -1)) },
      { headers: { authorization: `Basic ${METRICS_TOKEN}` } },
      { headers: { authorization: METRICS_TOKEN } },
      // a venue Admin's own token, on the venue's host: a venue sees no more than anyone
      { host: `${v.tenant.slug}.localhost`, token: v.token },
      { host: "evil.example", headers: bearer("nope") },
    ])
      await expectHidden(o);
    // Only GET (and HEAD) read the metrics: every other method is the unknown path's, token or not.
    await expectHidden({ headers: bearer(METRICS_TOKEN) }, "POST");
    await expectHidden({ headers: bearer(METRICS_TOKEN) }, "OPTIONS");
  });
});

describe("/api/metrics with METRICS_ALLOW", () => {
  it("answers an allowed peer; a header naming an allowed address lets no one in", async () => {
    configure({ METRICS_ALLOW: "10.9.0.0/16, fd00:9::/32", TRUST_PROXY: "0" });
    await expectShown({ peer: "10.9.3.4" });
    await expectShown({ peer: "fd00:9::5" });
    await expectHidden({ peer: "10.8.3.4" });
    await expectHidden({ peer: "203.0.113.5", headers: { "x-forwarded-for": "10.9.3.4" } });
    await expectHidden({ peer: "203.0.113.5", headers: { "x-real-ip": "10.9.3.4" } });
  });

  it("reads the peer alone, whatever TRUST_PROXY says: no forwarded address counts", async () => {
    for (const hops of ["1", "2"]) {
      configure({ METRICS_ALLOW: "10.9.0.0/16", TRUST_PROXY: hops });
      // through the proxy, which appended the scraper's real address: still not the peer
      await expectHidden({ peer: PROXY_ADDRESS, headers: { "x-forwarded-for": "10.9.3.4" } });
      // anyone reaching the app's port (or the proxy) naming an allowed address
      for (const forwarded of ["10.9.3.4", "::ffff:10.9.3.4", "10.9.3.4, 10.9.3.5"]) {
        await expectHidden({ peer: "203.0.113.5", headers: { "x-forwarded-for": forwarded } });
        await expectHidden({ peer: PROXY_ADDRESS, headers: { "x-forwarded-for": forwarded } });
      }
      await expectHidden({ peer: PROXY_ADDRESS });
      // the scraper asking this server directly
      await expectShown({ peer: "10.9.3.4" });
      await expectShown({ peer: "10.9.3.4", headers: { "x-forwarded-for": "203.0.113.5" } });
    }
  });

  it("lets the token in beside the list", async () => {
    configure({ METRICS_ALLOW: "10.9.0.0/16", METRICS_TOKEN, TRUST_PROXY: "0" });
    await expectShown({ peer: "203.0.113.5", headers: bearer(METRICS_TOKEN) });
    await expectShown({ peer: "10.9.0.1" });
    await expectHidden({ peer: "203.0.113.5", headers: bearer("wrong-token-0123456789") });
  });
});
