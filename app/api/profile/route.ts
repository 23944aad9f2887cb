import { evenBeforePasswordChange, providerStaff, route } from "@/lib/api/handler";
import { imageField } from "@/lib/storage/images";
import { getProfile, updateProfile } from "@/lib/users/profile";
import { profilePatch } from "@/lib/users/profile-schemas";

/** A provider user's own profile, for /admin/profile. */
export const GET = route({ auth: evenBeforePasswordChange(providerStaff) }, async ({ principal }) =>
  getProfile({ principal }),
);

/** Their own changes, as JSON or multipart (field `avatar`: an image; empty removes it). */
export const PATCH = route(
  { auth: providerStaff, body: profilePatch, tooLarge: imageField("avatar") },
  async ({ principal, body }) => updateProfile({ principal, input: body }),
);
