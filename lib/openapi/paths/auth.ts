// Signing in for API clients: a token pair for email and password, and its rotation.
import { anyone } from "@/lib/api/doors";
import { refreshRequestSchema, tokenRequestSchema } from "@/lib/auth/schemas";

import { area, ok } from "../operation";
import { refreshedPair, tokenPair } from "../replies";

export const AUTH = area("Sign-in", {
  "POST /api/token/": {
    summary: "Sign in for a token pair",
    description:
      "Email and password for an access token and a refresh token; with X-Tenant (or on a " +
      "venue's host), for that venue. Failed sign-ins are limited per email and per client " +
      "address.",
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
});
