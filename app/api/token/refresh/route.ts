import { anyone, route } from "@/lib/api/handler";
import { refreshTokens } from "@/lib/auth/refresh";
import { refreshRequestSchema } from "@/lib/auth/schemas";

/** Rotates a refresh token: a new access and refresh token; the old refresh token is spent. */
export const POST = route({ auth: anyone, body: refreshRequestSchema }, async ({ body }) =>
  refreshTokens(body.refresh),
);
