import { z } from "zod";

import { optionalText, requiredText } from "@/lib/core/schemas";

/** A branch (spec §3): its name, and where it is. */
export const branchInput = z.object({
  name: requiredText(120),
  city: optionalText(120),
  address: optionalText(300),
});
/** Any subset; what is left out stays as it is. */
export const branchPatch = branchInput.partial();
export type BranchInput = z.output<typeof branchInput>;
export type BranchPatch = z.output<typeof branchPatch>;
