// Which dates an edit of a date of a series may change (decision 083): a move to another day or a
// hold is for that date only; the other scopes take the fields a series takes, as times of day.
import { describe, expect, it } from "vitest";

import {
  ONLY_THIS_HOLDS,
  ONLY_THIS_MOVES_DAY,
  onlyThisReason,
  seriesChangeBody,
} from "@/lib/bookings/series-scope";

const saved = "2031-03-04T19:00";

describe("onlyThisReason", () => {
  it("lets any scope change the times of day or the fields", () => {
    expect(onlyThisReason({ start_time: "2031-03-04T20:00", event_name: "Late" }, saved)).toBe(
      null,
    );
  });

  it("keeps a move to another day to this date", () => {
    expect(onlyThisReason({ start_time: "2031-03-05T19:00" }, saved)).toBe(ONLY_THIS_MOVES_DAY);
  });

  it("keeps a hold to this date, but not a hold taken away", () => {
    expect(onlyThisReason({ hold_until: "2031-03-02T12:00" }, saved)).toBe(ONLY_THIS_HOLDS);
    expect(onlyThisReason({ hold_until: null }, saved)).toBe(null);
  });
});

describe("seriesChangeBody", () => {
  it("sends times of day and leaves out what belongs to one date", () => {
    const body = seriesChangeBody(
      {
        start_time: "2031-03-04T20:00",
        end_time: "2031-03-04T21:30",
        hold_until: null,
        slot_id: null,
        booking_token: "DEP-1",
        event_name: "Late",
      },
      "following",
      7,
    );
    expect(body).toEqual({
      event_name: "Late",
      scope: "following",
      occurrence: 7,
      start_time: "20:00",
      end_time: "21:30",
    });
  });
});
