// Signing in for API clients: a token pair for email and password, and its rotation.
import { anyone } from "@/lib/api/doors";
import { passwordResetConfirm, passwordResetRequest } from "@/lib/auth/forgot-password-schemas";
import { refreshRequestSchema, tokenRequestSchema } from "@/lib/auth/schemas";

import { area, ok } from "../operation";
import { detailOnly, refreshedPair, tokenPair } from "../replies";

export const AUTH = area("Sign-in", {
  "POST /api/token/": {
    summary: "Sign in for a token pair",
    description:
      "Email and password for an access token and a refresh token; with X-Tenant (or on a " +
      "venue's host), for that venue. Failed sign-ins are limited per email and per client " +
      "address. 401 too when the account's sessions ended (its password changed) after the " +
      "password was checked.",
    auth: anyone,
    body: tokenRequestSchema,
    reply: ok("The tokens, and who they are for.", tokenPair),
    errors: [401, 429],
  },
  "POST /api/token/refresh/": {
    summary: "Rotate a refresh token",
    description: "A new access and refresh token; the refresh token sent is spent.",
    auth: anyone,
    body: refreshRequestSchema,
    reply: ok("The new tokens.", refreshedPair),
    errors: [401],
  },
  "POST /api/password-reset/": {
    summary: "Ask for a link to choose a new password",
    description:
      "Mails a link to the email when it names an account that signs in on this host (a " +
      "venue's member or invited person; on the provider's host, a provider user). The answer " +
      "is the same either way. Limited per client address and per email.",
    auth: anyone,
    body: passwordResetRequest,
    reply: ok("Asked.", detailOnly),
    errors: [429],
  },
  "POST /api/password-reset/confirm/": {
    summary: "Choose a new password with a mailed link",
    description:
      "The token from the link (once, within an hour) and the new password. Every session and " +
      "token of the account ends.",
    auth: anyone,
    body: passwordResetConfirm,
    reply: ok("Changed.", detailOnly),
  },
});
