// A venue's team (spec §3 "Tenant user", §5 "Add tenant user", §7 user-details/).
import { z } from "zod";

import { id, optionalText } from "@/lib/api/schemas";

export const NO_EMAIL = "Please enter an email address for the new user.";
export const ROLES = ["Owner", "Admin", "Manager", "Staff"] as const;
export const STATUSES = ["active", "inactive", "pending", "suspended"] as const;
/** Job titles a venue picks from (spec §3: "job_title (from a fixed list)"). */
export const JOB_TITLES = [
  "Owner",
  "General Manager",
  "Event Manager",
  "Event Coordinator",
  "Sales Manager",
  "Front Desk",
  "Operations",
  "Finance",
  "Catering",
  "Staff",
] as const;

const email = z
  .string({ error: NO_EMAIL })
  .trim()
  .toLowerCase()
  .min(1, NO_EMAIL)
  .pipe(z.email("Enter a valid email address."));

const fields = {
  tenant_specific_email: email,
  name: optionalText(120),
  tenant_specific_phone: optionalText(40),
  job_title: z
    .enum(JOB_TITLES, { error: "Choose a job title from the list." })
    .nullish()
    .or(z.literal("").transform(() => null)),
  internal_id: optionalText(40),
  branches: z
    .array(id("Please select a valid branch."), { error: "Must be a list of branch ids." })
    .max(100)
    .transform((list) => [...new Set(list)]),
  role: z.enum(ROLES, { error: "Choose Owner, Admin, Manager or Staff." }),
  status: z.enum(STATUSES, { error: "Choose active, inactive, pending or suspended." }),
};

/** POST user-details/: the new member; the spec's defaults for what is left out. */
export const memberCreate = z.object({
  ...fields,
  branches: fields.branches.default([]),
  role: fields.role.default("Staff"),
  status: fields.status.default("active"),
});

/** PATCH user-details/{id}/: any subset (the status alone for activate/deactivate). */
export const memberPatch = z.object(fields).partial();

export const memberQuery = z.object({ id: id().optional() });

export type MemberCreate = z.output<typeof memberCreate>;
export type MemberPatch = z.output<typeof memberPatch>;
