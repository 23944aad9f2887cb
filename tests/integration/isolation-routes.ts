// Every route handler of the API, found on the file system, and who may call it. A route file or
// method that this table does not classify fails the isolation matrix until someone says here who
// it lets in, and which of a venue's objects its path names.
import fs from "node:fs";
import path from "node:path";

import type { Kind } from "./isolation-world";

/**
 * Who a route lets in (its door, lib/api/doors.ts):
 * - member: a member of the request's venue; the matrix tries every outsider;
 * - visitor: anyone, on a venue's host (its public site);
 * - signedIn: any signed-in user, the objects being their own or their venue's;
 * - provider: the provider's staff; system: the provider's system users only;
 * - anyone: public; own: a route that answers by its own rules (next-auth, the unknown-path 404,
 *   the operator's metrics).
 */
export type Door = "member" | "visitor" | "signedIn" | "provider" | "system" | "anyone" | "own";

export type Classified = {
  door: Door;
  /** the venue's objects named by the path's [id] and, after it, [attachmentId] */
  names?: Kind[];
  /** a valid body, so that the answer is about the object, not the input */
  body?: unknown;
  /** a valid query string, for the same reason */
  query?: string;
  /** answers a member with an endless stream (live-events.test.ts reads it): outsiders only */
  stream?: true;
  /** signs its caller out everywhere (session-versions.test.ts): tried without credentials only */
  endsSessions?: true;
  /**
   * refused to a session opened through an access request (impersonation), which the matrix
   * tries: the team, roles and statuses, passwords, calendar feeds, booking settings, grants
   */
  inPerson?: true;
};

export const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

const API = path.join(process.cwd(), "app", "api");

/** "tenant/bookings/[id]" for app/api/tenant/bookings/[id]/route.ts, for every route file. */
export function routeFiles(dir = API): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [path.relative(API, dir).split(path.sep).join("/")] : [];
  });
}

export const routeModule = (route: string) =>
  import(/* @vite-ignore */ path.join(API, route, "route.ts")) as Promise<Record<string, unknown>>;

const TAKEN = { name: "Taken by B" };
const member = (names?: Kind[], body?: unknown): Classified => ({ door: "member", names, body });
const signedIn = (names?: Kind[], body?: unknown): Classified => ({
  door: "signedIn",
  names,
  body,
});
/** The same door, refused to an impersonated session (lib/api/doors.ts inPerson). */
const inPerson = (c: Classified): Classified => ({ ...c, inPerson: true });
const provider: Classified = { door: "provider" };
const system: Classified = { door: "system" };
const anyone: Classified = { door: "anyone" };
const visitor: Classified = { door: "visitor" };

