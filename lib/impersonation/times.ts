// An access request's times as both sides see them: in the venue's own zone, with its
// abbreviation ("Nov 27, 2026, 9:38 AM EST"), on the banner of the session, on the venue's
// Hosting Support page and on the provider's access page alike.
import { formatDateTime } from "@/lib/time";

import type { ImpersonationRequestView } from "./serialize";

const GRANT_TIME: Intl.DateTimeFormatOptions = {
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
};

/** A moment of an access request in the venue's zone, with the zone's abbreviation. */
export const grantTime = (value: string | Date, timeZone: string) =>
  formatDateTime(value, timeZone, GRANT_TIME);

/** What became of a request's approval: a revoked one says so (the audit knows), not "Expired". */
export function expiryText(r: ImpersonationRequestView): string {
  if (r.revoked_at) return `Revoked ${grantTime(r.revoked_at, r.tenant_timezone)}`;
  if (!r.expires_at) return r.approved ? "No expiry" : "Not approved yet";
  const verb = r.status === "EXPIRED" ? "Expired" : "Expires";
  return `${verb} ${grantTime(r.expires_at, r.tenant_timezone)}`;
}

/** The badge's word: the status (spec §4), or REVOKED for an approval the venue ended early. */
export const badgeText = (r: ImpersonationRequestView) => (r.revoked_at ? "REVOKED" : r.status);
