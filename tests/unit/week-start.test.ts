import { describe, expect, it } from "vitest";

import { dateLocaleOf, firstDayOf, weekStartOfLocale } from "@/lib/locale";
import { formatDateTime, weekStartOfZone } from "@/lib/time";

describe("a venue's first day of the week from its time zone (when its locale does not tell)", () => {
  it("is Sunday in the Americas and Sunday-first countries, Saturday in some, else Monday", () => {
    expect(weekStartOfZone("America/New_York")).toBe(0);
    expect(weekStartOfZone("America/Sao_Paulo")).toBe(0);
    expect(weekStartOfZone("Asia/Tokyo")).toBe(0);
    expect(weekStartOfZone("Africa/Cairo")).toBe(6);
    expect(weekStartOfZone("Europe/Berlin")).toBe(1);
    expect(weekStartOfZone("Australia/Sydney")).toBe(1);
    expect(weekStartOfZone("UTC")).toBe(1);
  });
});

describe("a venue's locale (decision 095)", () => {
  it("writes dates in English words by the locale's region's conventions", () => {
    expect(dateLocaleOf("en-US")).toBe("en-US");
    expect(dateLocaleOf("en-GB")).toBe("en-GB");
    expect(dateLocaleOf("de-DE")).toBe("en-DE");
    expect(dateLocaleOf("fr")).toBe("en-FR"); // the language's likely region
    expect(dateLocaleOf("ja-JP")).toBe("en-JP");
    const at = new Date("2031-06-13T18:00:00Z");
    const write = (locale: string) =>
      formatDateTime(at, { timeZone: "UTC", locale: dateLocaleOf(locale) });
    expect(write("de-DE")).toBe("13 Jun 2031, 18:00");
    expect(write("en-US")).toMatch(/^Jun 13, 2031, 6:00\sPM$/);
    expect(formatDateTime(at, "UTC")).toBe(write("en-US")); // a bare zone writes as en-US
  });

  it("starts the week where the locale's region does, unless the venue chose", () => {
    expect(weekStartOfLocale("en-US")).toBe(0);
    expect(weekStartOfLocale("de-DE")).toBe(1);
    expect(weekStartOfLocale("en-GB")).toBe(1);
    expect(weekStartOfLocale("ar-EG")).toBe(6);
    const berlin = { locale: "de-DE", timezone: "Europe/Berlin" };
    expect(firstDayOf({ ...berlin, weekStart: null })).toBe(1);
    expect(firstDayOf({ ...berlin, weekStart: 0 })).toBe(0);
    expect(firstDayOf({ locale: "en-US", timezone: "Europe/Berlin", weekStart: null })).toBe(0);
  });

  it("falls back to en-US and the zone for what it cannot read", () => {
    expect(dateLocaleOf("not a locale")).toBe("en-US");
    expect(weekStartOfLocale("not a locale")).toBeNull();
    expect(firstDayOf({ locale: "x", timezone: "Africa/Cairo", weekStart: null })).toBe(6);
  });
});
