// The route label is the route's pattern, read back from the path and the params Next.js matched,
// never the raw path: no variation of a path or its query makes a new label.
import { describe, expect, it } from "vitest";

import { routeLabel, routePattern } from "@/lib/metrics/route-label";

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
});
