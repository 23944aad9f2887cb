// The browser's side of conditional reads (lib/client/revalidate.ts, decision 096): an answer with
// an ETag is asked again with If-None-Match, and a 304 gives back the very copy held.
import { afterEach, describe, expect, it, vi } from "vitest";

import { api, errorMessage, UNAVAILABLE } from "@/lib/client/api";

afterEach(() => vi.unstubAllGlobals());

/** A fetch that answers each call with the next of `replies`, and records what was sent. */
function server(replies: (() => Response)[]) {
  const sent: Headers[] = [];
  const fetch = vi.fn(async (_url: string, init: RequestInit) => {
    sent.push(new Headers(init.headers));
    return replies[sent.length - 1]();
  });
  vi.stubGlobal("fetch", fetch);
  return sent;
}
const ok = (body: unknown, etag?: string) => () =>
  new Response(JSON.stringify(body), { status: 200, headers: etag ? { etag } : {} });
const notModified = (etag: string) => () => new Response(null, { status: 304, headers: { etag } });

describe("a read with an ETag", () => {
  it("is asked again with If-None-Match, and a 304 gives the same object", async () => {
    const sent = server([ok([{ id: 1 }], 'W/"1.0.a"'), notModified('W/"1.0.a"')]);
    const first = await api<{ id: number }[]>("/api/tenant/schedules/?a=1");
    expect(sent[0].has("if-none-match")).toBe(false);
    const second = await api<{ id: number }[]>("/api/tenant/schedules/?a=1");
    expect(sent[1].get("if-none-match")).toBe('W/"1.0.a"');
    expect(second).toBe(first);
  });

  it("is replaced by a newer answer, and another address has a copy of its own", async () => {
    const sent = server([
      ok([1], 'W/"1.0.b"'),
      ok([1, 2], 'W/"2.0.b"'),
      notModified('W/"2.0.b"'),
      ok([3], 'W/"2.0.c"'),
    ]);
    await api("/api/tenant/schedules/?b=1");
    expect(await api("/api/tenant/schedules/?b=1")).toEqual([1, 2]);
    expect(await api("/api/tenant/schedules/?b=1")).toEqual([1, 2]);
    expect(sent[2].get("if-none-match")).toBe('W/"2.0.b"');
    expect(await api("/api/tenant/schedules/?b=2")).toEqual([3]);
    expect(sent[3].has("if-none-match")).toBe(false);
  });

  it("is not kept without an ETag, nor for a write", async () => {
    const sent = server([ok([1]), ok([1]), ok({ id: 1 }, 'W/"x"'), ok({ id: 1 })]);
    await api("/api/tenant/halls/");
    await api("/api/tenant/halls/");
    expect(sent[1].has("if-none-match")).toBe(false);
    await api("/api/tenant/bookings/", { method: "POST", body: {} });
    await api("/api/tenant/bookings/", { method: "POST", body: {} });
    expect(sent[3].has("if-none-match")).toBe(false);
  });
});

describe("a proxy's own error page", () => {
  it("is no message: a person reads that the server is away", async () => {
    const page = "<html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>";
    server([() => new Response(page, { status: 502, headers: { "content-type": "text/html" } })]);
    const failed = await api("/api/tenant/bookings/", { method: "POST", body: {} }).catch(
      (error: unknown) => error,
    );
    expect(errorMessage(failed)).toBe(UNAVAILABLE);
    expect(errorMessage(failed)).not.toContain("<");
  });
});
