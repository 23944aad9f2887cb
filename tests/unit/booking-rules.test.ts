import { describe, expect, it } from "vitest";

import { periodErrors, readBookingTime, START_OUT_OF_RANGE, tooLong } from "@/lib/bookings/rules";
import { END_AFTER_START } from "@/lib/core/schemas";

const now = new Date("2026-11-26T12:00:00Z");
const at = (iso: string) => new Date(iso);

describe("a booking's period", () => {
  it("accepts an evening, and refuses an end at or before the start", () => {
    const rules = { maxDays: 30, now };
    expect(periodErrors(at("2027-06-01T22:00Z"), at("2027-06-02T03:00Z"), rules)).toEqual({});
    expect(periodErrors(at("2027-06-01T22:00Z"), at("2027-06-01T22:00Z"), rules)).toEqual({
      end_time: END_AFTER_START,
    });
  });

  it("bounds the length by the venue's setting", () => {
    const start = at("2027-06-01T00:00Z");
    expect(periodErrors(start, at("2027-07-01T00:00Z"), { maxDays: 30, now })).toEqual({});
    expect(periodErrors(start, at("2027-07-01T00:01Z"), { maxDays: 30, now })).toEqual({
      end_time: tooLong(30),
    });
    expect(periodErrors(start, at("2027-06-03T00:00Z"), { maxDays: 1, now })).toEqual({
      end_time: "A booking may last at most 1 day.",
    });
  });

  it("keeps the start within ten years of today, either way", () => {
    const rules = { maxDays: 30, now };
    const ok = (iso: string) =>
      periodErrors(at(iso), new Date(at(iso).getTime() + 3_600_000), rules);
    expect(ok("2036-11-26T11:00Z")).toEqual({});
    expect(ok("2016-11-26T13:00Z")).toEqual({});
    expect(ok("2036-11-26T13:00Z")).toEqual({ start_time: START_OUT_OF_RANGE });
    expect(ok("9999-01-01T00:00Z")).toEqual({ start_time: START_OUT_OF_RANGE });
    expect(ok("2016-11-26T11:00Z")).toEqual({ start_time: START_OUT_OF_RANGE });
  });

  it("reads times in the venue's zone and turns a skipped time into the field's message", () => {
    expect(readBookingTime("2027-06-01T18:00", "America/New_York").instant?.toISOString()).toBe(
      "2027-06-01T22:00:00.000Z",
    );
    expect(readBookingTime("2027-03-14T02:30", "America/New_York").error).toMatch(
      /^There is no 02:30 on Sun, 14 Mar 2027 in America\/New_York/,
    );
  });
});
