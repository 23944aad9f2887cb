import { member, route } from "@/lib/api/handler";
import { pathId } from "@/lib/api/params";
import { bookingHistory } from "@/lib/bookings/history";

/** Who changed what, and when; kept after the booking is deleted. */
export const GET = route({ auth: member() }, async ({ tenant, params }) =>
  bookingHistory({ tenantId: tenant.id, bookingId: pathId(params) }),
);
