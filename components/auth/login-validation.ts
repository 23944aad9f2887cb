import { z } from "zod";

import { loginSchema } from "@/lib/auth/login-schema";

// The server's schema plus what only the browser has: whether to keep the session longer.
const loginForm = loginSchema.extend({ remember: z.boolean() });
export type LoginValues = z.input<typeof loginForm>;
export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

/** The sign-in form's values checked by the schema the server checks them with. */
export function validateLogin(
  values: LoginValues,
): { data: z.output<typeof loginForm> } | { errors: LoginErrors } {
  const result = loginForm.safeParse(values);
  if (result.success) return { data: result.data };
  const errors: LoginErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof LoginValues;
    errors[field] ??= issue.message;
  }
  return { errors };
}
