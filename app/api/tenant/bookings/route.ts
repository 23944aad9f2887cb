import { created, member, route } from "@/lib/api/handler";
import { createBooking, listBookings } from "@/lib/bookings/bookings";
import { bookingCreate, bookingListQuery } from "@/lib/bookings/schemas";
import { clientIdOf } from "@/lib/live/writer";

/**
 * Filters: hall, status, start_date / end_date (local dates), q (customer name, email, phone); by
 * start.
 */
export const GET = route({ auth: member(), query: bookingListQuery }, async ({ tenant, query }) =>
  listBookings({ tenant, filters: query }),
);

export const POST = route(
  { auth: member(), body: bookingCreate, changesAccess: false },
  async ({ req, tenant, principal, body }) =>
    created(
      await createBooking({
        tenant,
        userId: principal.user.id,
        clientId: clientIdOf(req.headers),
        input: body,
      }),
    ),
);
