import { member, route } from "@/lib/api/handler";
import { pathId } from "@/lib/api/params";
import { HALL_MANAGER_ROLES } from "@/lib/auth/roles";
import { deleteHall, getHall, updateHall } from "@/lib/halls/halls";
import { hallPatch } from "@/lib/halls/schemas";
import { imageField } from "@/lib/storage/images";

export const GET = route({ auth: member() }, async ({ tenant, params }) =>
  getHall({ tenantId: tenant.id, id: pathId(params) }),
);

export const PATCH = route(
  { auth: member(HALL_MANAGER_ROLES), body: hallPatch, tooLarge: imageField("image") },
  async ({ tenant, principal, params, body }) =>
    updateHall({
      tenantId: tenant.id,
      userId: principal.user.id,
      id: pathId(params),
      input: body,
    }),
);

/** Closes the hall's slots too; refused (409) while the hall has upcoming bookings. */
export const DELETE = route({ auth: member(HALL_MANAGER_ROLES) }, async ({ tenant, params }) =>
  deleteHall({ tenantId: tenant.id, id: pathId(params) }),
);
