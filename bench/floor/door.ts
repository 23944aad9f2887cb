// The floor's door: the checks of HallBook's member() door (lib/api/doors.ts) for a bearer token,
// written against `pg` directly. The venue, the user and the membership are remembered for a few
// seconds, as HallBook's door does (decision 026). A token is checked with node:crypto's HMAC in
// the request's own turn (jose's WebCrypto hands each HMAC to the thread pool and back, which
// costs more than the check), once: its claims are remembered until it expires, since its
// signature cannot change meanwhile. That is the least a server can do and stay as strict.
import crypto from "node:crypto";
import type { IncomingMessage } from "node:http";

import type pg from "pg";

import { verifyHs256 } from "@/lib/auth/jwt";
import { resolveTenantSlug, SLUG_PATTERN } from "@/lib/tenants/host";

/** An answer other than success: a status and its JSON body. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`);
  }
}
export const failure = (status: number, detail: string) => new HttpError(status, { detail });

export type Venue = {
  id: number;
  slug: string;
  name: string;
  timezone: string;
  maxBookingDays: number;
};

const REMEMBER_MS = 5_000;

/** `load(key)`'s answer, remembered for REMEMBER_MS (a missing row too). */
function remembered<T>(load: (key: string) => Promise<T>) {
  const entries = new Map<string, { value: T; until: number }>();
  return async (key: string): Promise<T> => {
    const hit = entries.get(key);
    if (hit && hit.until > Date.now()) return hit.value;
    const value = await load(key);
    entries.set(key, { value, until: Date.now() + REMEMBER_MS });
    return value;
  };
}

export function createDoor(pool: pg.Pool, secret: string, appHost: string) {
  // lib/auth/tokens.ts derives the access tokens' key from AUTH_SECRET this way.
  const key = Buffer.from(crypto.hkdfSync("sha256", secret, "hallbook", "access-token", 32));
  const verified = new Map<string, { sub: string; tenant: string | null; until: number }>();
  const claimsOf = (token: string) => {
    const known = verified.get(token);
    if (known && known.until > Date.now()) return known;
    const payload = verifyHs256(token, key);
    if (payload.typ !== "access" || typeof payload.sub !== "string") throw new Error("not one");
    const claims = {
      sub: payload.sub,
      tenant: (payload.tenant as string | null) ?? null,
      until: payload.exp * 1000,
    };
    if (verified.size >= 4096) verified.clear();
    verified.set(token, claims);
    return claims;
  };
  // Prepared, as HallBook's door's lookups are: by key, their plans never change.
  const first = async <T extends pg.QueryResultRow>(
    name: string,
    text: string,
    values: unknown[],
  ) => (await pool.query<T>({ name, text, values })).rows[0] ?? null;

  const venue = remembered((slug) =>
    first<Venue>(
      "floor_venue",
      `SELECT id, slug, name, timezone, max_booking_days AS "maxBookingDays"
       FROM tenants WHERE slug = $1 AND is_active`,
      [slug],
    ),
  );
  const user = remembered((uuid) =>
    first<{ id: number; active: boolean }>(
      "floor_user",
      `SELECT id, is_active AS active FROM users WHERE uuid = $1`,
      [uuid],
    ),
  );
  const membership = remembered((pair) =>
    first<{ role: string; status: string }>(
      "floor_membership",
      `SELECT role, status FROM tenant_users WHERE tenant_id = $1 AND user_id = $2`,
      pair.split(":"),
    ),
  );

  return async function enter(req: IncomingMessage): Promise<{ venue: Venue; userId: number }> {
    const slug =
      String(req.headers["x-tenant"] ?? "")
        .trim()
        .toLowerCase() || resolveTenantSlug(req.headers.host, appHost);
    const found = slug && SLUG_PATTERN.test(slug) ? await venue(slug) : null;
    if (!found) throw failure(404, "Tenant not found.");

    const header = req.headers.authorization;
    if (!header) throw failure(401, "Authentication credentials were not provided.");
    const [scheme, token] = header.split(" ");
    if (scheme?.toLowerCase() !== "bearer" || !token)
      throw failure(401, "Authorization header must be: Bearer <access token>");
    let claims: { sub: string; tenant: string | null };
    try {
      claims = claimsOf(token);
    } catch {
      throw failure(401, "Given token not valid for any token type");
    }
    if (claims.tenant !== found.slug)
      throw failure(401, "Authentication token mismatch. Please log in again.");

    const account = await user(claims.sub);
    if (!account?.active) throw failure(401, "User not found or inactive.");
    const member = await membership(`${found.id}:${account.id}`);
    // Provider staff impersonating a venue are HallBook's business only; the floor has none.
    if (member?.status === "active") return { venue: found, userId: account.id };
    throw failure(
      403,
      member
        ? `Your account for ${found.name} is ${member.status}. Please contact your administrator.`
        : `This account has no access to ${found.name}.`,
    );
  };
}
