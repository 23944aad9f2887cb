// People: a venue's team, every user's own profile and password, and their notifications.
import {
  evenBeforePasswordChange,
  inPerson,
  member,
  ownContext,
  providerStaff,
  signedIn,
  tenantVisitor,
} from "@/lib/api/doors";
import { TENANT_ADMIN_ROLES } from "@/lib/auth/roles";
import { notificationListQuery } from "@/lib/notifications/schemas";
import { passwordChange, profilePatch } from "@/lib/users/profile-schemas";
import { invitationAnswer, memberCreate, memberPatch, memberQuery } from "@/lib/users/team-schemas";

import { area, created, noContent, ok, type OperationSpec } from "../operation";
import { invitationAnswered, marked, passwordChanged, readAt, unread } from "../replies";

const admins = member(TENANT_ADMIN_ROLES);
/** The team is the venue's own people's to change, never through an access request. */
const ownAdmins = inPerson(admins);

/** Your own password, in a venue or in the console: the same rules and answer. */
const newPassword = (auth: OperationSpec["auth"]): OperationSpec => ({
  summary: "Change your password",
  description:
    "The old password, and a new one of 8 characters or more. Every other session and token of " +
    "your account ends at once; a bearer caller gets a new token pair with the answer, a " +
    "browser a renewed session cookie. Wrong old passwords count as failed sign-ins (429 past " +
    "the limit).",
  auth,
  body: passwordChange,
  reply: ok("Changed.", passwordChanged),
  errors: [429],
});

/** Your own profile, in a venue or in the console. */
const readProfile = (auth: OperationSpec["auth"]): OperationSpec => ({
  summary: "Read your profile",
  auth,
  reply: ok("Your profile."),
});

const changeProfile = (auth: OperationSpec["auth"]): OperationSpec => ({
  summary: "Change your profile",
  description:
    "Any subset of the fields, as JSON or multipart (`avatar`: an image; empty removes it). " +
    "`email` cannot be changed.",
  auth,
  body: profilePatch,
  form: "either",
  reply: ok("Your profile as it now is."),
});

export const TEAM = area("Team and profile", {
  "GET /api/tenant/user-details/": {
    summary: "List the team",
    description: "The venue's members (`?id=` for one).",
    auth: admins,
    query: memberQuery,
    reply: ok("The members."),
  },
  "POST /api/tenant/user-details/": {
    summary: "Invite a person to the team",
    description:
      "Makes a pending membership and mails the person an invitation, which they accept or " +
      "decline signed in (POST /api/tenant/invitation/); an email with no account gets one, " +
      "with a temporary password they must change. The answer is the same whether or not the " +
      "email had an account: the email typed and status pending, no name or uuid until accepted. " +
      "At most 30 invitations an hour from a venue, and 3 a day from a venue to one email " +
      "(429 with Retry-After; nothing is written or mailed).",
    auth: ownAdmins,
    body: memberCreate,
    reply: created("The pending member."),
    errors: [409, 429],
  },
  "PATCH /api/tenant/user-details/{id}/": {
    summary: "Change a member",
    description:
      "The membership's fields (role, status, branches, the venue's email, phone, job title and " +
      "internal id), any subset, or only the status (activate, deactivate); never leaving the " +
      "venue without an active Owner or Admin (409). The account's name and email are the " +
      "person's: a changed `name` or `email` is a 400. A pending member's status is theirs to " +
      "answer (409).",
    auth: ownAdmins,
    body: memberPatch,
    reply: ok("The member as they now are."),
    errors: [409],
  },
  "DELETE /api/tenant/user-details/{id}/": {
    summary: "Remove a member",
    description:
      "From the venue (or withdraws an invitation); their account stays for the other venues " +
      "they are in. An account the invitation made that nobody used goes with it.",
    auth: ownAdmins,
    reply: noContent("Removed."),
    errors: [409],
  },
  "POST /api/tenant/invitation/": {
    summary: "Accept or decline an invitation",
    description:
      "On the venue's host, the invited person's email and password (counted like a sign-in) " +
      "and `answer`: `accept` makes the membership active, `decline` removes it. 404 when the " +
      "account has no pending invitation here.",
    auth: tenantVisitor,
    body: invitationAnswer,
    reply: ok("What happened.", invitationAnswered),
    errors: [401, 429],
  },
  "GET /api/tenant/user-details/me/": readProfile(evenBeforePasswordChange(member())),
  "PATCH /api/tenant/user-details/me/": changeProfile(inPerson(member())),
  "POST /api/tenant/password-change/": newPassword(inPerson(evenBeforePasswordChange(member()))),
  "GET /api/profile/": readProfile(evenBeforePasswordChange(providerStaff)),
  "PATCH /api/profile/": changeProfile(providerStaff),
  "POST /api/password-change/": newPassword(inPerson(evenBeforePasswordChange(ownContext))),
  "POST /api/sign-out-all/": {
    summary: "Sign out of all devices",
    description:
      "Ends every session and access token of your account at once, this one included, and " +
      "revokes its refresh tokens, in every venue and the console. Sign in again afterwards.",
    auth: evenBeforePasswordChange(signedIn),
    reply: noContent("Signed out everywhere."),
  },
});

export const NOTIFICATIONS = area("Notifications", {
  "GET /api/notifications/": {
    summary: "List your notifications",
    description:
      "In the context you are signed in to (a venue, or the console), a page at a time: " +
      "`{ results, next, count }`. Also served at /notifications/.",
    auth: signedIn,
    query: notificationListQuery,
    reply: ok("A page of notifications."),
  },
  "GET /api/notifications/unread_count/": {
    summary: "Count your unread notifications",
    auth: signedIn,
    reply: ok("The count.", unread),
  },
  "POST /api/notifications/{id}/mark_read/": {
    summary: "Mark a notification read",
    description: "Another user's (or another context's) notification is not found.",
    auth: signedIn,
    reply: ok("When it was read.", readAt),
  },
  "POST /api/notifications/mark_all_read/": {
    summary: "Mark all your notifications read",
    auth: signedIn,
    reply: ok("How many were unread.", marked),
  },
});
