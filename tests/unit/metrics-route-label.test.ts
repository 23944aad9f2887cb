// The route label is the route's pattern, read back from the path and the params Next.js matched,
// never the raw path: no variation of a path or its query makes a new label.
import { describe, expect, it } from "vitest";

import {
  routeLabel,
  routePattern,
  routeReadings,
  type RouteMemory,
} from "@/lib/metrics/route-label";

describe("the route label", () => {
  it("names each param's segment, with or without a trailing slash", () => {
    expect(routePattern("/api/tenant/bookings/", {})).toBe("/api/tenant/bookings");
    expect(routePattern("/api/tenant/bookings/42", { id: "42" })).toBe("/api/tenant/bookings/[id]");
    expect(
      routePattern("/api/tenant/bookings/7/payments/7/void/", { id: "7", paymentId: "7" }),
    ).toBe("/api/tenant/bookings/[id]/payments/[paymentId]/void");
    expect(
      routePattern("/api/files/tenants/3/a%20b.png", { key: ["tenants", "3", "a b.png"] }),
    ).toBe("/api/files/[...key]");
    expect(routePattern("/notifications/5/mark_read/", { id: "5" })).toBe(
      "/notifications/[id]/mark_read",
    );
  });

  it("reads escapes before matching, and gives up on what does not fit", () => {
    expect(routePattern("/api/public/booking-page/a%2Fb/ics", { token: "a/b" })).toBe(
      "/api/public/booking-page/[token]/ics",
    );
    expect(routePattern("/", { id: "5" })).toBeNull();
    expect(routePattern("/api/x/%E0%A4%A", { id: "1" })).toBeNull();
    expect(routePattern("/api/files/a/b", { key: ["c"] })).toBeNull();
    expect(routeLabel("/", { id: "5" })).toBe("other");
  });

  it("makes one label of many paths of one route", () => {
    const labels = new Set<string>();
    for (let i = 0; i < 1000; i++) {
      const id = String(Math.random()).slice(2);
      labels.add(routeLabel(`/api/tenant/halls/${id}${i % 2 ? "/" : ""}`, { id }));
      labels.add(
        routeLabel(`/api/tenant/halls/${encodeURIComponent(`x y${i}`)}`, { id: `x y${i}` }),
      );
    }
    expect([...labels]).toEqual(["/api/tenant/halls/[id]"]);
  });

  it("keeps a param on its own segment when its value is a static segment of the route", () => {
    expect(routePattern("/api/tenant/halls/api", { id: "api" })).toBe("/api/tenant/halls/[id]");
    expect(routePattern("/api/tenant/halls/tenant/", { id: "tenant" })).toBe(
      "/api/tenant/halls/[id]",
    );
    expect(routePattern("/api/tenant/bookings/bookings", { id: "bookings" })).toBe(
      "/api/tenant/bookings/[id]",
    );
    // a catch-all still takes the path's end, whatever its values
    expect(routePattern("/api/files/api/files", { key: ["api", "files"] })).toBe(
      "/api/files/[...key]",
    );
    expect(routePattern("/notifications/5/5/5", { id: "5", rest: ["5", "5"] })).toBe(
      "/notifications/[id]/[...rest]",
    );
    expect(routePattern("/api/files", { key: ["api", "files"] })).toBe("/[...key]");
  });

  it("settles a reading by the pattern its handler showed, once it did", () => {
    // a static segment after the param: the rightmost reading alone would be wrong
    expect(routeReadings("/notifications/mark_read/mark_read", { id: "mark_read" })).toEqual([
      "/notifications/[id]/mark_read",
      "/notifications/mark_read/[id]",
    ]);
    const memory: RouteMemory = {};
    routeLabel("/notifications/7/mark_read", { id: "7" }, memory);
    expect(memory.pattern).toBe("/notifications/[id]/mark_read");
    expect(routeLabel("/notifications/mark_read/mark_read", { id: "mark_read" }, memory)).toBe(
      "/notifications/[id]/mark_read",
    );
    const payments = { id: "payments", paymentId: "payments" };
    const path = "/api/tenant/bookings/payments/payments/payments/void";
    expect(routeReadings(path, payments)).toHaveLength(3);
    const handler: RouteMemory = {};
    routeLabel("/api/tenant/bookings/1/payments/2/void", { id: "1", paymentId: "2" }, handler);
    expect(routeLabel(path, payments, handler)).toBe(
      "/api/tenant/bookings/[id]/payments/[paymentId]/void",
    );
  });

  it("makes no label per request of a client naming static segments", () => {
    const memory: RouteMemory = {};
    const labels = new Set<string>();
    // the handler's first request is anyone's: its path had one reading
    routeLabel("/api/tenant/bookings/7/payments/8/void", { id: "7", paymentId: "8" }, memory);
    const words = ["api", "tenant", "halls", "bookings", "payments", "void"];
    for (const a of words)
      for (const b of words) {
        labels.add(
          routeLabel(
            `/api/tenant/bookings/${a}/payments/${b}/void`,
            { id: a, paymentId: b },
            memory,
          ),
        );
        labels.add(routeLabel(`/api/tenant/halls/${a}`, { id: a }));
      }
    expect([...labels].sort()).toEqual([
      "/api/tenant/bookings/[id]/payments/[paymentId]/void",
      "/api/tenant/halls/[id]",
    ]);
  });
});
