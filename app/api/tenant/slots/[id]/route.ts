import { member, route } from "@/lib/api/handler";
import { pathId } from "@/lib/api/params";
import { HALL_MANAGER_ROLES } from "@/lib/auth/roles";
import { slotPatch } from "@/lib/slots/schemas";
import { deleteSlot, updateSlot } from "@/lib/slots/slots";

export const PATCH = route(
  { auth: member(HALL_MANAGER_ROLES), body: slotPatch },
  async ({ tenant, params, body }) =>
    updateSlot({ tenantId: tenant.id, id: pathId(params), input: body }),
);

export const DELETE = route({ auth: member(HALL_MANAGER_ROLES) }, async ({ tenant, params }) =>
  deleteSlot({ tenantId: tenant.id, id: pathId(params) }),
);
