// The screens the screenshots script takes (../screenshots.ts): each a page, who is signed in,
// and what to do on it first. `host(slug, path)` makes the address on the server under test.
import type { Page } from "@playwright/test";

import { customerScreens } from "./customer-screens";
import { moneyScreens, openFirstEventDetails } from "./money-screens";
import { seriesScreens } from "./series-screens";

export type Shot = {
  name: string;
  url: string;
  as?: "owner" | "admin";
  prepare?: (page: Page) => Promise<void>;
};
/** From /careers/browse to the first job's page (ids differ between databases). */
async function openFirstJob(page: Page) {
  await page.getByRole("list", { name: "Jobs" }).getByRole("link").first().click();
  await page.waitForURL(/\/jobs\/\d+$/);
}

/** From /admin/jobs to the demo's first job's candidates. */
async function openCandidates(p: Page) {
  await p.getByRole("link", { name: "View Applicants of Senior Full-Stack Engineer" }).click();
  await p.getByRole("heading", { name: "Senior Full-Stack Engineer" }).waitFor();
}

/** Opens the top bar's notification bell and waits for its list. */
async function openBell(p: Page) {
  await p.getByRole("button", { name: /^Notifications/ }).click();
  await p.getByRole("list", { name: "Notifications" }).waitFor();
}

