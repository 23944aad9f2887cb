import { describe, expect, it, vi } from "vitest";

import { errorResponse } from "@/lib/api/handler";
import {
  addLocalDays,
  describeRange,
  localDateOf,
  NonexistentLocalTime,
  startOfLocalDay,
  TimeInputError,
  toInstant,
  toLocalInput,
  wallClock,
  zonedInstant,
} from "@/lib/time";

const NY = "America/New_York";

describe("local times in a venue's zone", () => {
  it("reads wall-clock times in the venue's zone, and offsets as given", () => {
    expect(zonedInstant("2031-06-01", "18:00", NY).toISOString()).toBe("2031-06-01T22:00:00.000Z");
    expect(zonedInstant("2031-01-15", "18:00", NY).toISOString()).toBe("2031-01-15T23:00:00.000Z");
    expect(toInstant("2031-06-01T18:00:30", NY).toISOString()).toBe("2031-06-01T22:00:30.000Z");
    expect(toInstant("2031-06-01T18:00:00Z", NY).toISOString()).toBe("2031-06-01T18:00:00.000Z");
    expect(toInstant("2031-06-01T18:00:00+02:00", NY).toISOString()).toBe(
      "2031-06-01T16:00:00.000Z",
    );
  });

  it("refuses a time the clocks skip, naming the zone and the jump", () => {
    // 2027-03-14: New York's clocks go from 02:00 straight to 03:00.
    expect(() => toInstant("2027-03-14T02:30", NY)).toThrow(NonexistentLocalTime);
    expect(() => zonedInstant("2027-03-14", "02:00", NY)).toThrow(
      "There is no 02:00 on Sun, 14 Mar 2027 in America/New_York: the clocks go forward from " +
        "02:00 to 03:00.",
    );
    expect(toInstant("2027-03-14T01:59", NY).toISOString()).toBe("2027-03-14T06:59:00.000Z");
    expect(toInstant("2027-03-14T03:00", NY).toISOString()).toBe("2027-03-14T07:00:00.000Z");
    // Lord Howe Island moves its clocks by half an hour.
    expect(() => zonedInstant("2027-10-03", "02:15", "Australia/Lord_Howe")).toThrow(
      "the clocks go forward from 02:00 to 02:30.",
    );
  });

  it("takes the first occurrence of a repeated hour, when the clocks go back", () => {
    // 2027-11-07: 01:00-02:00 happens twice in New York (EDT, then EST).
    expect(toInstant("2027-11-07T01:30", NY).toISOString()).toBe("2027-11-07T05:30:00.000Z");
    expect(wallClock(new Date("2027-11-07T06:30:00Z"), NY)).toEqual({
      date: "2027-11-07",
      time: "01:30",
    });
  });

  it("does calendar arithmetic on local dates across a change of clocks", () => {
    expect(addLocalDays("2027-03-13", 1)).toBe("2027-03-14");
    expect(addLocalDays("2027-03-01", -1)).toBe("2027-02-28");
    expect(addLocalDays("2028-02-28", 1)).toBe("2028-02-29");
    const day = startOfLocalDay("2027-03-14", NY);
    const next = startOfLocalDay(addLocalDays("2027-03-14", 1), NY);
    expect((next.getTime() - day.getTime()) / 3_600_000).toBe(23);
    // Where midnight itself is skipped (Santiago, 2027-09-05), the day starts at 01:00.
    expect(startOfLocalDay("2027-09-05", "America/Santiago").toISOString()).toBe(
      "2027-09-05T04:00:00.000Z",
    );
  });

  it("remembers days it has worked out, handing each caller a Date of its own", () => {
    const first = startOfLocalDay("2027-11-07", NY);
    first.setTime(0);
    const again = startOfLocalDay("2027-11-07", NY);
    expect(again.toISOString()).toBe("2027-11-07T04:00:00.000Z");
    expect(again).not.toBe(startOfLocalDay("2027-11-07", NY));
    // The same date in another zone is another answer; more dates than it keeps, still right.
    expect(startOfLocalDay("2027-11-07", "Europe/London").toISOString()).toBe(
      "2027-11-07T00:00:00.000Z",
    );
    for (let i = 0; i < 5000; i++) addLocalDays("2027-01-01", i);
    expect(addLocalDays("2027-01-01", 365)).toBe("2028-01-01");
    expect(() => startOfLocalDay("2027-02-30", NY)).toThrow(RangeError);
    expect(() => startOfLocalDay("2027-02-30", NY)).toThrow(RangeError);
  });

  it("formats instants as the venue reads them", () => {
    expect(toLocalInput("2031-06-01T22:00:00Z", NY)).toBe("2031-06-01T18:00");
    expect(toLocalInput("nonsense", NY)).toBe("");
    expect(localDateOf("2031-06-01T18:00")).toBe("2031-06-01");
    expect(
      describeRange(new Date("2031-06-01T22:00:00Z"), new Date("2031-06-02T03:00:00Z"), NY),
    ).toBe("Sun, 1 Jun 2031, 18:00–23:00");
  });
});

describe("what cannot be read", () => {
  it("is a TimeInputError, never a plain RangeError: the request's fault (a 400)", () => {
    const unreadable: [string, () => unknown][] = [
      ["a day the calendar has not", () => zonedInstant("2099-02-29", "10:00", NY)],
      ["its start", () => startOfLocalDay("2099-02-30", NY)],
      ["a day after it", () => addLocalDays("2099-02-30", 1)],
      ["the day after 9999-12-31", () => startOfLocalDay(addLocalDays("9999-12-31", 1), NY)],
      ["a date-time without an offset", () => toInstant("10000-01-01T00:00", NY)],
      ["text", () => addLocalDays("soon", 1)],
    ];
    for (const [what, read] of unreadable) expect(read, what).toThrow(TimeInputError);
    // A time the clocks skip is one too, with its own message.
    expect(() => zonedInstant("2031-03-09", "02:30", NY)).toThrow(TimeInputError);
  });

  it("is answered 400 with its message by the routes' error handler", async () => {
    const logged = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    const res = errorResponse(new TimeInputError("Not a local date-time: 10000-01-01T00:00"));
    const lines = logged.mock.calls.map(([line]) => String(line));
    logged.mockRestore();
    expect(res.status).toBe(400);
    // logged, so that the schema that let it through is found
    expect(lines).toEqual([expect.stringContaining("A date reached lib/time.ts unchecked")]);
    expect(await res.json()).toEqual({ detail: "Not a local date-time: 10000-01-01T00:00" });
  });
});
