import { anyone, route } from "@/lib/api/handler";
import { issueTokens, signInWithPassword } from "@/lib/auth/access";
import { tokenRequestSchema } from "@/lib/auth/schemas";

/** Email and password for a token pair; with X-Tenant, for that tenant. */
export const POST = route(
  { auth: anyone, body: tokenRequestSchema },
  async ({ body, tenant, ip }) => {
    const principal = await signInWithPassword({ ...body, tenantSlug: tenant?.slug ?? null, ip });
    return issueTokens(principal);
  },
);
