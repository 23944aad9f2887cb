import { inPerson, member, route } from "@/lib/api/handler";
import { changePassword } from "@/lib/auth/password-change";
import { passwordChange } from "@/lib/users/profile-schemas";

/** The signed-in user's new password; a bearer caller gets a new token pair with the answer. */
export const POST = route(
  { auth: inPerson(member()), body: passwordChange },
  async ({ principal, body, ip, req }) =>
    changePassword({ principal, input: body, ip, reissue: req.headers.has("authorization") }),
);
