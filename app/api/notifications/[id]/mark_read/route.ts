import { route, signedIn } from "@/lib/api/handler";
import { pathId } from "@/lib/api/params";
import { markNotificationRead } from "@/lib/notifications/notifications";

/** `{ read_at }`; another user's (or another context's) notification answers 404. */
export const POST = route({ auth: signedIn }, async ({ principal, params }) =>
  markNotificationRead({ principal, id: pathId(params) }),
);
