import { z } from "zod";

import { plainString, REQUIRED } from "@/lib/core/schemas";

/**
 * Signing in (spec §5): email required and an email, password required. One schema for the form,
 * next-auth's credentials check and POST /api/token/.
 */
export const loginSchema = z.object({
  email: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, { error: REQUIRED, abort: true })
    .pipe(z.email("Enter a valid email address.")),
  password: plainString(REQUIRED).min(1, REQUIRED),
});
