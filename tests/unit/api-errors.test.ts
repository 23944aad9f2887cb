import { describe, expect, it } from "vitest";

import { ApiError, BOOKING_GONE, errorMessage } from "@/lib/client/api";

describe("errorMessage: what went wrong, in the server's words", () => {
  it("prefers the server's detail", () => {
    expect(errorMessage(new ApiError(409, { detail: "Hall is busy." }, "x"))).toBe("Hall is busy.");
  });

  it("joins field errors, with their names for the booking form", () => {
    const error = new ApiError(400, { name: ["Required."], capacity: ["Too big.", "Odd."] }, "x");
    expect(errorMessage(error)).toBe("Required.; Too big.; Odd.");
    expect(errorMessage(error, { fieldNames: true })).toBe(
      "name: Required.; capacity: Too big. Odd.",
    );
  });

  it("says a booking is gone on a 404 when asked, and 'Not found.' otherwise", () => {
    const error = new ApiError(404, { detail: "Not found." }, "Not found.");
    expect(errorMessage(error, { gone: BOOKING_GONE })).toBe(BOOKING_GONE);
    expect(errorMessage(error)).toBe("Not found.");
  });

  it("reports a network failure or a plain answer as such, and falls back last", () => {
    const offline = new ApiError(0, null, "Network error: the server could not be reached.");
    expect(errorMessage(offline)).toBe("Network error: the server could not be reached.");
    expect(errorMessage(new ApiError(502, "Bad gateway", "x"))).toBe("Bad gateway");
    expect(errorMessage(new Error(""), { fallback: "Failed to save hall." })).toBe(
      "Failed to save hall.",
    );
    expect(errorMessage("what")).toBe("Unknown error");
  });
});
