import { created, route, systemUser } from "@/lib/api/handler";
import { provisionTenant } from "@/lib/tenants/provisioning";
import { provisionInput } from "@/lib/tenants/schemas";

/**
 * Provisions a tenant with its admin (Owner: a new account, or the one the email has),
 * customization and first branch; system users.
 */
export const POST = route({ auth: systemUser, body: provisionInput }, async ({ body, principal }) =>
  created(await provisionTenant({ input: body, actorId: principal.user.id })),
);
