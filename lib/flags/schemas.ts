// Feature flag bodies (spec §3 "Feature flag", §5): one set of schemas for the API and the form.
import { z } from "zod";

import { flag, optionalText, plainString, REQUIRED } from "@/lib/core/schemas";

import { FLAG_NAME_FORMAT, FLAG_NAME_MAX, FLAG_NAME_TOO_LONG } from "./messages";

export * from "./messages";

export const FLAG_NAME_PATTERN = /^[a-z][a-z0-9_.-]*$/; // its length: FLAG_NAME_MAX

/** A tenant named by id (the form) or by slug (the spec's list of slugs). */
const tenantRef = z.union([z.number().int().positive(), plainString().trim().min(1)], {
  error: "Each tenant must be an id or a slug.",
});

/** Fields without defaults: a patch leaves out what it does not send (a toggle sends `enabled`). */
const flagFields = {
  name: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(FLAG_NAME_MAX, FLAG_NAME_TOO_LONG)
    .regex(FLAG_NAME_PATTERN, FLAG_NAME_FORMAT),
  description: optionalText(500, { lines: true }),
  enabled: flag,
  /** empty: the flag is global */
  tenants: z.array(tenantRef, { error: "Must be a list of tenants." }).max(1000),
};

/** POST feature-flags/: name required; disabled and global unless told otherwise. */
export const flagInput = z.object({
  ...flagFields,
  enabled: flagFields.enabled.default(false),
  tenants: flagFields.tenants.default([]),
});
export type FlagInput = z.output<typeof flagInput>;

/**
 * PATCH feature-flags/{id}/: any subset; a toggle sends only `enabled`. The name, once made, is not
 * changed (spec §5): a `name` sent is ignored.
 */
export const flagPatch = z
  .object({
    description: flagFields.description,
    enabled: flagFields.enabled,
    tenants: flagFields.tenants,
  })
  .partial();
export type FlagPatch = z.output<typeof flagPatch>;

/** The flag modal: tenants as the ids the multi-select holds. */
export const flagForm = z.object({
  name: flagFields.name,
  description: flagFields.description,
  enabled: z.boolean(),
  tenants: z.array(z.number()),
});
export type FlagFormValues = z.input<typeof flagForm>;
