import { evenBeforePasswordChange, inPerson, member, route } from "@/lib/api/handler";
import { imageField } from "@/lib/storage/images";
import { getProfile, updateProfile } from "@/lib/users/profile";
import { profilePatch } from "@/lib/users/profile-schemas";

/** The signed-in user's profile and their record in this tenant (an impersonator's is made up). */
export const GET = route({ auth: evenBeforePasswordChange(member()) }, async ({ principal }) =>
  getProfile({ principal }),
);

/** Their own changes, as JSON or multipart (field `avatar`: an image; empty removes it). */
export const PATCH = route(
  { auth: inPerson(member()), body: profilePatch, tooLarge: imageField("avatar") },
  async ({ principal, body }) => updateProfile({ principal, input: body }),
);
