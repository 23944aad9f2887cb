// The mail an invited person gets: who invites them, where to accept or decline (signed in, on the
// venue's site), and how they sign in: a new account's temporary password (changed at first
// sign-in), the password they already use, or, for an account that has never had a password of
// its own, 'Forgot password?' on the venue's site (which serves a pending invitation). And the
// notice to an existing account that the provider made the Owner of a new venue. A provider
// user's account gets no invitation: a venue may not frame a mail about their one password with
// its name and host; HallBook's own notice says what happened instead (decision 048, amended).
import { sendMail } from "@/lib/mail";
import { tenantOrigin } from "@/lib/tenants/origins";
import type { TenantRef } from "@/lib/tenants/queries";

/** How the person signs in: a new account's temporary password, or whether they chose their own. */
export type InvitedPassword = { temporary: string } | { chosen: boolean };

/**
 * The lines after "sign in at ... with {email}". An account nobody chose a password for (made by
 * another venue's invitation, or a provisioned Owner's) cannot use "the password you already use":
 * its person may never have seen the one it was given (decision 048).
 */
function passwordLines(origin: string, password: InvitedPassword) {
  if ("temporary" in password)
    return [
      `and this temporary password: ${password.temporary}`,
      "",
      "You will be asked to choose a password of your own when you sign in.",
    ];
  if (password.chosen) return ["and the password you already use."];
  return [
    "and a password of your own. You have not chosen one yet: choose it with 'Forgot password?'",
    "on the sign-in page,",
    `${origin}/forgot-password`,
  ];
}

export async function sendInvitation(input: {
  tenant: TenantRef;
  email: string;
  role: string;
  password: InvitedPassword;
}) {
  // From the configuration, never the request's Host (decision 044).
  const origin = tenantOrigin(input.tenant.slug);
  const lines = [
    `${input.tenant.name} invites you to join its team on HallBook as ${input.role}.`,
    "",
    "To accept or decline, sign in at",
    `${origin}/invitation`,
    `with ${input.email}`,
    ...passwordLines(origin, input.password),
    "",
    "If you do not know this venue, ignore this message: nothing changes until you accept.",
  ];
  await sendMail({
    to: input.email,
    subject: `${input.tenant.name} invites you to join its team`,
    text: lines.join("\n"),
  });
}

/**
 * To a provider user whose email a venue invited: no link, no sign-in asked for, and the venue
 * named only by its address's slug (a venue's name is its own typing).
 */
export async function sendProviderInvitationNotice(input: {
  tenant: { slug: string };
  email: string;
}) {
  await sendMail({
    to: input.email,
    subject: "A venue invited your HallBook provider account",
    text: [
      `The venue "${input.tenant.slug}" on HallBook invited ${input.email} to its team.`,
      "",
      "Provider accounts do not join a venue's team, so HallBook sent no invitation and nothing",
      "changes for your account. To work in a venue, request access from the provider console.",
    ].join("\n"),
  });
}

/** An existing account made the Owner of a venue the provider set up for it. */
export async function sendOwnerNotice(input: {
  tenant: { slug: string; name: string };
  email: string;
  /** whether the account's person has chosen a password of their own */
  passwordChosen: boolean;
}) {
  const origin = tenantOrigin(input.tenant.slug);
  await sendMail({
    to: input.email,
    subject: `You are the Owner of ${input.tenant.name} on HallBook`,
    text: [
      `HallBook set up ${input.tenant.name} for you, with you as its Owner.`,
      "",
      `Sign in at ${origin}/login with ${input.email}`,
      ...passwordLines(origin, { chosen: input.passwordChosen }),
    ].join("\n"),
  });
}
