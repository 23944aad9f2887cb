import { z } from "zod";

import { flag, optionalText, requiredText, stringList } from "@/lib/api/schemas";

export const INVALID_BRANCH = "Please select a valid branch.";

const url = z
  .string({ error: "Enter a valid URL." })
  .trim()
  .nullish()
  .transform((v) => v || null)
  .refine((v) => v === null || /^https?:\/\/\S+$/i.test(v), "Enter a valid URL.");

/** Hall create and update (spec §7 fields; §5 rules). */
export const hallInput = z.object({
  name: requiredText(120),
  description: optionalText(4000),
  capacity: z.coerce
    .number({ error: "A valid integer is required." })
    .int("A valid integer is required.")
    .min(0, "Ensure this value is greater than or equal to 0.")
    .max(1_000_000)
    .default(0),
  is_air_conditioned: flag.default(false),
  has_projector: flag.default(false),
  has_sound_system: flag.default(false),
  video_url: url,
  branch: z.coerce
    .number({ error: INVALID_BRANCH })
    .int(INVALID_BRANCH)
    .positive(INVALID_BRANCH)
    .max(2_147_483_647, INVALID_BRANCH),
  amenities: stringList().default([]),
  requires_slot: flag.default(false),
  address: optionalText(300),
  features: stringList().default([]),
  image_url: url,
  status: z
    .enum(["active", "inactive"], { error: "Must be active or inactive." })
    .default("active"),
});

export const hallPatch = hallInput.partial();
export type HallInput = z.output<typeof hallInput>;

export const hallQuery = z.object({
  branch: z.coerce.number({ error: INVALID_BRANCH }).int().positive(INVALID_BRANCH).optional(),
});
