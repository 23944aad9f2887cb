import { anyone, route } from "@/lib/api/handler";
import { findPublicClients } from "@/lib/tenants/public";
import { publicClientsQuery } from "@/lib/tenants/schemas";

/** Tenant lookup by slug: a list with the tenant, or an empty list when there is none. */
export const GET = route({ auth: anyone, query: publicClientsQuery }, async ({ query }) =>
  findPublicClients(query.slug),
);
