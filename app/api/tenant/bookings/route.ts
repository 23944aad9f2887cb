import { created, member, route } from "@/lib/api/handler";
import { createBooking, listBookings } from "@/lib/bookings/bookings";
import { bookingCreate, bookingListQuery } from "@/lib/bookings/schemas";
import { clientIdOf } from "@/lib/live/writer";
import { createSeries } from "@/lib/series/create";

/**
 * Filters: hall, status, start_date / end_date (local dates), q (customer name, email, phone),
 * series; by start. A page has an ETag, and a client that has it gets a 304 (decision 096).
 */
export const GET = route(
  { auth: member(), query: bookingListQuery },
  async ({ req, tenant, query }) => listBookings({ tenant, filters: query, headers: req.headers }),
);

/** A booking; with `recurrence`, a series of them (answered as its first date, with `series`). */
export const POST = route(
  { auth: member(), body: bookingCreate, changesAccess: false },
  async ({ req, tenant, principal, body }) => {
    const request = {
      tenant,
      userId: principal.user.id,
      clientId: clientIdOf(req.headers),
      // made with a token (an integration), not in the console: its source is "api" (094)
      source: req.headers.get("authorization") ? ("api" as const) : ("staff" as const),
    };
    const { recurrence } = body;
    return created(
      recurrence
        ? await createSeries({ ...request, input: { ...body, recurrence } })
        : await createBooking({ ...request, input: body }),
    );
  },
);
