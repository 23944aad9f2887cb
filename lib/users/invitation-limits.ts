// Invitations cost a venue: each mails the invited address and may make an account. At most 30 an
// hour from one venue, and 3 a day from one venue to one email (withdrawing gives nothing back),
// counted in PostgreSQL before anything is written (lib/core/rate-limit.ts). The email's count is
// the venue's own: a count shared by all venues would let one venue stop every other from inviting
// a person for a day, and its refusal would tell that someone else had invited them. Venues are
// made only by the provider's staff, so the venues' number bounds what one address can be sent.
// A refusal says nothing of whether the email has an account
// (docs/decisions/048-accounts-and-memberships.md).
import { consumeRateLimits, countedLimit, type RateLimit } from "@/lib/core/rate-limit";
import type { TenantRef } from "@/lib/tenants/queries";

const HOUR = 60 * 60 * 1000;

export const INVITATIONS_PER_VENUE: RateLimit = countedLimit(
  "invitations",
  { bucket: "invitation-venue", max: 30, windowMs: HOUR },
  "from this venue",
);

export const INVITATIONS_PER_EMAIL: RateLimit = countedLimit(
  "invitations",
  { bucket: "invitation-email", max: 3, windowMs: 24 * HOUR },
  "to this email",
);

/** Counts one invitation of `tenant` to `email`, or throws 429 and counts nothing. */
export const consumeInvitationLimits = (tenant: TenantRef, email: string) =>
  consumeRateLimits([
    { limit: INVITATIONS_PER_VENUE, key: `tenant:${tenant.id}` },
    { limit: INVITATIONS_PER_EMAIL, key: `tenant:${tenant.id}:${email}` },
  ]);
