import { member, route } from "@/lib/api/handler";
import { listSchedule } from "@/lib/bookings/schedules";
import { scheduleQuery } from "@/lib/bookings/schemas";

/**
 * Calendar events overlapping [start, end), optionally of one hall or branch; with an ETag, and a
 * 304 for a client that has it (decision 096).
 */
export const GET = route({ auth: member(), query: scheduleQuery }, async ({ req, tenant, query }) =>
  listSchedule({ tenant, query, headers: req.headers }),
);
