import { member, route } from "@/lib/api/handler";
import { pathId } from "@/lib/api/params";
import { deleteBooking, getBooking } from "@/lib/bookings/bookings";
import { bookingPatch } from "@/lib/bookings/schemas";
import { updateBooking } from "@/lib/bookings/update";
import { clientIdOf } from "@/lib/live/writer";

export const GET = route({ auth: member() }, async ({ tenant, params }) =>
  getBooking({ tenant, id: pathId(params) }),
);

export const PATCH = route(
  { auth: member(), body: bookingPatch },
  async ({ req, tenant, principal, params, body }) =>
    updateBooking({
      tenant,
      userId: principal.user.id,
      clientId: clientIdOf(req.headers),
      id: pathId(params),
      input: body,
    }),
);

export const DELETE = route({ auth: member() }, async ({ req, tenant, principal, params }) =>
  deleteBooking({
    tenant,
    userId: principal.user.id,
    clientId: clientIdOf(req.headers),
    id: pathId(params),
  }),
);
