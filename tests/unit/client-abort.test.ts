import { afterEach, describe, expect, it, vi } from "vitest";

import { errorResponse } from "@/lib/api/handler";
import { log } from "@/lib/log";

afterEach(() => vi.restoreAllMocks());

describe("a client that goes away mid-request", () => {
  it("is no server error: nothing at error level, and no 500", () => {
    const error = vi.spyOn(log, "error").mockImplementation(() => {});
    const controller = new AbortController();
    const req = new Request("http://demo.localhost/api/tenant/bookings/", {
      method: "POST",
      signal: controller.signal,
    });
    controller.abort();
    expect(errorResponse(new Error("aborted"), req).status).toBe(499);
    const reset = Object.assign(new Error("socket hang up"), { code: "ECONNRESET" });
    expect(errorResponse(reset).status).toBe(499);
    expect(errorResponse(new Error("aborted")).status).toBe(499);
    expect(error).not.toHaveBeenCalled();
  });

  it("leaves other failures as logged 500s", () => {
    const error = vi.spyOn(log, "error").mockImplementation(() => {});
    const req = new Request("http://demo.localhost/api/tenant/bookings/");
    expect(errorResponse(new Error("boom"), req).status).toBe(500);
    expect(error).toHaveBeenCalledOnce();
  });
});
