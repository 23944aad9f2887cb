import { z } from "zod";

import { REQUIRED } from "@/lib/api/schemas";

import { loginSchema } from "./login-schema";

export const tokenRequestSchema = loginSchema;

export const refreshRequestSchema = z.object({
  refresh: z.string({ error: REQUIRED }).min(1, REQUIRED),
});
