import crypto from "node:crypto";

import { jwtVerify, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { signHs256, verifyHs256 } from "@/lib/auth/jwt";
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken, verifyAccessToken } from "@/lib/auth/tokens";
import { resetEnv } from "@/lib/env";

const key = crypto.randomBytes(32);
const now = Date.UTC(2030, 0, 1);
const seconds = now / 1000;
const claims = { sub: "user-uuid", tenant: "demo", typ: "access", iat: seconds, exp: seconds + 60 };
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
const hmac = (signed: string, k = key) =>
  crypto.createHmac("sha256", k).update(signed).digest("base64url");
/** A token with any header and payload, correctly signed with `key`. */
const forged = (header: unknown, payload: unknown) => {
  const signed = `${b64(header)}.${b64(payload)}`;
  return `${signed}.${hmac(signed)}`;
};

describe("HS256 tokens", () => {
  it("round-trip, and agree with jose both ways", async () => {
    const token = signHs256(claims, key);
    expect(verifyHs256(token, key, now)).toEqual(claims);
    const byJose = await jwtVerify(token, key, { currentDate: new Date(now) });
    expect(byJose.payload).toEqual(claims);
    expect(byJose.protectedHeader).toEqual({ alg: "HS256" });

    const joseToken = await new SignJWT({ tenant: "demo", typ: "access" })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject("user-uuid")
      .setIssuedAt(seconds)
      .setExpirationTime(seconds + 60)
      .sign(key);
    expect(verifyHs256(joseToken, key, now)).toEqual(claims);
  });

  it.each([
    ["another key's signature", () => signHs256(claims, crypto.randomBytes(32))],
    [
      "a changed payload",
      () => {
        const [h, , s] = signHs256(claims, key).split(".");
        return [h, b64({ ...claims, sub: "someone-else" }), s].join(".");
      },
    ],
    ["no signature", () => signHs256(claims, key).split(".").slice(0, 2).join(".") + "."],
    ["alg none", () => `${b64({ alg: "none" })}.${b64(claims)}.`],
    ["alg HS512, signed", () => forged({ alg: "HS512" }, claims)],
    ["a crit header", () => forged({ alg: "HS256", crit: ["exp"] }, claims)],
    ["no exp", () => forged({ alg: "HS256" }, { ...claims, exp: undefined })],
    ["a text exp", () => forged({ alg: "HS256" }, { ...claims, exp: String(seconds + 60) })],
    ["expired", () => signHs256({ ...claims, exp: seconds }, key)],
    ["not yet valid", () => forged({ alg: "HS256" }, { ...claims, nbf: seconds + 10 })],
    ["a payload that is not an object", () => forged({ alg: "HS256" }, [claims])],
    ["four parts", () => `${signHs256(claims, key)}.x`],
    [
      "a header that is not JSON",
      () => {
        const signed = `${Buffer.from("{alg").toString("base64url")}.${b64(claims)}`;
        return `${signed}.${hmac(signed)}`;
      },
    ],
    [
      "padding in a part",
      () => {
        const [h, p] = signHs256(claims, key).split(".");
        const signed = `${h}.${p}=`;
        return `${signed}.${hmac(signed)}`;
      },
    ],
  ])("refuse %s", (_, token) => {
    expect(() => verifyHs256(token(), key, now)).toThrow();
  });
});

describe("access tokens", () => {
  const before = process.env.AUTH_SECRET;
  beforeAll(() => {
    process.env.AUTH_SECRET = "unit-test-secret-0123456789abcdef0123456789";
    resetEnv();
  });
  afterAll(() => {
    process.env.AUTH_SECRET = before;
    resetEnv();
  });

  it("carry the bearer, the venue and the session version; nothing signed otherwise passes", async () => {
    const token = await signAccessToken({ sub: "user-uuid", tenant: "demo", imp: 7, sv: 3 });
    expect(await verifyAccessToken(token)).toEqual({
      sub: "user-uuid",
      tenant: "demo",
      imp: 7,
      sv: 3,
    });
    const [h, p] = token.split(".");
    const refresh = forged({ alg: "HS256" }, { sub: "user-uuid", exp: seconds * 2 });
    await expect(verifyAccessToken(`${h}.${p}.${hmac(`${h}.${p}`)}`)).rejects.toThrow(
      "Given token not valid for any token type",
    );
    await expect(verifyAccessToken(refresh)).rejects.toThrow();
  });

  it("are remembered once verified, until they expire", async () => {
    vi.useFakeTimers({ now: Date.parse("2031-01-01T00:00:00Z"), toFake: ["Date"] });
    try {
      const token = await signAccessToken({ sub: "user-uuid", tenant: "demo" });
      const claims = await verifyAccessToken(token);
      (claims as { tenant: string | null }).tenant = "changed by a caller";
      // no version given: the first, 0
      expect(await verifyAccessToken(token)).toEqual({ sub: "user-uuid", tenant: "demo", sv: 0 });
      vi.setSystemTime(Date.now() + ACCESS_TOKEN_TTL_SECONDS * 1000);
      await expect(verifyAccessToken(token)).rejects.toThrow(
        "Given token not valid for any token type",
      );
    } finally {
      vi.useRealTimers();
    }
  });
});
