// Which live changes make a screen refetch, and how a burst of them becomes one refetch.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { coalesce, touches, type LiveChange } from "@/lib/client/live";
import { noteWrite, wroteLately } from "@/lib/client/own-writes";

const change = (from: string, until: string, halls = [1]): LiveChange => ({
  kind: "booking",
  event: { id: 1, booking: 2, action: "updated", halls, from, until, own: false },
});
const june = [new Date("2031-06-01T04:00:00Z"), new Date("2031-07-01T04:00:00Z")] as const;

describe("touches", () => {
  it("is true for a change that overlaps the range, of the hall shown or of any hall", () => {
    const inJune = change("2031-06-10T14:00:00.000Z", "2031-06-10T18:00:00.000Z");
    expect(touches(inJune, ...june, 1)).toBe(true);
    expect(touches(inJune, ...june, null)).toBe(true);
    expect(touches(inJune, ...june, 2)).toBe(false);
  });

  it("is false for a change that ends as the range starts or starts as it ends", () => {
    expect(touches(change("2031-05-31T20:00:00Z", "2031-06-01T04:00:00Z"), ...june, 1)).toBe(false);
    expect(touches(change("2031-07-01T04:00:00Z", "2031-07-01T09:00:00Z"), ...june, 1)).toBe(false);
  });

  it("is true for a move out of the range (its span covers both times) and for a reset", () => {
    const moved = change("2031-06-30T14:00:00Z", "2031-08-02T18:00:00Z", [1, 3]);
    expect(touches(moved, ...june, 3)).toBe(true);
    expect(touches({ kind: "reset" }, ...june, 1)).toBe(true);
  });
});

describe("coalesce", () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it("runs once after a pause, and at the latest maxMs after the first call", () => {
    const run = vi.fn();
    const call = coalesce(run, 100, 400);
    for (let i = 0; i < 5; i++) {
      call();
      vi.advanceTimersByTime(50);
    }
    expect(run).toHaveBeenCalledTimes(0);
    vi.advanceTimersByTime(100);
    expect(run).toHaveBeenCalledTimes(1);

    // A steady stream of calls still runs every 400 ms.
    for (let i = 0; i < 20; i++) {
      call();
      vi.advanceTimersByTime(50);
    }
    expect(run).toHaveBeenCalledTimes(3);
  });

  it("runs nothing once cancelled", () => {
    const run = vi.fn();
    const call = coalesce(run);
    call();
    call.cancel();
    vi.advanceTimersByTime(1_000);
    expect(run).not.toHaveBeenCalled();
  });
});

describe("wroteLately", () => {
  it("knows the bookings this tab wrote in the last 3 s, by path or by the answer's id", () => {
    noteWrite("/api/tenant/bookings/7/", "PATCH", { id: 7 }, 1_000);
    noteWrite("/api/tenant/bookings/", "POST", { id: 8 }, 1_000);
    noteWrite("/api/tenant/bookings/9/", "DELETE", null, 1_000);
    noteWrite("/api/tenant/bookings/10/", "GET", { id: 10 }, 1_000);
    noteWrite("/api/tenant/halls/11/", "PATCH", { id: 11 }, 1_000);
    expect([7, 8, 9, 10, 11].map((id) => wroteLately(id, 3_500))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(wroteLately(7, 4_001)).toBe(false);
  });
});
