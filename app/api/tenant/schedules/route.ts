import { member, route } from "@/lib/api/handler";
import { listSchedule } from "@/lib/bookings/schedules";
import { scheduleQuery } from "@/lib/bookings/schemas";

/** Calendar events overlapping [start, end), optionally of one hall or branch. */
export const GET = route({ auth: member(), query: scheduleQuery }, async ({ tenant, query }) =>
  listSchedule({ tenant, query }),
);
