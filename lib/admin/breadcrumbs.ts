// The provider console's breadcrumbs: one crumb per path segment below /admin, each named after
// its page (spec §2.2). A segment that is no page of its own (/admin/settings, a job's id) is
// named but not linked.
export type Crumb = { label: string; href: string | null };

const NAMES: Record<string, string> = {
  dashboard: "Dashboard",
  jobs: "Jobs",
  "post-job": "Post a Job",
  candidates: "Candidates",
  tenants: "Tenants",
  access: "Tenant Access Requests",
  settings: "Settings",
  ffsettings: "Feature Flags",
  profile: "Profile",
  support: "Support",
  tickets: "Tickets",
};

/** Paths that name no page: shown, not linked. */
const NOT_PAGES = [/^\/admin\/settings$/, /^\/admin\/jobs\/\d+$/, /^\/admin\/support\/tickets$/];

const ID_NAMES: Record<string, string> = {
  jobs: "Job",
  candidates: "Applicant",
  tickets: "Ticket",
};

const idLabel = (parent: string | undefined, id: string) =>
  `${(parent && ID_NAMES[parent]) ?? ""} #${id}`.trim();

/** The trail for `pathname` (an /admin path), Dashboard first. */
export function adminCrumbs(pathname: string): Crumb[] {
  const segments = pathname.split("/").filter(Boolean).slice(1); // below "admin"
  if (segments[0] === "dashboard") segments.shift();
  const trail: Crumb[] = [{ label: "Dashboard", href: "/admin/dashboard" }];
  segments.forEach((segment, i) => {
    const href = `/admin/${segments.slice(0, i + 1).join("/")}`;
    const raw = decodeURIComponent(segment);
    const label = /^\d+$/.test(raw)
      ? idLabel(segments[i - 1], raw)
      : (NAMES[raw] ?? raw.replace(/-/g, " "));
    trail.push({ label, href: NOT_PAGES.some((re) => re.test(href)) ? null : href });
  });
  return trail;
}
