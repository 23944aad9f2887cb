// A refused request's toast: the spec's fixed sentence, then the server's reason when it gave one;
// a network failure or a server error keeps the sentence alone.
import { describe, expect, it } from "vitest";

import { ApiError } from "@/lib/client/api";
import { refusalReason, withReason } from "@/lib/client/failure";
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

describe("withReason: every standalone toast's text", () => {
  const sentence = "Failed to delete job.";
  const offline = new ApiError(0, null, "Network error: the server could not be reached.");
  const broken = new ApiError(500, { detail: "Internal server error." }, "Internal server error.");
  const fields = new ApiError(400, { banner: ["Upload an image."], "a.b": ["Too long."] }, "x");

  it("puts the spec's sentence first and the server's reason after it", () => {
    expect(withReason(sentence, refused)).toBe("Failed to delete job. You cannot do that here.");
    expect(refusalReason(refused)).toBe("You cannot do that here.");
  });

  it("keeps the sentence alone for what a retry may fix, and for anything not an answer", () => {
    for (const error of [offline, broken, new Error("boom"), undefined]) {
      expect(withReason(sentence, error)).toBe(sentence);
      expect(refusalReason(error)).toBeUndefined();
    }
    expect(failureTexts(offline, { form: false, toast: "Failed to save." }).toast).toBe(
      "Failed to save.",
    );
  });

  it("says field errors only where no field shows them", () => {
    expect(withReason(sentence, fields)).toBe(`${sentence} Upload an image.; Too long.`);
    expect(withReason(sentence, fields, { atFields: true })).toBe(sentence);
  });

  it("does not repeat a reason the sentence already holds", () => {
    expect(withReason("Failed: You cannot do that here.", refused)).toBe(
      "Failed: You cannot do that here.",
    );
  });
});
