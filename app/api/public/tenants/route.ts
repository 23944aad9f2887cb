import { route, systemUser } from "@/lib/api/handler";
import { listTenants } from "@/lib/tenants/admin";

/** Every tenant, active or not, newest first; system users only. */
export const GET = route({ auth: systemUser }, async () => listTenants());