/** The demo's ticket with a conversation (prisma/seed/support.ts). */
async function openTicket(p: Page) {
  // A table row on a desktop, a card on a phone.
  await p
    .locator("tr, li")
    .filter({ hasText: "Booking confirmation shows the wrong hall" })
    .getByRole("link", { name: /View ticket/ })
    .click();
  await p.getByRole("heading", { name: /^Ticket #\d+: Booking confirmation/ }).waitFor();
}

/** Every screen, at the server whose addresses `host` makes. */
export const screens = (host: (slug: string | null, p: string) => string): Shot[] => [
  { name: "company-home", url: host(null, "/") },
  {
    name: "company-console-dialog",
    url: host(null, "/"),
    prepare: async (p) =>
      void (await p.getByRole("button", { name: "Go to Your Tenant Console" }).click()),
  },
  {
    name: "company-console-not-found",
    url: host(null, "/"),
    prepare: async (p) => {
      await p.getByRole("button", { name: "Go to Your Tenant Console" }).click();
      await p.getByLabel("Tenant slug").fill("no-such-venue");
      await p.getByRole("button", { name: "Open Console" }).click();
      await p.getByText("Tenant not found...").waitFor();
    },
  },
  { name: "company-about", url: host(null, "/about") },
  { name: "company-products", url: host(null, "/products") },
  { name: "company-contact", url: host(null, "/contact") },
  {
    name: "company-contact-errors",
    url: host(null, "/contact"),
    prepare: async (p) => {
      await p.getByRole("button", { name: "Send Message" }).click();
      await p.getByText("This field is required.").first().waitFor();
    },
  },
  { name: "company-security-report", url: host(null, "/security-vulnerability-report") },
  {
    name: "company-security-report-sent",
    url: host(null, "/security-vulnerability-report"),
    prepare: async (p) => {
      await p.getByLabel("Your Name").fill("Rita Researcher");
      await p.getByLabel("Your Email").fill("rita@example.com");
      await p.getByLabel("Vulnerability Details").fill("A sample report from the screenshots.");
      await p.getByRole("button", { name: "Submit Report" }).click();
      await p.getByRole("status").waitFor();
    },
  },
  { name: "company-login", url: host(null, "/login") },
  { name: "admin-dashboard", url: host(null, "/admin"), as: "admin" },
  { name: "tenant-home", url: host("demo", "/") },
  { name: "tenant-login", url: host("demo", "/login") },
  { name: "tenant-not-found", url: host("ghost", "/") },
  { name: "tenant-dashboard", url: host("demo", "/dashboard"), as: "owner" },
  { name: "tenant-halls", url: host("demo", "/halls"), as: "owner" },
  {
    name: "tenant-halls-slots",
    url: host("demo", "/halls"),
    as: "owner",
    prepare: async (p) =>
      void (await p.getByRole("button", { name: "Slots of Grand Ballroom" }).click()),
  },
  {
    name: "tenant-hall-parts",
    url: host("demo", "/halls"),
    as: "owner",
    prepare: async (p) => {
      await p.getByRole("button", { name: "Edit Grand Ballroom" }).click();
      await p.getByRole("searchbox", { name: "Made of" }).scrollIntoViewIfNeeded();
    },
  },
  { name: "tenant-calendar", url: host("demo", "/calendar"), as: "owner" },
  {
    // A half of the Grand Ballroom: the ballroom's bookings are time it cannot have, hatched.
    name: "tenant-calendar-shared",
    url: host("demo", "/calendar"),
    as: "owner",
    prepare: async (p) => {
      await p.getByLabel("Hall", { exact: true }).selectOption({ label: "Ballroom East" });
      await p.locator(".hb-shared").first().waitFor();
    },
  },
  {
    name: "tenant-calendar-week",
    url: host("demo", "/calendar"),
    as: "owner",
    prepare: async (p) => void (await p.getByRole("button", { name: "Week", exact: true }).click()),
  },
  {
    name: "tenant-calendar-year",
    url: host("demo", "/calendar"),
    as: "owner",
    prepare: async (p) => void (await p.getByRole("button", { name: "Year" }).click()),
  },
  {
    name: "tenant-booking-form",
    url: host("demo", "/calendar"),
    as: "owner",
    prepare: async (p) => void (await p.getByRole("button", { name: "Add Booking" }).click()),
  },
  {
    name: "tenant-booking-form-slots",
    url: host("demo", "/calendar"),
    as: "owner",
    prepare: async (p) => {
      await p.getByRole("button", { name: "Add Booking" }).click();
      await p.getByLabel("Hall", { exact: true }).last().selectOption({ label: "Grand Ballroom" });
    },
  },
  {
    name: "tenant-event-details",
    url: host("demo", "/bookings"),
    as: "owner",
    prepare: async (p) => void (await openFirstEventDetails(p)),
  },
  {
    name: "tenant-calendar-hover",
    url: host("demo", "/calendar"),
    as: "owner",
    prepare: async (p) => {
      await p.locator('[role="button"]:has([data-event-id])').first().hover();
      await p.getByRole("tooltip").waitFor();
    },
  },
  { name: "tenant-bookings", url: host("demo", "/bookings"), as: "owner" },
  { name: "tenant-settings", url: host("demo", "/settings"), as: "owner" },
  {
    name: "tenant-settings-users",
    url: host("demo", "/settings"),
    as: "owner",
    prepare: async (p) => void (await p.getByRole("tab", { name: "Users" }).click()),
  },
  {
    name: "tenant-settings-branches",
    url: host("demo", "/settings"),
    as: "owner",
    prepare: async (p) => void (await p.getByRole("tab", { name: "Branches" }).click()),
  },
  { name: "tenant-profile", url: host("demo", "/profile"), as: "owner" },
  {
    name: "tenant-profile-edit",
    url: host("demo", "/profile"),
    as: "owner",
    prepare: async (p) => void (await p.getByRole("button", { name: "Edit" }).click()),
  },
  {
    name: "tenant-profile-password",
    url: host("demo", "/profile"),
    as: "owner",
    prepare: async (p) => void (await p.getByRole("button", { name: "Change Password" }).click()),
  },
  { name: "admin-profile", url: host(null, "/admin/profile"), as: "admin" },
  { name: "careers", url: host(null, "/careers") },
  { name: "careers-browse", url: host(null, "/careers/browse") },
  { name: "job-detail", url: host(null, "/careers/browse"), prepare: openFirstJob },
  {
    name: "job-apply",
    url: host(null, "/careers/browse"),
    prepare: async (p) => {
      await openFirstJob(p);
      await p.getByRole("link", { name: "Apply Now" }).click();
      await p.getByRole("form", { name: "Application" }).waitFor();
    },
  },
  // The provider console's jobs: the demo's first job has both demo applications.
  { name: "admin-jobs", url: host(null, "/admin/jobs"), as: "admin" },
  { name: "admin-post-job", url: host(null, "/admin/post-job"), as: "admin" },
  {
    name: "admin-candidates",
    url: host(null, "/admin/jobs"),
    as: "admin",
    prepare: openCandidates,
  },
  {
    name: "admin-applicant",
    url: host(null, "/admin/jobs"),
    as: "admin",
    prepare: async (p) => {
      await openCandidates(p);
      await p.getByRole("link", { name: "View Details of Alex Morgan" }).click();
      await p.getByRole("heading", { name: "Personal Information" }).waitFor();
    },
  },
  // Support: the venue's portal and the provider's support console (the e2e spec files tickets).
  { name: "tenant-support", url: host("demo", "/support"), as: "owner" },
  { name: "tenant-inbox", url: host("demo", "/inbox"), as: "owner" },
  {
    name: "tenant-reports",
    url: host("demo", "/reports"),
    as: "owner",
    prepare: async (p) => {
      await p.getByRole("region", { name: "Revenue" }).waitFor();
    },
  },
  { name: "admin-support", url: host(null, "/admin/support"), as: "admin" },
  {
    name: "admin-support-feedback",
    url: host(null, "/admin/support?tab=feedback"),
    as: "admin",
  },
  {
    name: "admin-support-contact",
    url: host(null, "/admin/support?tab=contacts"),
    as: "admin",
  },
  { name: "tenant-ticket", url: host("demo", "/support"), as: "owner", prepare: openTicket },
  { name: "admin-ticket", url: host(null, "/admin/support"), as: "admin", prepare: openTicket },
  {
    name: "tenant-support-new",
    url: host("demo", "/support"),
    as: "owner",
    prepare: async (p) => void (await p.getByRole("tab", { name: "New Ticket" }).click()),
  },
  // Impersonation: the provider's request form and list, the venue's hosting support page.
  {
    name: "admin-access",
    url: host(null, "/admin/tenants/access"),
    as: "admin",
    prepare: async (p) => {
      await p.getByRole("combobox", { name: "Role" }).and(p.locator(":enabled")).waitFor();
      await p
        .locator(
          '[aria-labelledby="your-requests-title"] [aria-busy="false"], p:text("No requests to display.")',
        )
        .first()
        .waitFor();
    },
  },
  {
    name: "tenant-hosting",
    url: host("demo", "/support/hosting"),
    as: "owner",
    prepare: async (p) =>
      void (await p.getByText("Loading…").first().waitFor({ state: "detached" })),
  },
  // The notification bell, open, in both consoles (the demo accounts have a few notifications).
  { name: "admin-bell-open", url: host(null, "/admin"), as: "admin", prepare: openBell },
  { name: "tenant-bell-open", url: host("demo", "/dashboard"), as: "owner", prepare: openBell },
  { name: "admin-tenants", url: host(null, "/admin/tenants"), as: "admin" },
  { name: "admin-flags", url: host(null, "/admin/settings/ffsettings"), as: "admin" },
  // Issue 25's screens: the legal pages, the phone's calendar list, a hall's slots and free times
  // on the public site, the week's first day and the feeds in Settings, the flag dialog.
  { name: "company-privacy", url: host(null, "/privacy") },
  { name: "company-terms", url: host(null, "/terms") },
  {
    name: "tenant-calendar-list",
    url: host("demo", "/calendar?view=list"),
    as: "owner",
  },
  {
    name: "tenant-availability-slots",
    url: host("demo", "/"),
    prepare: async (p) => {
      await p.getByRole("link", { name: /of Grand Ballroom$/ }).click();
      await p.waitForURL(/\/availability\/\d+/);
      await p.getByRole("grid").waitFor();
    },
  },
  {
    name: "tenant-settings-bookings",
    url: host("demo", "/settings"),
    as: "owner",
    prepare: async (p) => void (await p.getByRole("tab", { name: "Bookings" }).click()),
  },
  {
    name: "admin-flag-dialog",
    url: host(null, "/admin/settings/ffsettings"),
    as: "admin",
    prepare: async (p) => void (await p.getByRole("button", { name: "Add New Flag" }).click()),
  },
  ...seriesScreens(host),
  ...moneyScreens(host),
  ...customerScreens(host),
];
