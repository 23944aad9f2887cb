import { route } from "@/lib/api/handler";
import { createBooking, listBookings } from "@/lib/bookings/bookings";
import { bookingCreate, bookingListQuery } from "@/lib/bookings/schemas";

/**
 * Filters: hall, status, start_date / end_date (local dates), q (customer name, email, phone); by
 * start.
 */
export const GET = route({ auth: "member", query: bookingListQuery }, async ({ tenant, query }) =>
  listBookings(tenant, query),
);

export const POST = route(
  { auth: "member", body: bookingCreate },
  async ({ tenant, principal, body }) =>
    Response.json(await createBooking(tenant, principal.user.id, body), { status: 201 }),
);
