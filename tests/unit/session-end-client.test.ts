// The browser's side of a session that ends while a console is open: the API client and the live
// stream send the person to the sign-in page of the same host, with where they were, once; a
// page that is no console (a public form, the sign-in form) keeps its 401 as an answer; the live
// stream stops retrying a refusal of who asks (401, 403) and keeps retrying anything else.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { api, ApiError } from "@/lib/client/api";
import { connectLive, type LiveStatus } from "@/lib/client/live";
import { resetSessionWatch, signingOut, signInPath, watchSession } from "@/lib/client/session";

const assign = vi.fn();
const reload = vi.fn();

function reply(status: number, body: unknown = { detail: "Your session has ended." }) {
  return new Response(JSON.stringify(body), { status });
}

beforeEach(() => {
  resetSessionWatch();
  assign.mockReset();
  reload.mockReset();
  vi.stubGlobal("window", {
    location: { pathname: "/calendar", search: "?view=week", hash: "", assign, reload },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("the API client in a signed-in console", () => {
  it("sends a 401 to the sign-in page with the current path as next, once", async () => {
    const stop = watchSession();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => reply(401)),
    );
    const settled = vi.fn();
    void api("/api/tenant/bookings/").then(settled, settled);
    void api("/api/tenant/halls/").then(settled, settled);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign).toHaveBeenCalledWith("/login?next=%2Fcalendar%3Fview%3Dweek&reason=ended");
    // No error to show on a page that is being left.
    await new Promise((r) => setTimeout(r, 20));
    expect(settled).not.toHaveBeenCalled();
    stop();
  });

  it("loads the page again, once, when the venue's API says the venue is gone", async () => {
    const stop = watchSession();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => reply(404, { detail: "Tenant not found." })),
    );
    const settled = vi.fn();
    void api("/api/tenant/schedules/").then(settled, settled);
    void api("/api/tenant/halls/").then(settled, settled);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(settled).not.toHaveBeenCalled();
    // The provider's routes keep their own 404s.
    resetSessionWatch();
    const again = watchSession();
    await expect(api("/api/public/tenants/9/")).rejects.toMatchObject({ status: 404 });
    expect(reload).toHaveBeenCalledTimes(1);
    again();
    stop();
  });

  it("keeps other refusals (403, 404, 409) as errors to show", async () => {
    const stop = watchSession();
    for (const status of [403, 404, 409]) {
      vi.stubGlobal(
        "fetch",
        vi.fn(async () => reply(status, { detail: `no ${status}` })),
      );
      await expect(api("/api/tenant/x/")).rejects.toMatchObject({
        status,
        message: `no ${status}`,
      });
    }
    expect(assign).not.toHaveBeenCalled();
    stop();
  });
});

describe("the API client anywhere else", () => {
  it("answers a 401 as an error (a sign-in form shows it)", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => reply(401, { detail: "Invalid credentials" })),
    );
    await expect(api("/api/token/", { method: "POST", body: {} })).rejects.toBeInstanceOf(ApiError);
    expect(assign).not.toHaveBeenCalled();
  });
});

describe("signInPath", () => {
  it("keeps a path of this site and nothing else", () => {
    expect(signInPath("/support/tickets/4#reply")).toBe(
      "/login?next=%2Fsupport%2Ftickets%2F4%23reply&reason=ended",
    );
    expect(signInPath("//evil.example/")).toBe("/login?next=%2F&reason=ended");
  });
});

/** An EventSource the test drives: `refuse()` is the browser giving up on a refused stream. */
class FakeSource {
  static CLOSED = 2;
  static made: FakeSource[] = [];
  readyState = 0;
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSource.made.push(this);
  }
  addEventListener() {}
  close() {
    this.closed = true;
  }
  refuse() {
    this.readyState = FakeSource.CLOSED;
    this.onerror?.();
  }
}

describe("the live stream", () => {
  beforeEach(() => {
    FakeSource.made = [];
    vi.stubGlobal("EventSource", FakeSource);
  });

  for (const [status, stopped] of [
    [401, "signed-out"],
    [403, "no-access"],
  ] as const) {
    it(`stops for good on a ${status}, and sends the person to sign in again`, async () => {
      const stop = watchSession();
      const fetch = vi.fn(async () => reply(status));
      vi.stubGlobal("fetch", fetch);
      const statuses: LiveStatus[] = [];
      const close = connectLive({ onStatus: (s) => statuses.push(s), onChange() {} });
      vi.useFakeTimers();
      FakeSource.made[0].refuse();
      await vi.waitFor(() => expect(statuses.at(-1)).toBe(stopped));
      // asked again at the stream's own address, which names this tab (lib/client/tab.ts)
      expect(fetch).toHaveBeenCalledWith(
        expect.stringMatching(/^\/api\/tenant\/events\/stream\/\?client_id=tab-[0-9a-f]{32}$/),
        expect.anything(),
      );
      await vi.advanceTimersByTimeAsync(120_000);
      expect(FakeSource.made).toHaveLength(1);
      expect(assign).toHaveBeenCalledWith("/login?next=%2Fcalendar%3Fview%3Dweek&reason=ended");
      close();
      stop();
    });
  }

  it("retries a full server (503) or no network, with back-off, and never leaves", async () => {
    const stop = watchSession();
    const answers = [reply(503), null];
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        const next = answers.shift();
        if (!next) throw new TypeError("network");
        return next;
      }),
    );
    const statuses: LiveStatus[] = [];
    const close = connectLive({ onStatus: (s) => statuses.push(s), onChange() {} });
    vi.useFakeTimers();
    FakeSource.made[0].refuse();
    await vi.waitFor(() => expect(statuses.at(-1)).toBe("reconnecting"));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(FakeSource.made).toHaveLength(2);
    FakeSource.made[1].refuse();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(FakeSource.made).toHaveLength(3);
    expect(assign).not.toHaveBeenCalled();
    close();
    stop();
  });
});

describe("a deliberate sign-out", () => {
  it("is not mistaken for a session that ended: a 401 meanwhile sends the tab nowhere", async () => {
    const stop = watchSession();
    signingOut();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => reply(401)),
    );
    void api("/api/notifications/unread_count/");
    await new Promise((r) => setTimeout(r, 20));
    expect(assign).not.toHaveBeenCalled();
    stop();
  });
});
