// The client's address for the limits keyed by address: the connection's peer, or as many
// X-Forwarded-For entries back as there are proxies of ours (TRUST_PROXY), never what the client
// writes to the left of them.
import http from "node:http";
import type { AddressInfo } from "node:net";

import { afterEach, describe, expect, it } from "vitest";

import { clientIp, PEER_HEADER } from "@/lib/core/request";

const STAMPED = Symbol.for("hallbook.peerStamped");
const stamp = (on: boolean) => ((globalThis as Record<symbol, unknown>)[STAMPED] = on);
afterEach(() => stamp(false));

const headers = (peer: string | null, forwardedFor?: string) =>
  new Headers({
    ...(peer ? { [PEER_HEADER]: peer } : {}),
    ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}),
  });

describe("clientIp", () => {
  it("with no proxy trusted, is the peer whatever X-Forwarded-For says", () => {
    stamp(true);
    expect(clientIp(headers("198.51.100.7", "192.0.2.1"), 0)).toBe("198.51.100.7");
    expect(clientIp(headers("198.51.100.7"), 0)).toBe("198.51.100.7");
  });

  it("with proxies trusted, is the entry the outermost of them appended", () => {
    stamp(true);
    // the client claims 192.0.2.1; our proxy saw 203.0.113.5 and is the peer
    expect(clientIp(headers("10.0.0.2", "192.0.2.1, 203.0.113.5"), 1)).toBe("203.0.113.5");
    // two proxies: the outer appended the client, the inner the outer
    expect(clientIp(headers("10.0.0.2", "192.0.2.1, 203.0.113.5, 10.0.0.1"), 2)).toBe(
      "203.0.113.5",
    );
    // a request that skipped the proxy: nothing further back than the peer to believe
    expect(clientIp(headers("203.0.113.9"), 1)).toBe("203.0.113.9");
  });

  it("believes no peer header the server did not stamp itself", () => {
    stamp(false);
    expect(clientIp(headers("198.51.100.7", "192.0.2.1"), 0)).toBeNull();
    expect(clientIp(headers("198.51.100.7", "192.0.2.1"), 1)).toBeNull();
  });
});

describe("the peer stamp (scripts/peer-address.mjs)", () => {
  it("overwrites a client's copy of the header with the connection's real peer, and drops the other internal headers", async () => {
    await import("../../scripts/peer-address.mjs");
    const server = http.createServer((req, res) =>
      res.end(
        JSON.stringify(Object.keys(req.headers).filter((k) => k.startsWith("x-hallbook-"))) +
          String(req.headers[PEER_HEADER]),
      ),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/`, {
        headers: {
          [PEER_HEADER]: "192.0.2.66",
          "x-hallbook-tenant": "demo",
          "X-HallBook-Path": "//evil.example",
        },
      });
      // Every other internal header a client sent is gone before Next.js reads the request.
      expect(await res.text()).toBe('["x-hallbook-peer"]127.0.0.1');
      expect((globalThis as Record<symbol, unknown>)[STAMPED]).toBe(true);
    } finally {
      server.close();
    }
  });
});
