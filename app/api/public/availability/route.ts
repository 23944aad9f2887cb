import { route, tenantVisitor } from "@/lib/api/handler";
import { monthAvailability } from "@/lib/enquiries/availability";
import { availabilityQuery } from "@/lib/enquiries/schemas";

/**
 * A hall's month, day by day: free, partial, full or past, with the times still free. Anyone on
 * the venue's host; never who booked, what or for how much. Another venue's hall: 404.
 */
export const GET = route({ auth: tenantVisitor, query: availabilityQuery }, ({ tenant, query }) =>
  monthAvailability(tenant, query.hall, query.month),
);
