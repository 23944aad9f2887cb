// The mail an invited person gets: who invites them, where to accept or decline (signed in, on the
// venue's site), and for a new account a temporary password they must change at first sign-in.
// And the notice to an existing account that the provider made the Owner of a new venue.
import { sendMail } from "@/lib/mail";
import { tenantOrigin } from "@/lib/tenants/origins";
import type { TenantRef } from "@/lib/tenants/queries";

export async function sendInvitation(input: {
  tenant: TenantRef;
  email: string;
  role: string;
  /** null: the person already has an account and keeps their password */
  password: string | null;
}) {
  // From the configuration, never the request's Host (decision 044).
  const origin = tenantOrigin(input.tenant.slug);
  const lines = [
    `${input.tenant.name} invites you to join its team on HallBook as ${input.role}.`,
    "",
    "To accept or decline, sign in at",
    `${origin}/invitation`,
    `with ${input.email}`,
    ...(input.password
      ? [
          `and this temporary password: ${input.password}`,
          "",
          "You will be asked to choose a password of your own when you sign in.",
        ]
      : ["and the password you already use."]),
    "",
    "If you do not know this venue, ignore this message: nothing changes until you accept.",
  ];
  await sendMail({
    to: input.email,
    subject: `${input.tenant.name} invites you to join its team`,
    text: lines.join("\n"),
  });
}

/** An existing account made the Owner of a venue the provider set up for it. */
export async function sendOwnerNotice(input: {
  tenant: { slug: string; name: string };
  email: string;
}) {
  const origin = tenantOrigin(input.tenant.slug);
  await sendMail({
    to: input.email,
    subject: `You are the Owner of ${input.tenant.name} on HallBook`,
    text: [
      `HallBook set up ${input.tenant.name} for you, with you as its Owner.`,
      "",
      `Sign in at ${origin}/login with ${input.email} and the password you already use.`,
    ].join("\n"),
  });
}
