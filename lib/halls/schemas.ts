import { z } from "zod";

import {
  flag,
  idList,
  imageUrl,
  optionalText,
  plainString,
  REQUIRED,
  requiredText,
  stringList,
  upload,
  wholeNumber,
} from "@/lib/core/schemas";

export const INVALID_BRANCH = "Please select a valid branch.";
export const PART_NOT_FOUND = "Choose halls of this venue that are in use.";
export const PART_ITSELF = "A hall cannot be one of its own parts.";

const url = plainString("Enter a valid URL.")
  .trim()
  .nullish()
  .transform((v) => v || null)
  .refine((v) => v === null || /^https?:\/\/\S+$/i.test(v), "Enter a valid URL.");

/** A head count. */
const capacity = <In = unknown>() => wholeNumber<In>(1_000_000);
/** Minutes kept free before or after each event (setup, cleanup): 0 to a day. */
const bufferMinutes = <In = unknown>() => wholeNumber<In>(1440);

const fields = {
  name: requiredText(120),
  description: optionalText(4000, { lines: true }),
  capacity: capacity(),
  is_air_conditioned: flag,
  has_projector: flag,
  has_sound_system: flag,
  video_url: url,
  branch: z.coerce
    .number({ error: INVALID_BRANCH })
    .int(INVALID_BRANCH)
    .positive(INVALID_BRANCH)
    .max(2_147_483_647, INVALID_BRANCH),
  amenities: stringList(),
  requires_slot: flag,
  setup_minutes: bufferMinutes(),
  cleanup_minutes: bufferMinutes(),
  address: optionalText(300).transform((v) => v || null),
  features: stringList(),
  image_url: imageUrl(),
  /** multipart: a photo of the hall, stored and set as image_url */
  image: upload,
  status: z.enum(["active", "inactive"], { error: "Must be active or inactive." }),
  /** the halls this one is made of (none: a hall of its own); any depth, never itself */
  parts: idList(50, PART_NOT_FOUND),
};

/** Hall create (spec §7 fields; §5 rules): what is left out takes the spec's defaults. */
export const hallInput = z.object({
  ...fields,
  capacity: fields.capacity.default(0),
  is_air_conditioned: fields.is_air_conditioned.default(false),
  has_projector: fields.has_projector.default(false),
  has_sound_system: fields.has_sound_system.default(false),
  amenities: fields.amenities.default([]),
  requires_slot: fields.requires_slot.default(false),
  setup_minutes: fields.setup_minutes.default(0),
  cleanup_minutes: fields.cleanup_minutes.default(0),
  features: fields.features.default([]),
  status: fields.status.default("active"),
  parts: fields.parts.default([]),
});

/** Hall update: any subset; what is left out stays as it is (no defaults here). */
export const hallPatch = z.object(fields).partial();
export type HallInput = z.output<typeof hallInput>;

/**
 * The hall dialog: the fields it shows, as the inputs give them (text), checked by the create
 * schema's own rules. Capacity is required there (spec §5) although the API defaults it to 0, and
 * what the dialog does not show is left out, so an edit cannot reset it. Its photo goes with the
 * fields as multipart, outside this schema.
 */
export const hallForm = hallInput
  .pick({
    name: true,
    description: true,
    capacity: true,
    branch: true,
    video_url: true,
    amenities: true,
    features: true,
    address: true,
    is_air_conditioned: true,
    has_projector: true,
    has_sound_system: true,
    requires_slot: true,
    setup_minutes: true,
    cleanup_minutes: true,
    status: true,
    parts: true,
  })
  .extend({
    capacity: z.string().trim().min(1, REQUIRED).pipe(capacity<string>()),
    setup_minutes: z.string().trim().min(1, REQUIRED).pipe(bufferMinutes<string>()),
    cleanup_minutes: z.string().trim().min(1, REQUIRED).pipe(bufferMinutes<string>()),
  });
export type HallFormValues = z.input<typeof hallForm>;
export type HallFormOutput = z.output<typeof hallForm>;
export type HallPatch = z.output<typeof hallPatch>;

export const hallQuery = z.object({
  branch: z.coerce.number({ error: INVALID_BRANCH }).int().positive(INVALID_BRANCH).optional(),
});
export type HallQuery = z.output<typeof hallQuery>;
