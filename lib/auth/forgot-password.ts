// Forgotten passwords, on the provider's host and every venue's. A request answers the same
// whether or not the email names an account that may sign in there, and does the same work: the
// same limits, one statement that stores a link for the account or nothing, and mail sent after
// the answer. A link is a random token mailed to the account, stored only as its SHA-256, used
// once within an hour; using it sets the password, which ends every session of the account (a
// trigger moves its session version on; docs/decisions/046-session-versions.md).
import crypto from "node:crypto";

import { ValidationError } from "@/lib/core/errors";
import { addressKey, consumeRateLimit, type RateLimit } from "@/lib/core/rate-limit";
import { db, Prisma } from "@/lib/db";
import { sql } from "@/lib/db/sql";
import { sendMailLater } from "@/lib/mail/later";
import { composeMail } from "@/lib/mail/template";
import { providerOrigin, tenantOrigin } from "@/lib/tenants/origins";
import type { TenantRef } from "@/lib/tenants/queries";

import {
  PASSWORD_RESET_DONE,
  RESET_LINK_INVALID,
  RESET_LINK_SENT,
  RESET_LINK_TTL_MINUTES,
  type PasswordResetConfirm,
} from "./forgot-password-schemas";
import { hashPassword } from "./password";
import { failureKeys } from "./rate-limit";

const wait = (minutes: number) => `${minutes} minute${minutes === 1 ? "" : "s"}`;

export const RESET_IP_LIMIT: RateLimit = {
  bucket: "password-reset-ip",
  max: 10,
  windowMs: 60 * 60 * 1000,
  refusal: (minutes) =>
    `Too many password reset requests from your network. Please try again in ${wait(minutes)}.`,
};

export const RESET_EMAIL_LIMIT: RateLimit = {
  bucket: "password-reset-email",
  max: 3,
  windowMs: 60 * 60 * 1000,
  refusal: (minutes) =>
    `Too many password reset requests for this email. Please try again in ${wait(minutes)}.`,
};

const sha256 = (value: string) => crypto.createHash("sha256").update(value).digest("hex");

/** A provider user (staff, superuser, SYSTEM: isProviderUser in ./roles.ts), in SQL. */
const PROVIDER_USER = Prisma.sql`(u.user_type = 'SYSTEM' OR u.is_superuser OR u.is_staff)`;

/**
 * Who may get a link where the request was made. On the provider's host: provider users. On a
 * venue's host: its active members, and the people it invited whose account has never had a
 * password of their own (they get in this way: decision 048); never a provider user, whose one
 * password a venue's name and host must not frame (review 2, finding 3).
 */
const mayUseLinkHere = (tenant: TenantRef | null) =>
  tenant
    ? Prisma.sql`NOT ${PROVIDER_USER} AND EXISTS (SELECT 1 FROM tenant_users m
        WHERE m.user_id = u.id AND m.tenant_id = ${tenant.id}::int
          AND (m.status = 'active' OR (m.status = 'pending' AND u.password_chosen_at IS NULL)))`
    : PROVIDER_USER;

/**
 * Asks for a link for `email` on `tenant`'s host (null: the provider's). Limited per client
 * address and per email (429); otherwise always RESET_LINK_SENT.
 */
export async function requestPasswordReset(input: {
  email: string;
  tenant: TenantRef | null;
  ip: string | null;
}): Promise<{ detail: string }> {
  const email = input.email.trim().toLowerCase();
  await consumeRateLimit(RESET_IP_LIMIT, `ip:${addressKey(input.ip)}`);
  await consumeRateLimit(RESET_EMAIL_LIMIT, email);
  const token = crypto.randomBytes(32).toString("base64url");
  const [link] = await sql<{ name: string }>(Prisma.sql`
    INSERT INTO password_reset_tokens (user_id, token_hash, expires_at)
    SELECT u.id, ${sha256(token)}, now() + make_interval(mins => ${RESET_LINK_TTL_MINUTES}::int)
    FROM users u
    WHERE u.email = ${email} AND u.is_active AND ${mayUseLinkHere(input.tenant)}
    RETURNING (SELECT name FROM users WHERE id = user_id)`);
  if (link) sendMailLater(resetMail(email, link.name, token, input.tenant));
  return { detail: RESET_LINK_SENT };
}

/** A venue's reset mail says whose password it is: the person's one HallBook password. */
const ONE_PASSWORD =
  "It is your HallBook password: the same at every venue where you sign in with this email.";

function resetMail(to: string, name: string, token: string, tenant: TenantRef | null) {
  // From the configuration, never the request's Host: a link a client could point elsewhere
  // would carry the reset token there (decision 044).
  const origin = tenant ? tenantOrigin(tenant.slug) : providerOrigin();
  // In the fragment: a browser never sends it to a server, so it stays out of logs and referrers.
  const link = `${origin}/reset-password#token=${token}`;
  const where = tenant ? tenant.name : "HallBook";
  return composeMail({
    to,
    subject: `Choose a new password for ${where}`,
    paragraphs: [
      `Hello${name ? ` ${name}` : ""},`,
      `Someone asked to reset the password of your ${where} account. To choose a new one, open this link within one hour:`,
      { link },
      ...(tenant ? [ONE_PASSWORD] : []),
      "The link works once. If you did not ask for it, you can ignore this message: your password stays as it is.",
    ],
  });
}

/**
 * Sets a new password with a link's token: once, within the hour, and only the link's account.
 * The password change ends every session of the account and spends its other links (triggers).
 */
export async function resetPassword(input: PasswordResetConfirm): Promise<{ detail: string }> {
  const tokenHash = sha256(input.token);
  // A made-up or spent link costs one indexed read, not a password hash.
  const found = await db.passwordResetToken.findUnique({
    where: { tokenHash },
    select: { usedAt: true, expiresAt: true },
  });
  if (!found || found.usedAt || found.expiresAt <= new Date())
    throw ValidationError.of("token", RESET_LINK_INVALID);
  const passwordHash = await hashPassword(input.new_password);
  const email = await db.$transaction(async (tx) => {
    // Spent in the statement that checks it: of two uses at once, one finds it unspent.
    const [spent] = await tx.$queryRaw<{ userId: number }[]>`
      UPDATE password_reset_tokens SET used_at = now()
      WHERE token_hash = ${tokenHash} AND used_at IS NULL AND expires_at > now()
      RETURNING user_id AS "userId"`;
    if (!spent) return null;
    const user = await tx.user.update({
      where: { id: spent.userId },
      data: { passwordHash, mustResetPassword: false },
      select: { email: true },
    });
    return user.email;
  });
  if (!email) throw ValidationError.of("token", RESET_LINK_INVALID);
  // The account's failed sign-ins no longer count: its owner proved they hold its mailbox.
  await db.authFailure.deleteMany({ where: { key: { in: failureKeys(email, null) } } });
  return { detail: PASSWORD_RESET_DONE };
}
