// API tokens: short-lived signed access tokens (JWT, HS256) and long-lived opaque refresh tokens
// stored hashed. Refreshing rotates the refresh token; presenting a used one again revokes the
// whole family, which cuts off whoever stole it (docs/decisions/004-auth-sessions-and-tokens.md).
import crypto from "node:crypto";

import { unauthorized } from "@/lib/api/errors";
import { ExpiringLru } from "@/lib/cache/lru";
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
const verified = new ExpiringLru<string, { claims: AccessClaims; key: Buffer }>(4096);

export async function verifyAccessToken(token: string): Promise<AccessClaims> {
  const key = accessKey();
  const known = verified.get(token);
  if (known?.key === key) return { ...known.claims };
  try {
    const payload = verifyHs256(token, key);
    if (payload.typ !== "access" || typeof payload.sub !== "string")
      throw new Error("not an access token");
    const claims: AccessClaims = {
      sub: payload.sub,
      tenant: (payload.tenant as string | null) ?? null,
      imp: typeof payload.imp === "number" ? payload.imp : undefined,
    };
    verified.set(token, { claims, key }, payload.exp * 1000);
    return { ...claims };
  } catch {
    throw unauthorized("Given token not valid for any token type");
  }
}

const sha256 = (value: string) => crypto.createHash("sha256").update(value).digest("hex");

/** Issues a refresh token in `familyId` (a new family for a new sign-in). */
export async function issueRefreshToken(input: {
  userId: number;
  tenantId: number | null;
  familyId?: string;
}): Promise<string> {
  const token = crypto.randomBytes(32).toString("base64url");
  await db.refreshToken.create({
    data: {
      userId: input.userId,
      tenantId: input.tenantId,
      familyId: input.familyId ?? crypto.randomUUID(),
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000),
    },
  });
  return token;
}

export const INVALID_REFRESH = "Token is invalid or expired";

/**
 * Spends a refresh token: returns its owner and family when it is valid, after marking it used.
 * A token presented a second time (a replay, or a thief racing the owner) revokes its family.
 */
export async function consumeRefreshToken(
  token: string,
): Promise<{ userId: number; tenantId: number | null; familyId: string }> {
  const row = await db.refreshToken.findUnique({ where: { tokenHash: sha256(token) } });
  if (!row || row.revokedAt || row.expiresAt <= new Date()) throw unauthorized(INVALID_REFRESH);
  // Only one of two concurrent uses can flip used_at from null.
  const spent = await db.refreshToken.updateMany({
    where: { id: row.id, usedAt: null },
    data: { usedAt: new Date() },
  });
  if (spent.count !== 1) {
    await revokeFamily(row.familyId);
    throw unauthorized(INVALID_REFRESH);
  }
  return { userId: row.userId, tenantId: row.tenantId, familyId: row.familyId };
}

export async function revokeFamily(familyId: string) {
  await db.refreshToken.updateMany({
    where: { familyId, revokedAt: null },
    data: { revokedAt: new Date() },
  });
}
