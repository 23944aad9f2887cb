import { describe, expect, it } from "vitest";

import { flakyTests } from "@/scripts/lib/flaky";

const spec = (title: string, line: number, statuses: string[]) => ({
  title,
  file: "calendar.spec.ts",
  line,
  tests: statuses.map((status) => ({ status })),
});

describe("flakyTests", () => {
  it("names each test that passed only on a retry, with its describe blocks", () => {
    const report = {
      suites: [
        {
          title: "calendar.spec.ts",
          specs: [spec("drags a booking", 10, ["flaky"]), spec("opens", 20, ["expected"])],
          suites: [
            {
              title: "a failed load",
              specs: [spec("says so", 30, ["unexpected"]), spec("retries", 40, ["flaky"])],
            },
          ],
        },
      ],
    };
    expect(flakyTests(report)).toEqual([
      "calendar.spec.ts:10 › drags a booking",
      "calendar.spec.ts:40 › a failed load › retries",
    ]);
  });

  it("names none in a report without flaky tests, or without suites", () => {
    expect(flakyTests({ suites: [{ title: "x", specs: [spec("a", 1, ["expected"])] }] })).toEqual(
      [],
    );
    expect(flakyTests({})).toEqual([]);
  });
});
