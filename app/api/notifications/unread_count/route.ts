import { route, signedIn } from "@/lib/api/handler";
import { unreadCount } from "@/lib/notifications/notifications";

export const GET = route({ auth: signedIn }, async ({ principal }) => unreadCount({ principal }));
