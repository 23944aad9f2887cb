// The mail a new member gets: where to sign in, and (for a new account) a temporary password
// they must change at first sign-in.
import { sendMail } from "@/lib/mail";
import { tenantOrigin } from "@/lib/tenants/origins";
import type { TenantRef } from "@/lib/tenants/queries";

export async function sendInvitation(input: {
  tenant: TenantRef;
  email: string;
  /** null: the person already has an account and keeps their password */
  password: string | null;
  /** unused: the link comes from the configuration, never the request (decision 044) */
  requestHost?: string;
}) {
  const origin = tenantOrigin(input.tenant.slug);
  const lines = [
    `You have been added to ${input.tenant.name} on HallBook.`,
    "",
    `Sign in at ${origin}/login with ${input.email}`,
    ...(input.password
      ? [
          `and this temporary password: ${input.password}`,
          "",
          "You will be asked to choose a password of your own when you sign in.",
        ]
      : ["and the password you already use."]),
  ];
  await sendMail({
    to: input.email,
    subject: `You have been added to ${input.tenant.name}`,
    text: lines.join("\n"),
  });
}
