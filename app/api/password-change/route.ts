import { providerStaff, route } from "@/lib/api/handler";
import { changePassword } from "@/lib/auth/password-change";
import { passwordChange } from "@/lib/users/profile-schemas";

/** A provider user's new password; a bearer caller gets a new token pair with the answer. */
export const POST = route(
  { auth: providerStaff, body: passwordChange },
  async ({ principal, body, ip, req }) =>
    changePassword({ principal, input: body, ip, reissue: req.headers.has("authorization") }),
);
