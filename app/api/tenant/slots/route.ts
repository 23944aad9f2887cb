import { route } from "@/lib/api/handler";
import { HALL_MANAGER_ROLES } from "@/lib/auth/roles";
import { slotInput, slotQuery } from "@/lib/slots/schemas";
import { createSlot, listSlots } from "@/lib/slots/slots";

export const GET = route({ auth: "member", query: slotQuery }, async ({ tenant, query }) =>
  listSlots(tenant.id, query),
);

export const POST = route(
  { auth: "member", roles: HALL_MANAGER_ROLES, body: slotInput },
  async ({ tenant, body }) => Response.json(await createSlot(tenant.id, body), { status: 201 }),
);
