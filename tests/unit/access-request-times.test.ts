// An access request's times in the venue's zone with its abbreviation, the same on the banner,
// the venue's Hosting Support page and the provider's access page; a revoked approval says so.
import { describe, expect, it } from "vitest";

import type { ImpersonationRequestView } from "@/lib/impersonation/serialize";
import { badgeText, expiryText, grantTime } from "@/lib/impersonation/times";

const request = (fields: Partial<ImpersonationRequestView>): ImpersonationRequestView => ({
  id: 1,
  tenant_name: "demo",
  tenant_display_name: "Demo Banquets",
  tenant_timezone: "America/New_York",
  role: "Admin",
  approved: true,
  approved_by: "owner@demo.example.com",
  approved_at: "2026-11-27T12:38:00.000Z",
  expires_at: "2026-11-27T14:38:00.000Z",
  revoked_at: null,
  created_at: "2026-11-27T12:30:00.000Z",
  requester_email: "admin@example.com",
  original_user_email: "admin@example.com",
  status: "APPROVED",
  ...fields,
});

describe("an access request's times", () => {
  it("are the venue's, with the zone's abbreviation, whatever zone the browser is in", () => {
    expect(grantTime("2026-11-27T14:38:00.000Z", "America/New_York")).toBe(
      "Nov 27, 2026, 9:38 AM EST",
    );
    expect(grantTime("2026-06-27T14:38:00.000Z", "Europe/London")).toBe(
      "Jun 27, 2026, 3:38 PM GMT+1",
    );
    expect(expiryText(request({}))).toBe("Expires Nov 27, 2026, 9:38 AM EST");
    expect(expiryText(request({ status: "EXPIRED" }))).toBe("Expired Nov 27, 2026, 9:38 AM EST");
    expect(expiryText(request({ approved: false, expires_at: null, status: "PENDING" }))).toBe(
      "Not approved yet",
    );
  });

  it("say Revoked, and when, for an approval the venue ended early", () => {
    const revoked = request({
      status: "EXPIRED",
      expires_at: "2026-11-27T12:39:00.000Z",
      revoked_at: "2026-11-27T12:39:00.000Z",
    });
    expect(expiryText(revoked)).toBe("Revoked Nov 27, 2026, 7:39 AM EST");
    expect(badgeText(revoked)).toBe("REVOKED");
    expect(badgeText(request({ status: "EXPIRED" }))).toBe("EXPIRED");
  });
});
