import { z } from "zod";

/**
 * The sign-in form (spec §5): email required and an email, password required. Shared by the form
 * and the server.
 */
export const loginSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, "Email is required.")
    .pipe(z.email("Enter a valid email address.")),
  password: z.string().min(1, "Password is required."),
});
