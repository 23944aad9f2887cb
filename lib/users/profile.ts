// A signed-in user's own profile, in a venue (user-details/me/) or in the provider's console
// (profile/): read, and changed by its owner. The venue's view adds the membership's fields.
import type { Principal } from "@/lib/auth/principal";
import { forbidden, ValidationError, type FieldErrors } from "@/lib/core/errors";
import { db } from "@/lib/db";
import { fileKeyOf, fileStorage } from "@/lib/storage";
import { NOT_AN_IMAGE, storeImage } from "@/lib/storage/images";

import { getOwnMembership } from "./members";
import {
  EMAIL_READ_ONLY,
  IMPERSONATION_READ_ONLY,
  NO_VENUE_PHONE,
  PROFESSIONAL_FIELDS,
  STAFF_ONLY,
  type ProfilePatch,
} from "./profile-schemas";

const userSelect = {
  id: true,
  uuid: true,
  email: true,
  name: true,
  phoneNumber: true,
  jobTitle: true,
  city: true,
  country: true,
  notes: true,
  internalId: true,
  avatarUrl: true,
  isActive: true,
  mustResetPassword: true,
  passwordChosenAt: true,
  isStaff: true,
  isSuperuser: true,
  userType: true,
} as const;

type ProfileUser = {
  id: number;
  uuid: string;
  email: string;
  name: string;
  phoneNumber: string | null;
  jobTitle: string | null;
  city: string | null;
  country: string | null;
  notes: string | null;
  internalId: string | null;
  avatarUrl: string | null;
  isActive: boolean;
  mustResetPassword: boolean;
  passwordChosenAt: Date | null;
  isStaff: boolean;
  isSuperuser: boolean;
  userType: string;
};
type OwnMembership = Awaited<ReturnType<typeof getOwnMembership>>;

/**
 * The profile as the API shows it (spec §3 "User profile"). In a venue, `id`, `status`, `role`,
 * the tenant-specific fields, job title and internal ID are the membership's (as the venue's user
 * list shows them); in the provider's console they are the account's own.
 */
/** The account's photo (its address under /api/files/), or null: the consoles' top bars show it. */
export async function avatarOf(userId: number): Promise<string | null> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { avatarUrl: true } });
  return user?.avatarUrl ?? null;
}

export function serializeProfile(user: ProfileUser, member: OwnMembership | null) {
  return {
    id: member ? member.id : user.id,
    user_id: user.id,
    uuid: user.uuid,
    name: user.name,
    email: user.email,
    phone_number: user.phoneNumber,
    tenant_specific_email: member?.tenant_specific_email ?? null,
    tenant_specific_phone: member?.tenant_specific_phone ?? null,
    job_title: member ? member.job_title : user.jobTitle,
    internal_id: member ? member.internal_id : user.internalId,
    city: user.city,
    country: user.country,
    notes: user.notes,
    branches: member?.branches ?? [],
    status: member?.status ?? (user.isActive ? "active" : "inactive"),
    role: member?.role ?? null,
    /** true for a provider user in the venue through an approved access request */
    impersonation: !!member && "impersonation" in member,
    avatar_url: user.avatarUrl,
    must_reset_password: user.mustResetPassword,
    /**
     * false while the account has only had passwords given to it (a provisioned owner, an invited
     * member): its forced change asks it to choose its own, rather than saying it was reset
     */
    password_chosen: user.passwordChosenAt !== null,
    is_staff: user.isStaff,
    is_superuser: user.isSuperuser,
    user_type: user.userType,
  };
}
export type ProfileDto = ReturnType<typeof serializeProfile>;

export async function getProfile({ principal }: { principal: Principal }): Promise<ProfileDto> {
  const [user, member] = await Promise.all([
    db.user.findUniqueOrThrow({ where: { id: principal.user.id }, select: userSelect }),
    principal.tenant ? getOwnMembership(principal) : null,
  ]);
  return serializeProfile(user, member);
}

const textOrNull = (v: string | undefined) => (v === undefined ? undefined : v || null);
const same = (sent: string | undefined, stored: string | null) =>
  sent === undefined || sent === (stored ?? "");

/**
 * The owner's changes to their profile. Sending a read-only field back unchanged is fine (a client
 * may PATCH what it read); changing it is a 400 on that field: email for everyone, the
 * professional fields for anyone who is not staff or a superuser.
 */
export async function updateProfile({
  principal,
  input,
}: {
  principal: Principal;
  input: ProfilePatch;
}): Promise<ProfileDto> {
  if (principal.impersonationId) throw forbidden(IMPERSONATION_READ_ONLY);
  const tenantId = principal.tenant?.id ?? null;
  const [user, member] = await Promise.all([
    db.user.findUniqueOrThrow({ where: { id: principal.user.id }, select: userSelect }),
    tenantId
      ? db.tenantUser.findUniqueOrThrow({
          where: { tenantId_userId: { tenantId, userId: principal.user.id } },
          select: { id: true, jobTitle: true, internalId: true },
        })
      : null,
  ]);

  const errors: FieldErrors = {};
  if (input.email !== undefined && input.email.toLowerCase() !== user.email)
    errors.email = [EMAIL_READ_ONLY];
  const stored = {
    job_title: (member ?? user).jobTitle,
    internal_id: (member ?? user).internalId,
    notes: user.notes,
  };
  if (!user.isStaff && !user.isSuperuser)
    for (const field of PROFESSIONAL_FIELDS)
      if (!same(input[field], stored[field])) errors[field] = [STAFF_ONLY];
  if (!member && input.tenant_specific_phone) errors.tenant_specific_phone = [NO_VENUE_PHONE];
  const avatar = input.avatar;
  const removeAvatar = avatar === "" || avatar === null;
  if (avatar !== undefined && !removeAvatar && !(avatar instanceof Blob))
    errors.avatar = [NOT_AN_IMAGE];
  if (Object.keys(errors).length) throw new ValidationError(errors);

  const newAvatar =
    avatar instanceof Blob
      ? await storeImage({
          file: avatar,
          field: "avatar",
          kind: "avatar",
          tenantId: null,
          userId: principal.user.id,
        })
      : undefined;
  const professional = {
    jobTitle: textOrNull(input.job_title),
    internalId: textOrNull(input.internal_id),
  };
  try {
    await db.$transaction([
      db.user.update({
        where: { id: user.id },
        data: {
          name: input.name,
          phoneNumber: textOrNull(input.phone_number),
          city: textOrNull(input.city),
          country: textOrNull(input.country),
          notes: textOrNull(input.notes),
          ...(member ? {} : professional),
          ...(newAvatar ? { avatarUrl: newAvatar } : removeAvatar ? { avatarUrl: null } : {}),
        },
      }),
      ...(member
        ? [
            db.tenantUser.update({
              where: { id: member.id },
              data: {
                tenantSpecificPhone: textOrNull(input.tenant_specific_phone),
                ...professional,
              },
            }),
          ]
        : []),
    ]);
  } catch (error) {
    const orphan = fileKeyOf(newAvatar);
    if (orphan) await fileStorage().delete(orphan);
    throw error;
  }
  const replaced = newAvatar || removeAvatar ? fileKeyOf(user.avatarUrl) : null;
  if (replaced) await fileStorage().delete(replaced);
  return getProfile({ principal });
}
