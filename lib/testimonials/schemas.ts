// A guest's words on the venue's public home (spec §3 "Testimonial": message, author).
import { z } from "zod";

import { requiredText } from "@/lib/core/schemas";

export const testimonialInput = z.object({
  message: requiredText(2000, { lines: true }),
  author: requiredText(120),
});
/** PATCH: any subset; what is left out stays as it is. */
export const testimonialPatch = testimonialInput.partial();

export type TestimonialInput = z.output<typeof testimonialInput>;
export type TestimonialPatch = z.output<typeof testimonialPatch>;
