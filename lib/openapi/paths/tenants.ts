// The provider's venues (tenants) and feature flags, for its system users, and the access its
// staff ask of a venue (impersonation), with the roles they may ask for.
import { inPerson, member, providerStaff, signedIn, systemUser } from "@/lib/api/doors";
import { TENANT_ADMIN_ROLES } from "@/lib/auth/roles";
import { flagInput, flagPatch } from "@/lib/flags/schemas";
import { impersonationAction } from "@/lib/impersonation/schemas";
import { provisionInput, tenantPatch } from "@/lib/tenants/schemas";

import { area, created, noContent, ok } from "../operation";
import { roleChoices } from "../replies";

export const TENANTS = area("Tenants and flags", {
  "POST /api/public/register/": {
    summary: "Provision a venue",
    description:
      "In one transaction: the venue, its admin (an Owner, who chooses a new password at " +
      "first sign-in), its site's customization and a first branch. Slugs are lower-case " +
      "letters, digits and hyphens, unique, and never a reserved name. An email that already " +
      "has an account makes that account the Owner, with its own password (the one sent is " +
      "not used), told by mail; `admin_account` says `new` or `existing`.",
    auth: systemUser,
    body: provisionInput,
    reply: created("The venue and its admin."),
    errors: [409],
  },
  "GET /api/public/tenants/": {
    summary: "List the venues",
    description: "Every venue, active or not, newest first.",
    auth: systemUser,
    reply: ok("The venues."),
  },
  "PATCH /api/public/tenants/{id}/": {
    summary: "Change a venue",
    description:
      "Name required; slug, schema_name, primary_domain, id and the dates are ignored; other " +
      "fields left out stay.",
    auth: systemUser,
    body: tenantPatch,
    reply: ok("The venue."),
  },
  "PATCH /api/public/tenants/{id}/enable/": {
    summary: "Enable a venue",
    description: "Its site and sign-in come back, with its data.",
    auth: systemUser,
    reply: ok("The venue."),
  },
  "PATCH /api/public/tenants/{id}/disable/": {
    summary: "Disable a venue",
    description: "Its site shows the not-found screen and nobody signs in to it.",
    auth: systemUser,
    reply: ok("The venue."),
  },
  "GET /api/public/feature-flags/": {
    summary: "List the feature flags",
    description: "Every flag, by name.",
    auth: systemUser,
    reply: ok("The flags."),
  },
  "POST /api/public/feature-flags/": {
    summary: "Create a feature flag",
    description:
      "Name required and unique; disabled and global (no tenants) unless told otherwise; " +
      "tenants as ids or slugs.",
    auth: systemUser,
    body: flagInput,
    reply: created("The flag."),
    errors: [409],
  },
  "GET /api/public/feature-flags/{id}/": {
    summary: "Read a feature flag",
    auth: systemUser,
    reply: ok("The flag."),
  },
  "PATCH /api/public/feature-flags/{id}/": {
    summary: "Change a feature flag",
    description: "Any subset of description, enabled and tenants (a toggle sends only enabled).",
    auth: systemUser,
    body: flagPatch,
    reply: ok("The flag."),
  },
  "DELETE /api/public/feature-flags/{id}/": {
    summary: "Delete a feature flag",
    auth: systemUser,
    reply: noContent("Deleted."),
  },
});

export const ACCESS = area("Provider access", {
  "GET /api/management/impersonation/": {
    summary: "List access requests",
    description:
      "In the console: the provider user's own requests. On a venue's host: the venue's " +
      "requests, for its Owners and Admins; anyone else 403.",
    auth: signedIn,
    reply: ok("The requests, each PENDING, APPROVED or EXPIRED."),
  },
  "POST /api/management/impersonation/": {
    summary: "Ask for, or approve, access to a venue",
    description:
      "`action: request` (console): asks for a role in a venue, 201. `action: approve` (the " +
      "venue's host, its Owners and Admins): approves a pending request for two hours; the " +
      "answer has expires_at. Never from a session opened through a request (403).",
    auth: inPerson(signedIn),
    body: impersonationAction,
    reply: [created("The request."), ok("The approved request, with expires_at.")],
    errors: [409],
  },
  "DELETE /api/management/impersonation/{id}/": {
    summary: "Deny or revoke an access request",
    description:
      "A pending request of the venue is denied (deleted); an approved one is revoked: it " +
      "expires now, and the tokens and sessions opened through it stop at once. One already " +
      "expired: 409.",
    auth: inPerson(member(TENANT_ADMIN_ROLES)),
    reply: noContent("Denied or revoked."),
    errors: [409],
  },
  "GET /api/management/user-roles/": {
    summary: "The roles the console offers",
    description: "The venue roles, then SYSTEM.",
    auth: providerStaff,
    reply: ok("Value and label of each role.", roleChoices),
  },
  "GET /api/roles/": {
    summary: "Every role",
    description: "Value and label, SYSTEM last (forms that grant a venue role leave it out).",
    auth: signedIn,
    reply: ok("Value and label of each role.", roleChoices),
  },
});
