import { route, signedIn } from "@/lib/api/handler";
import { listNotifications } from "@/lib/notifications/notifications";
import { notificationListQuery } from "@/lib/notifications/schemas";

/** The signed-in user's notifications in this context: `{ results, next, count }`. */
export const GET = route(
  { auth: signedIn, query: notificationListQuery },
  async ({ principal, query }) => listNotifications({ principal, query }),
);
