// HS256 JSON Web Tokens (RFC 7519), signed and checked with node:crypto in the request's own
// turn. jose goes through WebCrypto, whose every HMAC is an asynchronous job handed to libuv's
// thread pool and back: on the API's hot path that cost more CPU than the check itself
// (docs/decisions/029-hot-paths-without-prisma.md). Only what the access tokens use is accepted:
// the header {"alg":"HS256"} (any other algorithm, "none" included, or a "crit" header is
// refused), a JSON object as payload, and `exp` required.
import crypto from "node:crypto";

export type JwtPayload = Record<string, unknown> & { exp: number };

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
const HEADER = encode({ alg: "HS256" });
const BASE64URL = /^[A-Za-z0-9_-]*$/;

const mac = (key: Buffer, signed: string) =>
  crypto.createHmac("sha256", key).update(signed).digest("base64url");

export function signHs256(payload: JwtPayload, key: Buffer): string {
  const signed = `${HEADER}.${encode(payload)}`;
  return `${signed}.${mac(key, signed)}`;
}

function decodePart(part: string): unknown {
  if (!BASE64URL.test(part)) throw new Error("not base64url");
  const value: unknown = JSON.parse(Buffer.from(part, "base64url").toString("utf8"));
  if (!value || typeof value !== "object" || Array.isArray(value)) throw new Error("not an object");
  return value;
}

/** The payload of a token signed with `key` and not expired at `now`; otherwise throws. */
export function verifyHs256(token: string, key: Buffer, now = Date.now()): JwtPayload {
  const parts = token.split(".");
  if (parts.length !== 3) throw new Error("not a JWS in compact form");
  const [header, payload, signature] = parts;
  const expected = Buffer.from(mac(key, `${header}.${payload}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected))
    throw new Error("signature verification failed");
  const { alg, crit } = decodePart(header) as { alg?: unknown; crit?: unknown };
  if (alg !== "HS256" || crit !== undefined) throw new Error("unexpected header");
  const claims = decodePart(payload) as Record<string, unknown>;
  const seconds = Math.floor(now / 1000);
  if (typeof claims.exp !== "number" || claims.exp <= seconds) throw new Error("expired");
  if (claims.nbf !== undefined && (typeof claims.nbf !== "number" || claims.nbf > seconds))
    throw new Error("not yet valid");
  if (claims.iat !== undefined && typeof claims.iat !== "number") throw new Error("bad iat");
  return claims as JwtPayload;
}
