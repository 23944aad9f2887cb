import { route, signedIn } from "@/lib/api/handler";
import { ROLE_CHOICES } from "@/lib/impersonation/schemas";

/** Value and label of every role, SYSTEM last (forms that grant a venue role leave it out). */
export const GET = route({ auth: signedIn }, async () => ROLE_CHOICES.map((c) => ({ ...c })));
