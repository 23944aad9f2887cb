import { route } from "@/lib/api/handler";
import { pathId } from "@/lib/api/params";
import { HALL_MANAGER_ROLES } from "@/lib/auth/roles";
import { deleteHall, getHall, updateHall } from "@/lib/halls/halls";
import { hallPatch } from "@/lib/halls/schemas";

export const GET = route({ auth: "member" }, async ({ tenant, params }) =>
  getHall(tenant.id, pathId(params)),
);

export const PATCH = route(
  { auth: "member", roles: HALL_MANAGER_ROLES, body: hallPatch },
  async ({ tenant, params, body }) => updateHall(tenant.id, pathId(params), body),
);

/** Closes the hall's slots too; refused (409) while the hall has upcoming bookings. */
export const DELETE = route(
  { auth: "member", roles: HALL_MANAGER_ROLES },
  async ({ tenant, params }) => deleteHall(tenant.id, pathId(params)),
);
