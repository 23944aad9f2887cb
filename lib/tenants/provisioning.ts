// Provisioning a tenant (spec §5, §7 POST /api/public/register/): the tenant, its admin's account
// (or the account the email already has) and Owner membership, a default customization and a
// first branch, in one transaction. Any failure (a taken slug) leaves nothing behind
// (docs/decisions/023-tenant-provisioning-and-flags.md, amended by 048).
import { hashPassword } from "@/lib/auth/password";
import { sqlState } from "@/lib/core/db-errors";
import { ValidationError } from "@/lib/core/errors";
import { db, Prisma } from "@/lib/db";
import { log } from "@/lib/log";
import { notifyProviderStaff } from "@/lib/notifications/notify";
import { sendOwnerNotice } from "@/lib/users/invitation";

import { serializeTenant, tenantColumns } from "./admin";
import { ADMIN_EMAIL_TAKEN, SLUG_TAKEN } from "./messages";
import type { ProvisionInput } from "./schemas";

/** The first branch of a new venue; the venue renames it in its settings. */
export const FIRST_BRANCH_NAME = "Main Branch";

const isUniqueViolation = (error: unknown) =>
  (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") ||
  sqlState(error) === "23505";

/** Runs `step`; a unique violation becomes `field`'s error (the transaction still rolls back). */
async function unique<T>(field: string, message: string, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (isUniqueViolation(error)) throw ValidationError.of(field, message);
    throw error;
  }
}

/**
 * An email that already has an account makes that account the Owner: it keeps its own password
 * (the one the provider typed is not used) and is told by mail; the answer says which
 * (`admin_account`: "new" or "existing"). A venue cannot squat an email and block this. While the
 * account has never had a password of its own, its name is whatever the venue that invited it
 * typed: the provider's `owner_name`, when given, replaces it (decision 048), and the mail tells
 * the Owner to choose a password with 'Forgot password?'.
 */
export async function provisionTenant({
  input,
  actorId,
}: {
  input: ProvisionInput;
  actorId: number;
}) {
  const { slug, admin_email: email, admin_password: password, ...fields } = input;
  const passwordHash = await hashPassword(password);
  const { tenant, existing } = await db.$transaction(async (tx) => {
    // FOR SHARE: an unused invited account whose last invitation is withdrawn meanwhile (which
    // deletes it, decision 048) is either still there once the Owner's membership is in, or gone.
    const [existing] = await tx.$queryRaw<{ id: number; passwordChosen: boolean }[]>`
      SELECT id, password_chosen_at IS NOT NULL AS "passwordChosen" FROM users
      WHERE email = ${email} FOR SHARE`;
    const tenant = await unique("slug", SLUG_TAKEN, () =>
      tx.tenant.create({
        data: {
          ...tenantColumns(fields),
          name: fields.name,
          slug,
          schemaName: slug,
          isActive: fields.is_active,
        },
      }),
    );
    // The provider chose the password and handed it over: the admin picks their own at first
    // sign-in (spec §4's forced change).
    if (existing && !existing.passwordChosen && fields.owner_name)
      await tx.user.update({ where: { id: existing.id }, data: { name: fields.owner_name } });
    const user =
      existing ??
      (await unique("admin_email", ADMIN_EMAIL_TAKEN, () =>
        tx.user.create({
          data: { email, passwordHash, name: fields.owner_name ?? "", mustResetPassword: true },
          select: { id: true },
        }),
      ));
    await tx.tenantUser.create({
      data: {
        tenantId: tenant.id,
        userId: user.id,
        role: "Owner",
        status: "active",
        tenantSpecificEmail: email,
      },
    });
    await tx.customization.create({ data: { tenantId: tenant.id, siteName: tenant.name } });
    await tx.branch.create({
      data: { tenantId: tenant.id, name: FIRST_BRANCH_NAME, city: tenant.city ?? "" },
    });
    await notifyProviderStaff(
      {
        except: actorId,
        level: "Success",
        message: `Tenant ${tenant.name} (${tenant.slug}) was provisioned.`,
        related: { type: "tenant", id: tenant.id, url: "/admin/tenants" },
      },
      tx,
    );
    return { tenant, existing };
  });
  if (existing)
    await sendOwnerNotice({ tenant, email, passwordChosen: existing.passwordChosen }).catch(
      (error) =>
        log.error("The new Owner could not be told by mail", { error, email, tenant: slug }),
    );
  return { ...serializeTenant(tenant), admin_account: existing ? "existing" : "new" };
}
