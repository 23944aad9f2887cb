// A venue's team (spec §3 "Tenant user", §5 "Add tenant user", §7 user-details/), and the invited
// person's answer (docs/decisions/048-accounts-and-memberships.md).
import { z } from "zod";

import { loginSchema } from "@/lib/auth/login-schema";
import { id, optionalText, plainString } from "@/lib/core/schemas";

export const NO_EMAIL = "Please enter an email address for the new user.";
export const NAME_IS_THEIRS =
  "A member's name is their own: only they can change it, in their profile.";
export const NEW_MEMBER_STATUS = "A new member is pending until they accept the invitation.";
export const NOT_AN_INVITATION = "Only an invitation not yet accepted is pending.";
export const NO_INVITATION = "This account has no pending invitation here.";
export const notYetAccepted = (email: string) => `${email} has not accepted the invitation yet.`;
/** A pending invitation's address is the one it was mailed to. */
export const invitedAddressFixed = (email: string) =>
  `The invitation was sent to ${email}. To invite another address, withdraw it and invite that one.`;
export const alreadyInvited = (email: string, venue: string) =>
  `${email} has already been invited to ${venue}.`;
export const alreadyMember = (email: string, venue: string) =>
  `${email} is already a member of ${venue}.`;
export const invitationAccepted = (venue: string) =>
  `Welcome to ${venue}! You are now a member of its team.`;
export const invitationDeclined = (venue: string) => `You declined the invitation to ${venue}.`;
export const ROLES = ["Owner", "Admin", "Manager", "Staff"] as const;
export const STATUSES = ["active", "inactive", "pending", "suspended"] as const;
/** Job titles a venue picks from (spec §3: "job_title (from a fixed list)"). */
export const JOB_TITLES = [
  "Owner",
  "General Manager",
  "Event Manager",
  "Event Coordinator",
  "Sales Manager",
  "Front Desk",
  "Operations",
  "Finance",
  "Catering",
  "Staff",
] as const;

const EMAIL_NOT_TEXT = "Not a valid string.";

const email = z
  .string({ error: NO_EMAIL })
  .trim()
  .toLowerCase()
  .min(1, NO_EMAIL)
  .pipe(z.email("Enter a valid email address."));

const fields = {
  tenant_specific_email: email,
  name: optionalText(120),
  tenant_specific_phone: optionalText(40),
  job_title: z
    .enum(JOB_TITLES, { error: "Choose a job title from the list." })
    .nullish()
    .or(z.literal("").transform(() => null)),
  internal_id: optionalText(40),
  branches: z
    .array(id("Please select a valid branch."), { error: "Must be a list of branch ids." })
    .max(100)
    .transform((list) => [...new Set(list)]),
  role: z.enum(ROLES, { error: "Choose Owner, Admin, Manager or Staff." }),
  status: z.enum(STATUSES, { error: "Choose active, inactive, pending or suspended." }),
};

/**
 * POST user-details/: the person invited; the spec's defaults for what is left out. `name` names a
 * new account only. A new member is pending until the person accepts, then active: `status` may
 * only say so.
 */
export const memberCreate = z.object({
  ...fields,
  branches: fields.branches.default([]),
  role: fields.role.default("Staff"),
  status: z
    .enum(["pending", "active"], { error: NEW_MEMBER_STATUS })
    .default("pending")
    .transform(() => "pending" as const),
});

/**
 * PATCH user-details/{id}/: any subset of the membership's fields (the status alone for
 * activate/deactivate). `name` and `email` are the account's, which the venue reads but never
 * changes: sent back as read they are fine, changed they are refused.
 */
export const memberPatch = z
  .object({ ...fields, email: plainString(EMAIL_NOT_TEXT).trim().toLowerCase() })
  .partial();

export const memberQuery = z.object({ id: id().optional() });

/** POST invitation/: the invited person signs in to accept or decline (on the venue's host). */
export const invitationAnswer = loginSchema.extend({
  answer: z.enum(["accept", "decline"], { error: "Answer accept or decline." }),
});
export type InvitationAnswer = z.output<typeof invitationAnswer>;

export type MemberCreate = z.output<typeof memberCreate>;
export type MemberPatch = z.output<typeof memberPatch>;

/** The Edit dialog's label of the venue's own address for a member. */
export const CONTACT_EMAIL_LABEL = "Contact email at this venue";
/** Why a pending member's address cannot be edited (the API refuses another one too). */
export const INVITED_ADDRESS_HINT =
  "The invitation went to this address. To invite another, withdraw it and invite that one.";
