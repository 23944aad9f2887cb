// Which live changes make a screen refetch, and how a burst of them becomes one refetch.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { alreadyHas, coalesce, concerns, touches, type LiveChange } from "@/lib/client/live";
import { keys } from "@/lib/client/queries";

const change = (from: string, until: string, halls = [1], own = false): LiveChange => ({
  kind: "booking",
  event: { id: 1, booking: 2, action: "updated", halls, from, until, own },
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

describe("alreadyHas", () => {
  const at = ["2031-06-10T14:00:00Z", "2031-06-10T18:00:00Z"] as const;

  it("skips only a change this tab's own write made, however soon another follows", () => {
    // The same booking, changed by this tab and then by another a moment later: the first is
    // this tab's echo, the second is news, whatever the clock says.
    const mine = change(...at, [1], true);
    const theirs = change(...at, [1], false);
    expect(alreadyHas(mine)).toBe(true);
    expect(alreadyHas(theirs)).toBe(false);
    expect(alreadyHas({ kind: "reset" })).toBe(false);
  });
});

describe("concerns", () => {
  const june = { start: "2031-06-01T04:00:00.000Z", end: "2031-07-01T04:00:00.000Z" };
  const inJune = change("2031-06-10T14:00:00Z", "2031-06-10T18:00:00Z", [1]);
  const inAugust = change("2031-08-10T14:00:00Z", "2031-08-10T18:00:00Z", [1]);

  it("refetches a calendar's range only for a change that touches it, or a reset", () => {
    const allHalls = keys.schedules({ ...june, hall: null });
    const hallTwo = keys.schedules({ ...june, hall: 2 });
    expect(concerns(allHalls, [inAugust, inJune])).toBe(true);
    expect(concerns(allHalls, [inAugust])).toBe(false);
    expect(concerns(hallTwo, [inJune])).toBe(false);
    expect(concerns(hallTwo, [{ kind: "reset" }])).toBe(true);
  });

  it("refetches every other bookings query for any change, and none for no change", () => {
    for (const key of [keys.bookings, keys.booking(2), [...keys.bookings, "page=1"]]) {
      expect(concerns(key, [inAugust])).toBe(true);
      expect(concerns(key, [])).toBe(false);
    }
  });
});
