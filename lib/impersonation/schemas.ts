// What the impersonation endpoints accept (spec §3, §5, §7), shared by the routes and the form.
import { z } from "zod";

import { id, requiredText } from "@/lib/core/schemas";
import type { TenantRole } from "@/lib/generated/prisma/enums";

import { INVALID_ROLE } from "./messages";

export * from "./messages";

/** Tenant roles in the order the Role dropdown offers them (the first is pre-selected). */
export const TENANT_ROLE_ORDER = [
  "Owner",
  "Admin",
  "Manager",
  "Staff",
] as const satisfies readonly TenantRole[];

/** The provider users' own role: listed by the roles endpoints, never grantable in a venue. */
export const SYSTEM_ROLE = "SYSTEM";

/** GET /api/roles/ and /api/management/user-roles/: every role, SYSTEM last (forms omit it). */
export const ROLE_CHOICES = [
  ...TENANT_ROLE_ORDER.map((value) => ({ value, label: value })),
  { value: SYSTEM_ROLE, label: "System" },
] as const;
export type RoleChoice = { value: string; label: string };

/** How long an approval lasts. */
export const IMPERSONATION_DURATION_MS = 2 * 60 * 60 * 1000;

/** The request form (§5: tenant slug and role required, both trimmed). */
export const requestForm = z.object({
  tenant_name: requiredText(100),
  role: z
    .string({ error: INVALID_ROLE })
    .trim()
    .pipe(z.enum(TENANT_ROLE_ORDER, { error: INVALID_ROLE })),
});
export type RequestForm = z.input<typeof requestForm>;
export type RequestInput = z.output<typeof requestForm>;

/** POST /api/management/impersonation/: a request, or an approval. */
export const impersonationAction = z.discriminatedUnion(
  "action",
  [
    requestForm.extend({ action: z.literal("request") }),
    z.object({ action: z.literal("approve"), request_id: id() }),
  ],
  { error: "action must be 'request' or 'approve'." },
);
export type ImpersonationAction = z.infer<typeof impersonationAction>;

/** §4: PENDING until approved; APPROVED until expires_at passes (never, without one); EXPIRED. */
export type ImpersonationStatus = "PENDING" | "APPROVED" | "EXPIRED";

export function statusOf(
  r: { approved: boolean; expiresAt: Date | null },
  now = new Date(),
): ImpersonationStatus {
  if (!r.approved) return "PENDING";
  return r.expiresAt && r.expiresAt <= now ? "EXPIRED" : "APPROVED";
}
