import { route, signedIn } from "@/lib/api/handler";
import { markAllNotificationsRead } from "@/lib/notifications/notifications";

/** `{ marked }`: how many were unread. */
export const POST = route({ auth: signedIn }, async ({ principal }) =>
  markAllNotificationsRead({ principal }),
);
