import { z } from "zod";

export const tokenRequestSchema = z.object({
  email: z
    .string({ error: "This field is required." })
    .trim()
    .min(1, "This field is required.")
    .pipe(z.email("Enter a valid email address.")),
  password: z.string({ error: "This field is required." }).min(1, "This field is required."),
});

export const refreshRequestSchema = z.object({
  refresh: z.string({ error: "This field is required." }).min(1, "This field is required."),
});
