import crypto from "node:crypto";

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { signAccessToken, verifyAccessToken } from "@/lib/auth/tokens";
import { resetEnv } from "@/lib/env";

const before = process.env.AUTH_SECRET;
beforeAll(() => {
  process.env.AUTH_SECRET = "unit-test-secret-0123456789abcdef0123456789";
  resetEnv();
});
afterAll(() => {
  process.env.AUTH_SECRET = before;
  resetEnv();
  vi.restoreAllMocks();
});

describe("access tokens", () => {
  it("import their key once, not for every token signed or checked", async () => {
    const importKey = vi.spyOn(crypto.webcrypto.subtle, "importKey");
    const token = await signAccessToken({ sub: "user-uuid", tenant: "demo" });
    for (let i = 0; i < 3; i++)
      expect(await verifyAccessToken(token)).toEqual({
        sub: "user-uuid",
        tenant: "demo",
        imp: undefined,
      });
    expect(importKey).toHaveBeenCalledTimes(1);
  });
});
