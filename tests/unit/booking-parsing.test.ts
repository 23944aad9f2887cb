import { describe, expect, it } from "vitest";

import { price } from "@/lib/bookings/schemas";
import { fitsSlot } from "@/lib/bookings/slot-rules";

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0].message;

describe("prices", () => {
  it("takes numbers and numeric text, and writes two decimals", () => {
    expect(price.parse(1250.5)).toBe("1250.50");
    expect(price.parse(" 99.9 ")).toBe("99.90");
    expect(price.parse("0")).toBe("0.00");
  });

  it("refuses what is not an amount, with the API's messages", () => {
    expect(messageOf(price.safeParse("12,50"))).toBe("A valid number is required.");
    expect(messageOf(price.safeParse("-1"))).toBe(
      "Ensure this value is greater than or equal to 0.",
    );
    expect(messageOf(price.safeParse("1.234"))).toBe(
      "Ensure that there are no more than 2 decimal places.",
    );
    expect(messageOf(price.safeParse("10000000000"))).toBe(
      "Ensure that there are no more than 12 digits in total.",
    );
    expect(messageOf(price.safeParse(null))).toBe("A valid number is required.");
  });
});

describe("slot fitting", () => {
  const evening = { startTime: "18:00", endTime: "23:00" };
  const NY = "America/New_York";

  it("fits a booking on the slot's wall-clock times, in summer and in winter", () => {
    expect(
      fitsSlot(evening, new Date("2031-06-01T22:00Z"), new Date("2031-06-02T03:00Z"), NY),
    ).toBe(true);
    expect(
      fitsSlot(evening, new Date("2031-01-15T23:00Z"), new Date("2031-01-16T04:00Z"), NY),
    ).toBe(true);
  });

  it("does not fit other times, or a period over two local dates", () => {
    expect(
      fitsSlot(evening, new Date("2031-06-01T21:00Z"), new Date("2031-06-02T03:00Z"), NY),
    ).toBe(false);
    const overnight = { startTime: "18:00", endTime: "02:00" };
    expect(
      fitsSlot(overnight, new Date("2031-06-01T22:00Z"), new Date("2031-06-02T06:00Z"), NY),
    ).toBe(false);
  });
});
