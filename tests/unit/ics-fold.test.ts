// The feed's own line folding writes what ical-generator's does, byte for byte.
import ical, { foldLines as libraryFold } from "ical-generator";
import { describe, expect, it } from "vitest";

import { foldLines } from "@/lib/calendar-feeds/fold";

describe("foldLines", () => {
  it.each([
    ["a short line", "SUMMARY:Wedding"],
    ["exactly 74 octets", `SUMMARY:${"x".repeat(66)}`],
    ["75 octets", `SUMMARY:${"x".repeat(67)}`],
    ["a long ASCII line", `DESCRIPTION:${"abc ".repeat(60)}`],
    ["two- and three-octet letters across the fold", `SUMMARY:${"é".repeat(40)}${"€".repeat(30)}`],
    ["a surrogate pair on the fold", `SUMMARY:${"x".repeat(65)}🎉🎉🎉 party`],
    ["several lines", `BEGIN:VEVENT\r\nSUMMARY:${"ü".repeat(50)}\r\nEND:VEVENT\r\n`],
  ])("%s", (_, text) => {
    expect(foldLines(text)).toBe(libraryFold(text));
  });

  it("gives a whole calendar the library's own text", () => {
    const calendar = ical({ name: "Demo Banquets: Grand Hall", timezone: null });
    for (let i = 0; i < 20; i++)
      calendar.createEvent({
        id: `booking-${i}@demo.localhost`,
        start: new Date(Date.UTC(2031, 0, i + 1, 15)),
        end: new Date(Date.UTC(2031, 0, i + 1, 18)),
        stamp: new Date(Date.UTC(2030, 0, 1)),
        summary: `Hochzeit Müller–Łukasiewicz ${"🎉".repeat(i)}`,
        description: `Hall: Grand Hall\nCustomer: ${"Zoë ".repeat(i)}`,
      });
    const frame = ical({ name: "Demo Banquets: Grand Hall", timezone: null }).toString();
    const end = frame.lastIndexOf("END:VCALENDAR");
    const ours =
      frame.slice(0, end) +
      calendar
        .events()
        .map((e) => foldLines(e.toString()))
        .join("") +
      frame.slice(end);
    expect(ours).toBe(calendar.toString());
  });
});
