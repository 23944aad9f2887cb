import { route } from "@/lib/api/handler";
import { HALL_MANAGER_ROLES } from "@/lib/auth/roles";
import { createHall, listHalls } from "@/lib/halls/halls";
import { hallInput, hallQuery } from "@/lib/halls/schemas";

export const GET = route({ auth: "member", query: hallQuery }, async ({ tenant, query }) =>
  listHalls(tenant.id, query),
);

export const POST = route(
  { auth: "member", roles: HALL_MANAGER_ROLES, body: hallInput },
  async ({ tenant, body }) => Response.json(await createHall(tenant.id, body), { status: 201 }),
);
