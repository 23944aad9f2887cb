import { evenBeforePasswordChange, inPerson, ownContext, route } from "@/lib/api/handler";
import { withRenewedCredentials } from "@/lib/api/renewed-credentials";
import { changePassword, PASSWORD_CHANGED } from "@/lib/auth/password-change";
import { passwordChange } from "@/lib/users/profile-schemas";

/**
 * The signed-in user's new password, where the spec's routing sends it (the root, no tenant
 * header): a venue user's by the venue their credentials name, a provider user's in the console.
 * Every other session of the account ends; the caller gets a new token pair with the answer
 * (bearer) or a renewed session cookie (browser).
 */
export const POST = route(
  { auth: inPerson(evenBeforePasswordChange(ownContext)), body: passwordChange },
  async ({ principal, body, ip, req }) =>
    withRenewedCredentials(req, await changePassword({ principal, input: body, ip }), {
      detail: PASSWORD_CHANGED,
    }),
);
