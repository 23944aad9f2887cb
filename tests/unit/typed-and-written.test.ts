// An amount as a venue's staff type it, read as the API's decimal string; a CSV cell as a
// spreadsheet would read it.
import { describe, expect, it } from "vitest";

import { readAmount } from "@/lib/money/format";
import { csvCell } from "@/lib/reports/csv";

describe("readAmount", () => {
  it.each([
    ["2450,50", "de-DE", "2450.50"],
    ["2.450,50", "de-DE", "2450.50"],
    ["2 450,50", "fr-FR", "2450.50"],
    ["2450.50", "de-DE", "2450.50"], // a point before two digits is a decimal point anywhere
    ["1.400", "de-DE", "1400"],
    ["1,400", "de-DE", "1.400"],
    ["1,400", "en-US", "1400"],
    ["1.400", "en-US", "1.400"],
    ["2,450.50", "en-US", "2450.50"],
    ["1,234,567.89", "en-US", "1234567.89"],
    ["1.234.567", "de-DE", "1234567"],
    ["1'234.50", "de-CH", "1234.50"],
    ["250", "en-US", "250"],
    [" 12,5 ", "en-US", "12.5"],
  ])("reads %s in %s as %s", (typed, locale, read) => {
    expect(readAmount(typed, locale)).toBe(read);
  });

  it("leaves what is not an amount for the schema to refuse", () => {
    expect(readAmount("30%", "de-DE")).toBe("30%");
    expect(readAmount("abc", "en-US")).toBe("abc");
    expect(readAmount("1,2,3", "en-US")).toBe("1,2,3");
    expect(readAmount("1.2,3.4", "en-US")).toBe("1.2,3.4");
  });
});

describe("csvCell", () => {
  it("makes text of what begins like a formula, but not of a phone number or our numbers", () => {
    expect(csvCell("=1+1")).toBe("'=1+1");
    expect(csvCell("+1+cmd|' /C calc'!A0")).toBe("'+1+cmd|' /C calc'!A0");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("+49 30 1234-56")).toBe("+49 30 1234-56");
    expect(csvCell("+1 (555) 010.0")).toBe("+1 (555) 010.0");
    expect(csvCell("-12.50")).toBe("-12.50");
    expect(csvCell("x;=1+1")).toBe('"x;=1+1"');
  });
});
