import { member, route } from "@/lib/api/handler";
import { getOwnMembership } from "@/lib/users/members";

/** The signed-in user's record in this tenant. */
export const GET = route({ auth: member() }, async ({ principal }) => getOwnMembership(principal));
