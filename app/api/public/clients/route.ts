import { z } from "zod";

import { anyone, route } from "@/lib/api/handler";
import { REQUIRED } from "@/lib/api/schemas";
import { findPublicClients } from "@/lib/tenants/public";

const query = z.object({
  slug: z.string({ error: REQUIRED }).trim().min(1, REQUIRED),
});

/** Tenant lookup by slug: a list with the tenant, or an empty list when there is none. */
export const GET = route({ auth: anyone, query }, async ({ query }) =>
  findPublicClients(query.slug),
);