export const ROUTES: Record<string, Classified> = {
  ...Object.fromEntries(METHODS.map((m) => [`${m} [...path]`, { door: "own" } as Classified])),
  // the operator's metrics: the unknown path's 404 to everyone else (metrics-access.test.ts)
  ...Object.fromEntries(METHODS.map((m) => [`${m} metrics`, { door: "own" } as Classified])),
  "GET auth/[...nextauth]": { door: "own" },
  "POST auth/[...nextauth]": { door: "own" },
  "GET files/[...key]": anyone,
  "GET health": anyone,
  "GET health/live": anyone,
  "GET health/ready": anyone,
  "GET openapi.json": anyone,
  "GET docs": anyone,
  "GET docs/[asset]": anyone,

  "GET jobs/JobsApplications/[id]/resume": provider,
  "PATCH jobs/JobsApplications/[id]": provider,
  "POST jobs/JobsApplications/email": provider,
  "POST jobs/JobsApplications": anyone,
  "GET jobs/ManageJobs/[id]/applications/[applicantId]": provider,
  "GET jobs/ManageJobs/[id]/applications": provider,
  "GET jobs/ManageJobs/[id]": anyone,
  "PATCH jobs/ManageJobs/[id]": provider,
  "DELETE jobs/ManageJobs/[id]": provider,
  "GET jobs/ManageJobs": anyone,
  "POST jobs/ManageJobs": provider,

  "DELETE management/impersonation/[id]": inPerson(member(["impersonation"])),
  "GET management/impersonation": signedIn(),
  "POST management/impersonation": inPerson(signedIn()),
  "GET management/user-roles": provider,

  "POST notifications/[id]/mark_read": signedIn(["notification"]),
  "POST notifications/mark_all_read": signedIn(),
  "GET notifications": signedIn(),
  "GET notifications/unread_count": signedIn(),

  // every signed-in user, by the credentials' own venue or the console (decision 066)
  "POST password-change": inPerson(signedIn()),
  "POST password-reset": anyone,
  "POST password-reset/confirm": anyone,
  "POST sign-out-all": { ...signedIn(), endsSessions: true },
  "GET profile": provider,
  "PATCH profile": provider,

  "GET public/clients": anyone,
  "GET public/feature-flags/[id]": system,
  "PATCH public/feature-flags/[id]": system,
  "DELETE public/feature-flags/[id]": system,
  "GET public/feature-flags": system,
  "POST public/feature-flags": system,
  "POST public/register": system,
  "PATCH public/tenants/[id]/disable": system,
  "PATCH public/tenants/[id]/enable": system,
  "PATCH public/tenants/[id]": system,
  "GET public/tenants": system,
  "GET roles": signedIn(),

  "GET public/availability": visitor,
  "POST public/enquiries": visitor,
  // A customer's booking page: its token is the key, a wrong one is 404 (customer-page.test.ts).
  "GET public/booking-page/[token]/ics": visitor,
  "GET public/booking-page/[token]/invoice": visitor,
  "POST public/booking-page/[token]/confirm": visitor,
  "POST public/booking-page/[token]/release": visitor,
  "POST public/booking-page/[token]/message": visitor,
  "GET support/contact-form": provider,
  "POST support/contact-form": anyone,
  "GET support/feedback": provider,
  "POST support/feedback": signedIn(),
  "GET support/security-report": provider,
  "POST support/security-report": anyone,
  "POST support/send-email": provider,
  "GET support/tickets/[id]/attachments/[attachmentId]": signedIn(["ticket", "attachment"]),
  "POST support/tickets/[id]/feedback": signedIn(["ticket"], { rating: 1 }),
  "GET support/tickets/[id]/replies": signedIn(["ticket"]),
  "POST support/tickets/[id]/replies": signedIn(["ticket"], { message: "Taken by B" }),
  "GET support/tickets/[id]": signedIn(["ticket"]),
  "PATCH support/tickets/[id]": signedIn(["ticket"], { status: "closed" }),
  "GET support/tickets": signedIn(),
  "POST support/tickets": member(),

  "GET feeds/[token]": visitor,
  "GET tenant/events/stream": { ...member(), stream: true },
  "GET tenant/calendar-feeds": member(),
  "POST tenant/calendar-feeds": inPerson(member()),
  "PATCH tenant/calendar-feeds/[id]": inPerson(member(["feed"], { include_customer: true })),
  "DELETE tenant/calendar-feeds/[id]": inPerson(member(["feed"])),
  "POST tenant/calendar-feeds/[id]/regenerate": inPerson(member(["feed"])),
  "GET tenant/booking-settings": member(),
  "PATCH tenant/booking-settings": inPerson(member()),
  "GET tenant/bookings/[id]/payments": member(["booking"]),
  "POST tenant/bookings/[id]/payments": member(["booking"], {
    kind: "payment",
    amount: "10",
    received_on: "2031-05-02",
    method: "cash",
  }),
  "POST tenant/bookings/[id]/payments/[paymentId]/void": member(["booking", "payment"]),
  "POST tenant/bookings/[id]/links": member(["booking"]),
  "POST tenant/bookings/[id]/links/revoke": member(["booking"]),
  "GET tenant/bookings/[id]/invoice": member(["booking"]),
  "GET tenant/bookings/export": member(),
  "GET tenant/reports/occupancy": { ...member(), query: "from=2031-01-01&to=2031-12-31" },
  "GET tenant/reports/revenue": { ...member(), query: "from=2031-01-01&to=2031-12-31" },
  "GET tenant/reports/sources": { ...member(), query: "from=2031-01-01&to=2031-12-31" },
  "GET tenant/bookings/[id]/payments/[paymentId]/receipt": member(["booking", "payment"]),
  "GET tenant/booking-series/[id]": member(["series"]),
  "PATCH tenant/booking-series/[id]": member(["series"], { scope: "all", event_name: "Taken" }),
  "DELETE tenant/booking-series/[id]": { ...member(["series"]), query: "scope=all" },
  "POST tenant/booking-series/preview": member(),
  "GET tenant/bookings/[id]/history": member(["booking"]),
  "GET tenant/bookings/[id]": member(["booking"]),
  "PATCH tenant/bookings/[id]": member(["booking"], { status: "cancelled" }),
  "DELETE tenant/bookings/[id]": member(["booking"]),
  "GET tenant/bookings": member(),
  "POST tenant/bookings": member(),
  "GET tenant/branches/[id]": member(["branch"]),
  "PATCH tenant/branches/[id]": member(["branch"], TAKEN),
  "DELETE tenant/branches/[id]": member(["branch"]),
  "GET tenant/branches": member(),
  "POST tenant/branches": member(),
  "GET tenant/contact-submissions": member(),
  "POST tenant/contact-submissions": visitor,
  "POST tenant/contact-submissions/[id]/mark_read": member(["contact"]),
  "GET tenant/contact-submissions/unread_count": member(),
  "GET tenant/customization": member(),
  "PUT tenant/customization": member(),
  "POST tenant/customization/upload-banner": member(),
  "POST tenant/customization/upload-logo": member(),
  "PATCH tenant/gallery/[id]": member(["gallery"], { caption: "Taken by B" }),
  "DELETE tenant/gallery/[id]": member(["gallery"]),
  "GET tenant/gallery": visitor,
  "POST tenant/gallery": member(),
  "POST tenant/gallery/upload": member(),
  "GET tenant/halls/[id]": member(["hall"]),
  "PATCH tenant/halls/[id]": member(["hall"], TAKEN),
  "DELETE tenant/halls/[id]": member(["hall"]),
  "GET tenant/halls": member(),
  "POST tenant/halls": member(),
  "POST tenant/password-change": inPerson(member()),
  "GET tenant/schedules": member(),
  "PATCH tenant/slots/[id]": member(["slot"], TAKEN),
  "DELETE tenant/slots/[id]": member(["slot"]),
  "GET tenant/slots": member(),
  "POST tenant/slots": member(),
  "PATCH tenant/testimonials/[id]": member(["testimonial"], { message: "Taken by B" }),
  "DELETE tenant/testimonials/[id]": member(["testimonial"]),
  "GET tenant/testimonials": visitor,
  "POST tenant/testimonials": member(),
  "PATCH tenant/user-details/[id]": inPerson(member(["member"], { role: "Staff" })),
  "DELETE tenant/user-details/[id]": inPerson(member(["member"])),
  "GET tenant/user-details/me": member(),
  "PATCH tenant/user-details/me": inPerson(member()),
  "GET tenant/user-details": member(),
  "POST tenant/user-details": inPerson(member()),
  "POST tenant/invitation": visitor,
  "POST token/refresh": anyone,
  "POST token": anyone,
};

/** The path's parameters for a route, naming `ids` in order (the others: a number no row has). */
export function paramsFor(route: string, ids: number[]): Record<string, string> {
  const params: Record<string, string> = {};
  const queue = [...ids];
  for (const [, name] of route.matchAll(/\[(?:\.\.\.)?([^\]]+)\]/g))
    params[name] = String(queue.shift() ?? 2_000_000_000);
  return params;
}

/** The path a browser would ask for, with the parameters in place. */
export const urlOf = (route: string, params: Record<string, string>) =>
  `/api/${route.replace(/\[(?:\.\.\.)?([^\]]+)\]/g, (_, name: string) => params[name]!)}/`;
