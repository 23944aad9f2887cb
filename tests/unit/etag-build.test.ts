// A conditional read's ETag names the build that answered: after an upgrade, whose booking JSON may
// differ, a copy a browser holds from the build before is never confirmed with a 304.
import { afterEach, describe, expect, it, vi } from "vitest";

const tenant = { id: 7, timezone: "Europe/Berlin" };
const versions = { event_version: "41", read_version: "3" };

async function etagIn(build: string | undefined) {
  vi.resetModules();
  vi.stubEnv("HALLBOOK_BUILD_ID", build);
  const { etagOf } = await import("@/lib/bookings/read-version");
  return etagOf(tenant, "schedule", { start: "2026-12-01", end: "2027-01-01" }, versions);
}

describe("a booking read's ETag", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("is the same for the same build, and another after an upgrade", async () => {
    const before = await etagIn("build-a");
    expect(await etagIn("build-a")).toBe(before);
    expect(await etagIn("build-b")).not.toBe(before);
    expect(await etagIn(undefined)).not.toBe(before);
    expect(before).toMatch(/^W\/"41\.3\.[\w-]{16}"$/);
  });
});
