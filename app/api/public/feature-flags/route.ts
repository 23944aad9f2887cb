import { created, route, systemUser } from "@/lib/api/handler";
import { createFlag, listFlags } from "@/lib/flags/flags";
import { flagInput } from "@/lib/flags/schemas";

/** Every flag by name; system users only (the same rule as tenants). */
export const GET = route({ auth: systemUser }, async () => listFlags());

/** name required and unique; description; enabled (default false); tenants as ids or slugs. */
export const POST = route({ auth: systemUser, body: flagInput }, async ({ body }) =>
  created(await createFlag({ input: body })),
);
