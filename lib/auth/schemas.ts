import { z } from "zod";

import { plainString, REQUIRED } from "@/lib/core/schemas";

import { loginSchema } from "./login-schema";

export const tokenRequestSchema = loginSchema;

export const refreshRequestSchema = z.object({
  refresh: plainString(REQUIRED).min(1, REQUIRED),
});
