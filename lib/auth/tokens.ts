// API tokens: short-lived signed access tokens (JWT, HS256) and long-lived opaque refresh tokens
// stored hashed. Refreshing rotates the refresh token; presenting a used one again revokes the
// whole family, which cuts off whoever stole it (docs/decisions/004-auth-sessions-and-tokens.md).
import crypto from "node:crypto";

import { ExpiringLru } from "@/lib/cache/lru";
import { unauthorized } from "@/lib/core/errors";
import { db } from "@/lib/db";
import { authSecret } from "@/lib/env";

import { signHs256, verifyHs256 } from "./jwt";

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

/** What an access token says about its bearer. */
export type AccessClaims = {
  /** user uuid */
  sub: string;
  /** tenant slug the token was issued for; null for the provider console */
  tenant: string | null;
  /** approved impersonation request the token rides on, if any */
  imp?: number;
  /**
   * the account's session version when the token was issued: a token of an older version is
   * refused (docs/decisions/046-session-versions.md). Absent reads as 0, every account's first.
   */
  sv?: number;
};

let keyCache: { secret: string; key: Buffer } | undefined;
/** The access tokens' HMAC key, derived once per secret. */
function accessKey(): Buffer {
  const secret = authSecret();
  if (keyCache?.secret !== secret) {
    // A key of its own, so an access token can never be mistaken for a session cookie and back.
    const key = Buffer.from(crypto.hkdfSync("sha256", secret, "hallbook", "access-token", 32));
    keyCache = { secret, key };
  }
  return keyCache.key;
}

export async function signAccessToken(claims: AccessClaims): Promise<string> {
  const iat = Math.floor(Date.now() / 1000);
  return signHs256(
    {
      tenant: claims.tenant,
      ...(claims.imp ? { imp: claims.imp } : {}),
      sv: claims.sv ?? 0,
      typ: "access",
      sub: claims.sub,
      iat,
      exp: iat + ACCESS_TOKEN_TTL_SECONDS,
    },
    accessKey(),
  );
}

/**
 * Tokens this process has verified, with their claims, until they expire: a client sends the same
 * token with every request for its 15 minutes, and its signature cannot change meanwhile. Keyed
 * with the key, so a new AUTH_SECRET verifies every token afresh.
 */
const verified = new ExpiringLru<string, { claims: AccessClaims & { sv: number }; key: Buffer }>(
  4096,
);

export async function verifyAccessToken(token: string): Promise<AccessClaims & { sv: number }> {
  const key = accessKey();
  const known = verified.get(token);
  if (known?.key === key) return { ...known.claims };
  try {
    const payload = verifyHs256(token, key);
    if (payload.typ !== "access" || typeof payload.sub !== "string")
      throw new Error("not an access token");
    const claims = {
      sub: payload.sub,
      tenant: (payload.tenant as string | null) ?? null,
      imp: typeof payload.imp === "number" ? payload.imp : undefined,
      sv: typeof payload.sv === "number" ? payload.sv : 0,
    };
    verified.set(token, { claims, key }, payload.exp * 1000);
    return { ...claims };
  } catch {
    throw unauthorized("Given token not valid for any token type");
  }
}

const sha256 = (value: string) => crypto.createHash("sha256").update(value).digest("hex");

const refreshRow = (userId: number, tenantId: number | null) => {
  const token = crypto.randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000);
  return { token, data: { userId, tenantId, tokenHash: sha256(token), expiresAt } };
};

/**
 * Starts a new family (a sign-in) with its first refresh token, at the session version the
 * sign-in's password was checked at, and through the access request it used (`impersonationId`);
 * null if the account is no longer at that version or the request has ended. One statement: the
 * account's row (and the request's) is read FOR SHARE, so a password change, a reset, 'Sign out
 * of all devices' or a revocation either committed before (nothing is inserted) or waits for this
 * insert, and then revokes the new family (decisions 047 and 049).
 */
