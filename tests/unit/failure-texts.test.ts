// A refused request's toast: the spec's fixed sentence, then the server's reason when it gave one.
import { describe, expect, it } from "vitest";

import { ApiError } from "@/lib/client/api";
import { failureTexts } from "@/lib/client/form-errors";

const refused = new ApiError(
  403,
  { detail: "You cannot do that here." },
  "You cannot do that here.",
);

describe("failureTexts", () => {
  it("adds the server's reason to a fixed toast", () => {
    expect(failureTexts(refused, { form: false, toast: "Failed to save." })).toEqual({
      form: null,
      toast: "Failed to save. You cannot do that here.",
    });
  });

  it("says field errors at their fields only, and a banner's words once", () => {
    const fields = new ApiError(400, { old_password: ["Wrong."] }, "Request failed (400).");
    expect(failureTexts(fields, { form: false, toast: "Failed to change password." }).toast).toBe(
      "Failed to change password.",
    );
    expect(failureTexts(refused, { form: (e) => `No: ${String(e)}`, toast: undefined }).toast).toBe(
      "No: Error: You cannot do that here.",
    );
  });
});
