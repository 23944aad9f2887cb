// A user's own profile and password (spec §3 "User profile", §5 password change and profile):
// one set of schemas and messages for the API and the forms
// (docs/decisions/017-profile-and-passwords.md).
import { z } from "zod";

import { optionalText, plainString, REQUIRED } from "@/lib/core/schemas";

export const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 256;
export const PASSWORD_FIELDS_REQUIRED = "All password fields are required.";
export const PASSWORD_TOO_SHORT = "New password must be at least 8 characters long.";
export const PASSWORDS_DIFFER = "New passwords don't match.";
export const PASSWORD_UNCHANGED = "New password cannot be the same as the old password.";
export const WRONG_OLD_PASSWORD =
  "Your old password was entered incorrectly. Please enter it again.";
export const EMAIL_READ_ONLY = "Email cannot be changed.";
export const STAFF_ONLY = "Only staff can change this field.";
export const NO_VENUE_PHONE = "Only a venue's users have a venue phone.";
export const IMPERSONATION_READ_ONLY =
  "You are in this venue through an access request: change your profile in the provider console.";

/** What a user edits on their profile; an empty value clears a field. */
export const profileFields = {
  name: optionalText(150),
  phone_number: optionalText(40),
  tenant_specific_phone: optionalText(40),
  city: optionalText(100),
  country: optionalText(100),
  job_title: optionalText(100),
  internal_id: optionalText(50),
  notes: optionalText(2000, { lines: true }),
};
export type ProfileField = keyof typeof profileFields;

/** The Professional Information section: shown to, and changed by, staff and superusers only. */
export const PROFESSIONAL_FIELDS = ["job_title", "internal_id", "notes"] as const;

/** The profile form (edit mode): every field as text. */
export const profileForm = z.object(profileFields);
export type ProfileFormValues = z.input<typeof profileForm>;

/**
 * PATCH user-details/me/ and profile/, as JSON or multipart: any subset of the fields. `email` is
 * read-only (refused when it differs); `avatar` is an image file, and an empty value removes it.
 */
export const profilePatch = z
  .object({
    ...profileFields,
    email: plainString(EMAIL_READ_ONLY).trim(),
    avatar: z.unknown(),
  })
  .partial();
export type ProfilePatch = z.output<typeof profilePatch>;

const secret = plainString(REQUIRED)
  .min(1, REQUIRED)
  .max(
    PASSWORD_MAX_LENGTH,
    `Ensure this field has no more than ${PASSWORD_MAX_LENGTH} characters.`,
  );

type Passwords = { old_password: string; new_password: string };

/** The rules on a new password the server and the dialog share. */
function newPasswordRules(v: Passwords, ctx: z.RefinementCtx) {
  if (!v.new_password) return; // "required" says it
  if (v.new_password.length < PASSWORD_MIN_LENGTH)
    ctx.addIssue({ code: "custom", path: ["new_password"], message: PASSWORD_TOO_SHORT });
  else if (v.new_password === v.old_password)
    ctx.addIssue({ code: "custom", path: ["new_password"], message: PASSWORD_UNCHANGED });
}

/** POST password-change/: the old password, and a new one of 8 characters or more. */
export const passwordChange = z
  .object({ old_password: secret, new_password: secret })
  .superRefine(newPasswordRules);
export type PasswordChange = z.output<typeof passwordChange>;

/**
 * The change-password dialog: the API's fields and rules, and a confirmation that only the browser
 * has. With a field left empty the one message is "All password fields are required." (spec §5),
 * shown for the form as a whole.
 */
export const passwordChangeForm = z
  .object({
    old_password: z.string().max(PASSWORD_MAX_LENGTH),
    new_password: z.string().max(PASSWORD_MAX_LENGTH),
    confirm_password: z.string().max(PASSWORD_MAX_LENGTH),
  })
  .superRefine((v, ctx) => {
    if (!v.old_password || !v.new_password || !v.confirm_password) {
      ctx.addIssue({ code: "custom", path: ["root"], message: PASSWORD_FIELDS_REQUIRED });
      return;
    }
    newPasswordRules(v, ctx);
    if (v.new_password !== v.confirm_password)
      ctx.addIssue({ code: "custom", path: ["confirm_password"], message: PASSWORDS_DIFFER });
  });
export type PasswordChangeFormValues = z.input<typeof passwordChangeForm>;
