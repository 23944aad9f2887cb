// The period a reports page shows: this year unless its address asks another, a wrong one said at
// its field as the API would say it.
import { describe, expect, it } from "vitest";

import { askedPeriod } from "@/lib/reports/period";
import { PERIOD_REVERSED } from "@/lib/reports/schemas";

describe("askedPeriod", () => {
  it("is this year when nothing is asked, and the asked period when it is right", () => {
    const year = { from: "2031-01-01", to: "2031-12-31" };
    expect(askedPeriod("2031-05-15", {})).toEqual({ period: year, draft: year });
    const feb = { from: "2035-02-01", to: "2035-02-28" };
    expect(askedPeriod("2031-05-15", feb)).toEqual({ period: feb, draft: feb });
  });

  it("keeps a wrong one in the form, says why, and shows this year meanwhile", () => {
    const asked = askedPeriod("2031-05-15", { from: "2035-03-01", to: "2035-02-01" });
    expect(asked.period).toEqual({ from: "2031-01-01", to: "2031-12-31" });
    expect(asked.draft).toEqual({ from: "2035-03-01", to: "2035-02-01" });
    expect(asked.problem).toEqual({ to: PERIOD_REVERSED });
    expect(askedPeriod("2031-05-15", { from: "soon" }).problem).toHaveProperty("from");
  });
});
