// The booking settings' refusals say the unit of what they refuse: "hours", "days", not a bare
// number the form's label must explain.
import { describe, expect, it } from "vitest";

import { bookingSettingsPatch } from "@/lib/booking-settings/schemas";
import { REQUIRED } from "@/lib/core/schemas";

const errorsOf = (input: Record<string, unknown>) => {
  const result = bookingSettingsPatch.safeParse(input);
  expect(result.success).toBe(false);
  return Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]));
};

describe("the booking settings' range errors", () => {
  it("name their unit", () => {
    expect(errorsOf({ min_notice_hours: 5000 })).toEqual({
      min_notice_hours: "Ensure this value is less than or equal to 2160 hours.",
    });
    expect(errorsOf({ max_enquiry_hours: 0 })).toEqual({
      max_enquiry_hours: "Ensure this value is greater than or equal to 1 hour.",
    });
    expect(errorsOf({ default_hold_days: 91 })).toEqual({
      default_hold_days: "Ensure this value is less than or equal to 90 days.",
    });
    expect(errorsOf({ max_public_holds_per_email: 51, max_public_holds: 0 })).toEqual({
      max_public_holds_per_email: "Ensure this value is less than or equal to 50 enquiries.",
      max_public_holds: "Ensure this value is greater than or equal to 1 enquiry.",
    });
  });

  it("say an emptied field is required, not out of range", () => {
    expect(errorsOf({ default_hold_days: "" })).toEqual({ default_hold_days: REQUIRED });
    expect(errorsOf({ min_notice_hours: "  " })).toEqual({ min_notice_hours: REQUIRED });
    expect(bookingSettingsPatch.parse({ default_hold_days: "7" })).toEqual({
      default_hold_days: 7,
    });
  });
});
