import { providerStaff, route } from "@/lib/api/handler";
import { ROLE_CHOICES } from "@/lib/impersonation/schemas";

/** The provider console's role choices: the venue roles, then SYSTEM. */
export const GET = route({ auth: providerStaff }, async () => ROLE_CHOICES.map((c) => ({ ...c })));
