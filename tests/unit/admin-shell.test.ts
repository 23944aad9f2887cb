import { describe, expect, it } from "vitest";

import { ADMIN_NAV, isActiveItem } from "@/components/admin/admin-nav-items";
import { consoleCrumbs } from "@/components/console/nav-items";
import { adminCrumbs } from "@/lib/admin/breadcrumbs";
import { formatGrowth, growthRate } from "@/lib/admin/dashboard";
import { badgeText } from "@/lib/notifications/messages";

describe("growthRate", () => {
  it("compares the last 30 days with the 30 before, in whole percent", () => {
    expect(growthRate(23, 20)).toBe(15);
    expect(growthRate(8, 10)).toBe(-20);
    expect(growthRate(5, 5)).toBe(0);
    expect(growthRate(0, 4)).toBe(-100);
    expect(growthRate(1, 3)).toBe(-67);
  });

  it("has no rate when there is nothing before (shown as no earlier data), and 0% when nothing at all", () => {
    expect(growthRate(3, 0)).toBeNull();
    expect(growthRate(0, 0)).toBe(0);
    expect(formatGrowth(null)).toBe("No earlier data");
    expect(formatGrowth(15)).toBe("+15%");
    expect(formatGrowth(-20)).toBe("-20%");
    expect(formatGrowth(0)).toBe("0%");
  });
});

describe("badgeText", () => {
  it("shows the count, '99+' above 99, and nothing when all are read", () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(1)).toBe("1");
    expect(badgeText(99)).toBe("99");
    expect(badgeText(100)).toBe("99+");
    expect(badgeText(12_345)).toBe("99+");
    expect(badgeText(-1)).toBeNull();
  });
});

describe("admin breadcrumbs and sidebar", () => {
  it("names each page, and links only what is a page", () => {
    expect(adminCrumbs("/admin")).toEqual([{ label: "Dashboard", href: "/admin/dashboard" }]);
    expect(adminCrumbs("/admin/dashboard")).toEqual([
      { label: "Dashboard", href: "/admin/dashboard" },
    ]);
    expect(adminCrumbs("/admin/settings/ffsettings")).toEqual([
      { label: "Dashboard", href: "/admin/dashboard" },
      { label: "Settings", href: null },
      { label: "Feature Flags", href: "/admin/settings/ffsettings" },
    ]);
    expect(adminCrumbs("/admin/jobs/12/candidates/5").map((c) => c.label)).toEqual([
      "Dashboard",
      "Jobs",
      "Job #12",
      "Candidates",
      "Applicant #5",
    ]);
    expect(adminCrumbs("/admin/tenants/access").at(-1)).toEqual({
      label: "Tenant Access Requests",
      href: "/admin/tenants/access",
    });
    expect(adminCrumbs("/admin/support/tickets/7")).toEqual([
      { label: "Dashboard", href: "/admin/dashboard" },
      { label: "Support", href: "/admin/support" },
      { label: "Tickets", href: null },
      { label: "Ticket #7", href: "/admin/support/tickets/7" },
    ]);
  });

  it("marks one sidebar entry for each page", () => {
    const active = (path: string) =>
      ADMIN_NAV.filter((item) => isActiveItem(item, path)).map((i) => i.label);
    expect(active("/admin")).toEqual(["Dashboard"]);
    expect(active("/admin/dashboard")).toEqual(["Dashboard"]);
    expect(active("/admin/post-job")).toEqual(["Jobs"]);
    expect(active("/admin/jobs/3/candidates")).toEqual(["Jobs"]);
    expect(active("/admin/tenants")).toEqual(["Tenants"]);
    expect(active("/admin/tenants/access")).toEqual(["Tenant Access Requests"]);
    expect(active("/admin/support")).toEqual(["Support"]);
  });
});

describe("the venue console's breadcrumbs", () => {
  it("names pages as the menu does, a ticket by its number, and skips what is no page", () => {
    expect(consoleCrumbs("/calendar")).toEqual([{ label: "Calendar", href: "/calendar" }]);
    expect(consoleCrumbs("/support/hosting")).toEqual([
      { label: "My Support Portal", href: "/support" },
      { label: "Hosting Support", href: "/support/hosting" },
    ]);
    expect(consoleCrumbs("/support/tickets/12")).toEqual([
      { label: "My Support Portal", href: "/support" },
      { label: "Ticket #12", href: "/support/tickets/12" },
    ]);
    expect(consoleCrumbs("/some-page")).toEqual([{ label: "some page", href: "/some-page" }]);
  });
});
