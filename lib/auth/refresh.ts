import { unauthorized } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { findActiveTenantById } from "@/lib/tenants/queries";

import { issueTokens, principalFor, type TokenResponse } from "./access";
import { consumeRefreshToken, INVALID_REFRESH } from "./tokens";

/**
 * Spends a refresh token and issues a new pair in the same family, if the user may still act there.
 */
export async function refreshTokens(
  refresh: string,
): Promise<Pick<TokenResponse, "access" | "refresh">> {
  const spent = await consumeRefreshToken(refresh);
  const [user, tenant] = await Promise.all([
    db.user.findUnique({ where: { id: spent.userId }, select: { uuid: true } }),
    spent.tenantId ? findActiveTenantById(spent.tenantId) : null,
  ]);
  if (!user || (spent.tenantId && !tenant)) throw unauthorized(INVALID_REFRESH);
  const principal = await principalFor(user.uuid, tenant).catch(() => {
    throw unauthorized(INVALID_REFRESH);
  });
  const { access, refresh: next } = await issueTokens(principal, spent.familyId);
  return { access, refresh: next };
}
