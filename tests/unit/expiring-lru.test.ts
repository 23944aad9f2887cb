import { describe, expect, it } from "vitest";

import { ExpiringLru } from "@/lib/cache/lru";

describe("ExpiringLru", () => {
  it("serves an entry until its expiry, then forgets it", () => {
    const lru = new ExpiringLru<string, number>(10);
    lru.set("a", 1, 1_000);
    expect(lru.get("a", 999)).toBe(1);
    expect(lru.get("a", 1_000)).toBeUndefined();
    expect(lru.size).toBe(0);
  });

  it("lets the least recently used entry go when full", () => {
    const lru = new ExpiringLru<string, number>(2);
    lru.set("a", 1, Infinity);
    lru.set("b", 2, Infinity);
    expect(lru.get("a")).toBe(1); // a is now the most recently used
    lru.set("c", 3, Infinity);
    expect(lru.get("b")).toBeUndefined();
    expect(lru.get("a")).toBe(1);
    expect(lru.get("c")).toBe(3);
    expect(lru.size).toBe(2);
  });

  it("drops the entries that match, and only those", () => {
    const lru = new ExpiringLru<string, { tenantId: number }>(10);
    lru.set("x", { tenantId: 1 }, Infinity);
    lru.set("y", { tenantId: 2 }, Infinity);
    lru.set("z", { tenantId: 1 }, Infinity);
    lru.deleteWhere((entry) => entry.tenantId === 1);
    expect([lru.get("x"), lru.get("y"), lru.get("z")]).toEqual([
      undefined,
      { tenantId: 2 },
      undefined,
    ]);
  });
});
