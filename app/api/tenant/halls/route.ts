import { created, member, route } from "@/lib/api/handler";
import { HALL_MANAGER_ROLES } from "@/lib/auth/roles";
import { createHall, listHalls } from "@/lib/halls/halls";
import { hallInput, hallQuery } from "@/lib/halls/schemas";
import { imageField } from "@/lib/storage/images";

export const GET = route({ auth: member(), query: hallQuery }, async ({ tenant, query }) =>
  listHalls({ tenantId: tenant.id, filter: query }),
);

export const POST = route(
  { auth: member(HALL_MANAGER_ROLES), body: hallInput, tooLarge: imageField("image") },
  async ({ tenant, principal, body }) =>
    created(await createHall({ tenantId: tenant.id, userId: principal.user.id, input: body })),
);