export async function issueRefreshToken(input: {
  userId: number;
  tenantId: number | null;
  sessionVersion: number;
  impersonationId?: number;
}): Promise<string | null> {
  const { token, data } = refreshRow(input.userId, input.tenantId);
  const imp = input.impersonationId ?? null;
  const inserted = await db.$queryRaw<{ id: number }[]>`
    WITH family AS (
      INSERT INTO refresh_token_families (id, user_id, session_version, impersonation_id)
      SELECT gen_random_uuid(), u.id, u.session_version, ${imp}::int FROM users u
      WHERE u.id = ${input.userId} AND u.session_version = ${input.sessionVersion}
        AND (${imp}::int IS NULL OR EXISTS (
          SELECT 1 FROM impersonation_requests g
          WHERE g.id = ${imp}::int AND g.requester_id = u.id AND g.approved
            AND (g.expires_at IS NULL OR g.expires_at > now())
          FOR SHARE
        ))
      FOR SHARE OF u
      RETURNING id
    )
    INSERT INTO refresh_tokens (family_id, user_id, tenant_id, token_hash, expires_at)
    SELECT family.id, ${data.userId}, ${data.tenantId}::int, ${data.tokenHash}, ${data.expiresAt}
    FROM family
    RETURNING id`;
  return inserted.length ? token : null;
}

export const INVALID_REFRESH = "Token is invalid or expired";

/**
 * Whom an unspent, unexpired refresh token belongs to, and the access request its sign-in used
 * (null: none), or 401. Read without a lock.
 */
export async function refreshTokenOwner(
  token: string,
): Promise<{ userId: number; tenantId: number | null; impersonationId: number | null }> {
  const row = await db.refreshToken.findUnique({
    where: { tokenHash: sha256(token) },
    select: {
      userId: true,
      tenantId: true,
      expiresAt: true,
      family: { select: { revokedAt: true, impersonationId: true } },
    },
  });
  if (!row || row.family.revokedAt || row.expiresAt <= new Date())
    throw unauthorized(INVALID_REFRESH);
  const { impersonationId } = row.family;
  return { userId: row.userId, tenantId: row.tenantId, impersonationId };
}

type Spent = {
  id: number;
  userId: number;
  tenantId: number | null;
  usedAt: Date | null;
  expiresAt: Date;
};

/**
 * Spends a refresh token and issues the next one of its family, in one transaction that holds the
 * family's row; returns it with the family's session version, which the new access token carries.
 * A token presented a second time (a replay, or a thief racing the owner) revokes its family under
 * that lock instead, so that a refresh that won the race either finished before (and its new token
 * dies with the family) or waits and finds the family revoked: no token is ever issued into a
 * revoked family. So does a family whose session version is no longer the account's: the
 * account's sessions ended after its sign-in's password was checked (decision 047). The sessions
 * ending revokes the account's families too (a trigger, docs/decisions/046-session-versions.md).
 */
export async function rotateRefreshToken(
  token: string,
): Promise<{ refresh: string; sessionVersion: number }> {
  const tokenHash = sha256(token);
  const next = await db.$transaction(async (tx) => {
    const [family] = await tx.$queryRaw<
      { id: string; revokedAt: Date | null; sessionVersion: number }[]
    >`
      SELECT id, revoked_at AS "revokedAt", session_version AS "sessionVersion"
      FROM refresh_token_families
      WHERE id = (SELECT family_id FROM refresh_tokens WHERE token_hash = ${tokenHash})
      FOR UPDATE`;
    if (!family || family.revokedAt) return null;
    // Read after the lock, so a refresh that held it before is seen (a new statement's snapshot);
    // the account's version too, so a change that committed meanwhile is seen.
    const [row] = await tx.$queryRaw<(Spent & { accountVersion: number })[]>`
      SELECT t.id, t.user_id AS "userId", t.tenant_id AS "tenantId", t.used_at AS "usedAt",
        t.expires_at AS "expiresAt", u.session_version AS "accountVersion"
      FROM refresh_tokens t JOIN users u ON u.id = t.user_id
      WHERE t.token_hash = ${tokenHash}`;
    if (!row || row.expiresAt <= new Date()) return null;
    if (row.usedAt || row.accountVersion !== family.sessionVersion) {
      // clock_timestamp(): after the refresh that spent it committed, not when this one began
      await tx.$executeRaw`
        UPDATE refresh_token_families SET revoked_at = clock_timestamp()
        WHERE id = ${family.id}::uuid`;
      return null;
    }
    await tx.refreshToken.update({ where: { id: row.id }, data: { usedAt: new Date() } });
    const { token: fresh, data } = refreshRow(row.userId, row.tenantId);
    await tx.refreshToken.create({ data: { ...data, familyId: family.id } });
    return { refresh: fresh, sessionVersion: family.sessionVersion };
  });
  if (!next) throw unauthorized(INVALID_REFRESH);
  return next;
}
