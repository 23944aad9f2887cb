import { created, member, route } from "@/lib/api/handler";
import { HALL_MANAGER_ROLES } from "@/lib/auth/roles";
import { slotInput, slotQuery } from "@/lib/slots/schemas";
import { createSlot, listSlots } from "@/lib/slots/slots";

export const GET = route({ auth: member(), query: slotQuery }, async ({ tenant, query }) =>
  listSlots({ tenantId: tenant.id, filter: query }),
);

export const POST = route(
  { auth: member(HALL_MANAGER_ROLES), body: slotInput },
  async ({ tenant, body }) => created(await createSlot({ tenantId: tenant.id, input: body })),
);
