// Amounts in the venue's currency and locale (decision 086): written exactly from the API's decimal
// strings, each currency with its own minor digits, and the settings' codes read as a person types
// them but stored in their canonical spelling.
import { describe, expect, it } from "vitest";

import { DEFAULT_MONEY, formatMoney, minorDigits } from "@/lib/money/format";
import { currencyCode, INVALID_CURRENCY, INVALID_LOCALE, localeTag } from "@/lib/money/schemas";

const NBSP = "\u00a0";

describe("formatMoney", () => {
  it("writes US dollars in en-US, as before", () => {
    expect(formatMoney("1400.5", DEFAULT_MONEY)).toBe("$1,400.50");
    expect(formatMoney(null, DEFAULT_MONEY)).toBe("$0.00");
  });

  it("writes euros the German way, and yen without cents", () => {
    expect(formatMoney("1400.5", { currency: "EUR", locale: "de-DE" })).toBe(`1.400,50${NBSP}€`);
    expect(formatMoney("1400", { currency: "JPY", locale: "ja-JP" })).toBe("￥1,400");
  });

  it("rounds the decimal string itself, never a float of it", () => {
    expect(formatMoney("1.005", DEFAULT_MONEY)).toBe("$1.01");
    // As a float, 12345678901234567.25 is 12345678901234568.
    expect(formatMoney("12345678901234567.25", DEFAULT_MONEY)).toBe("$12,345,678,901,234,567.25");
  });

  it("writes nothing that is not an amount as one", () => {
    expect(formatMoney("12abc", DEFAULT_MONEY)).toBe("$0.00");
  });
});

describe("minorDigits", () => {
  it("knows each currency's digits after the point", () => {
    expect([minorDigits("JPY"), minorDigits("EUR"), minorDigits("BHD")]).toEqual([0, 2, 3]);
  });
});

describe("the currency and locale fields", () => {
  it("take a code as typed and keep its canonical spelling", () => {
    expect(currencyCode.parse(" eur ")).toBe("EUR");
    expect(localeTag.parse("de-de")).toBe("de-DE");
    expect(localeTag.parse("EN-gb")).toBe("en-GB");
  });

  it.each(["EURO", "XYZ", "€", "12"])("refuse the currency %j, said for a person", (code) => {
    const result = currencyCode.safeParse(code);
    expect(result.error?.issues.map((i) => i.message)).toEqual([INVALID_CURRENCY]);
  });

  it.each(["english", "tlh", "de_DE", "x".repeat(40), "en-US\u0000"])(
    "refuse the locale %j, said for a person",
    (tag) => {
      const result = localeTag.safeParse(tag);
      expect(result.success).toBe(false);
      // A control character is refused by the shared text schema first, in its own words.
      const words = result.error?.issues.map((i) => i.message) ?? [];
      expect(tag.includes("\u0000") || words.includes(INVALID_LOCALE)).toBe(true);
    },
  );
});
