import { unauthorized } from "@/lib/core/errors";
import { db } from "@/lib/db";
import { findActiveTenantById } from "@/lib/tenants/queries";

import { accessTokenFor, principalFor, type TokenResponse } from "./access";
import { INVALID_REFRESH, refreshTokenOwner, rotateRefreshToken } from "./tokens";

/**
 * Spends a refresh token and issues a new pair in the same family, if the user may still act
 * there as the sign-in did: through the same access request, or through none (a refresh never
 * turns a sign-in into an impersonation, nor carries one on past its request). The owner's access
 * is checked first; the rotation then holds the family, so a reuse or
 * the account's sessions ending (which revoke it) cannot let a new token through. The new access
 * token carries the family's session version, which the rotation found to be the account's.
 */
export async function refreshTokens(
  refresh: string,
): Promise<Pick<TokenResponse, "access" | "refresh">> {
  const owner = await refreshTokenOwner(refresh);
  const [account, tenant] = await Promise.all([
    db.user.findUnique({ where: { id: owner.userId }, select: { uuid: true } }),
    owner.tenantId ? findActiveTenantById(owner.tenantId) : null,
  ]);
  if (!account || (owner.tenantId && !tenant)) throw unauthorized(INVALID_REFRESH);
  const through = owner.impersonationId ?? undefined;
  const principal = await principalFor(account.uuid, tenant, through).catch(() => {
    throw unauthorized(INVALID_REFRESH);
  });
  if (principal.impersonationId !== through) throw unauthorized(INVALID_REFRESH);
  const next = await rotateRefreshToken(refresh);
  const user = { ...principal.user, sessionVersion: next.sessionVersion };
  return { access: await accessTokenFor({ ...principal, user }), refresh: next.refresh };
}
