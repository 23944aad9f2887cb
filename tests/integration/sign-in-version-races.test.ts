// A sign-in racing the end of the account's sessions (a password change, a reset, 'Sign out of all
// devices'): whatever was checked before the end, nothing issued by that sign-in works after it.
// The refresh token family is stored at the session version its password was checked at, inserted
// only while the account is still at that version, and refused by a refresh once the account has
// moved on (docs/decisions/047-refresh-families-and-sign-in-attempts.md).
import crypto from "node:crypto";

import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";

import { GET as nextAuthGet, POST as nextAuthPost } from "@/app/api/auth/[...nextauth]/route";
import { POST as confirmReset } from "@/app/api/password-reset/confirm/route";
import { POST as signOutAll } from "@/app/api/sign-out-all/route";
import { GET as halls } from "@/app/api/tenant/halls/route";
import { POST as venueChange } from "@/app/api/tenant/password-change/route";
import { POST as refresh } from "@/app/api/token/refresh/route";
import { POST as token } from "@/app/api/token/route";
import { SESSION_ENDED } from "@/lib/auth/messages";
import { signAccessToken } from "@/lib/auth/tokens";
import { db } from "@/lib/db";

import { call, PASSWORD, venue } from "./helpers";

// What runs right after a password was checked, once: the end of the sessions, committed from
// other connections between the credential check and everything the sign-in does afterwards.
const between = vi.hoisted(() => ({ run: null as null | (() => Promise<void>) }));
vi.mock("@/lib/auth/password", async (original) => {
  const real = await original<typeof import("@/lib/auth/password")>();
  return {
    ...real,
    verifyPassword: async (...args: Parameters<typeof real.verifyPassword>) => {
      const valid = await real.verifyPassword(...args);
      const run = between.run;
      between.run = null;
      if (run) await run();
      return valid;
    },
  };
});

type Venue = Awaited<ReturnType<typeof venue>>;
let n = 0;
const address = () => `10.9.${n++ % 250}.${Math.floor(Math.random() * 250) + 1}`;
const host = (v: Venue) => `${v.tenant.slug}.localhost`;

/** An access token of the account's current session version, as a fresh sign-in would hold. */
async function currentToken(v: Venue) {
  const { sessionVersion } = await db.user.findUniqueOrThrow({ where: { id: v.user.id } });
  return signAccessToken({ sub: v.user.uuid, tenant: v.tenant.slug, sv: sessionVersion });
}

/** Each way an account's sessions end, done by its owner through the real routes: its status. */
const ENDINGS: Record<string, (v: Venue, password: string, next: string) => Promise<number>> = {
  "a password change": async (v, password, next) =>
    (
      await call(venueChange, {
        host: host(v),
        token: await currentToken(v),
        headers: { "x-forwarded-for": address() },
        body: { old_password: password, new_password: next },
      })
    ).status,
  "a forgotten-password reset": async (v, _password, next) => {
    const link = crypto.randomBytes(32).toString("base64url");
    await db.passwordResetToken.create({
      data: {
        userId: v.user.id,
        tokenHash: crypto.createHash("sha256").update(link).digest("hex"),
        expiresAt: new Date(Date.now() + 3_600_000),
      },
    });
    const res = await call(confirmReset, { body: { token: link, new_password: next } });
    return res.status;
  },
  "'Sign out of all devices'": async (v) =>
    (await call(signOutAll, { host: host(v), token: await currentToken(v), method: "POST" }))
      .status,
};
/** The password the account has after `ending` (unchanged by signing out everywhere). */
const after = (ending: string, password: string, next: string) =>
  ending === "'Sign out of all devices'" ? password : next;

const signIn = (v: Venue, password: string) =>
  call(token, {
    host: host(v),
    headers: { "x-forwarded-for": address() },
    body: { email: v.user.email, password },
  });

/** Whether a sign-in's access token reads the venue, and whether its refresh token renews. */
async function working(v: Venue, issued: { access?: string; refresh?: string }) {
  const access =
    !!issued.access && (await call(halls, { host: host(v), token: issued.access })).status === 200;
  const renewed =
    !!issued.refresh && (await call(refresh, { body: { refresh: issued.refresh } })).status === 200;
  return { access, renewed };
}

describe("the end of the sessions committed between the credential check and the tokens", () => {
  for (const ending of Object.keys(ENDINGS))
    it(`${ending}: the sign-in issues nothing`, async () => {
      const v = await venue();
      const next = "Moved#On#Secret7";
      const done: number[] = [];
      between.run = async () => void done.push(await ENDINGS[ending](v, PASSWORD, next));
      const res = await signIn(v, PASSWORD);
      expect(done).toEqual([ending === "'Sign out of all devices'" ? 204 : 200]);
      // The password was right when it was checked, but the account has moved on since: no
      // refresh family is started at the old version, and the sign-in is refused.
      expect(res.status).toBe(401);
      expect(res.body.detail).toBe(SESSION_ENDED);
      expect(await working(v, res.body)).toEqual({ access: false, renewed: false });
      // (The change's caller got a pair of the new version: the only live family.)
      const stale = await db.$queryRaw<{ n: bigint }[]>`
        SELECT count(*) AS n FROM refresh_token_families f JOIN users u ON u.id = f.user_id
        WHERE u.id = ${v.user.id} AND f.revoked_at IS NULL
          AND f.session_version <> u.session_version`;
      expect(Number(stale[0].n)).toBe(0);
      // The account's owner signs in afterwards as usual.
      const fresh = await signIn(v, after(ending, PASSWORD, next));
      expect(fresh.status).toBe(200);
      expect(await working(v, fresh.body)).toEqual({ access: true, renewed: true });
    });
});

/** A browser's sign-in through next-auth's credentials provider: its session cookie. */
async function browserSignIn(v: Venue, password: string) {
  process.env.AUTH_TRUST_HOST = "true";
  const ask = (action: string, headers: Record<string, string>, body?: URLSearchParams) =>
    (body ? nextAuthPost : nextAuthGet)(
      new NextRequest(`http://localhost/api/auth/${action}`, {
        method: body ? "POST" : "GET",
        headers: { host: host(v), ...headers },
        body,
      }),
      { params: Promise.resolve({ nextauth: action.split("/") }) },
    );
  const cookies = (res: Response) => res.headers.getSetCookie().map((c) => c.split(";")[0]);
  const csrf = await ask("csrf", {});
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const form = { email: v.user.email, password, remember: "false", csrfToken, json: "true" };
  const res = await ask(
    "callback/credentials",
    {
      cookie: cookies(csrf).join("; "),
      origin: `http://${host(v)}`,
      "content-type": "application/x-www-form-urlencoded",
    },
    new URLSearchParams(form),
  );
  return cookies(res).find((c) => c.startsWith("next-auth.session-token="));
}

describe("a browser's sign-in checked before a password change", () => {
  it("holds a cookie of the version its password was checked at, which the change ended", async () => {
    const v = await venue();
    between.run = async () => {
      expect(await ENDINGS["a password change"](v, PASSWORD, "Moved#On#Secret7")).toBe(200);
    };
    const cookie = await browserSignIn(v, PASSWORD);
    expect(between.run).toBeNull();
    expect(cookie).toBeDefined();
    const res = await call(halls, { host: host(v), cookie });
    expect(res).toMatchObject({ status: 401, body: { detail: SESSION_ENDED } });
    // Without a change in between, the same sign-in's cookie reads the venue.
    const fresh = await browserSignIn(v, "Moved#On#Secret7");
    expect((await call(halls, { host: host(v), cookie: fresh })).status).toBe(200);
  });
});

describe("a refresh token family older than the account's session version", () => {
  it("is refused by a refresh, even when nothing revoked it", async () => {
    const v = await venue();
    const issued = await signIn(v, PASSWORD);
    expect(issued.status).toBe(200);
    // The account moves on without the trigger that revokes its families, as when a family was
    // inserted after that trigger ran and before the change committed.
    await db.$transaction(async (tx) => {
      await tx.$executeRaw`SET LOCAL session_replication_role = replica`;
      await tx.$executeRaw`
        UPDATE users SET session_version = session_version + 1 WHERE id = ${v.user.id}`;
    });
    const res = await call(refresh, { body: { refresh: issued.body.refresh } });
    expect(res.status).toBe(401);
    expect(res.body).not.toHaveProperty("access");
    // Refused for good: the family is revoked, so a later try is refused before any lock.
    const family = await db.refreshTokenFamily.findFirstOrThrow({ where: { userId: v.user.id } });
    expect(family.revokedAt).not.toBeNull();
  });
});

describe("sign-ins while the sessions end", () => {
  for (const ending of Object.keys(ENDINGS))
    it(`${ending}: a sign-in's credentials end together, whenever it was checked`, async () => {
      const v = await venue();
      const keepsPassword = after(ending, "old", "new") === "old";
      let password = PASSWORD;
      const survivors: string[] = [];
      let issued = 0;
      for (let round = 0; round < 6; round++) {
        const next = `Round#${round}#Secret9`;
        // Six sign-ins at once, and the end of the sessions after a few milliseconds.
        const tries = Promise.all(Array.from({ length: 6 }, () => signIn(v, password)));
        // The last round ends them only once every sign-in has its credentials, so that some are
        // issued whatever the machine's speed (on a busy one, the others may all be refused).
        if (round === 5) await tries;
        else await new Promise((r) => setTimeout(r, Math.random() * 30));
        expect(await ENDINGS[ending](v, password, next)).toBeLessThan(300);
        for (const res of await tries) {
          if (res.status !== 200) continue;
          issued++;
          const alive = await working(v, res.body);
          // Checked before the end, its access token is refused: its refresh token must be too.
          // (Signing out everywhere keeps the password: a sign-in checked after it is a new one.)
          if (alive.renewed !== alive.access || (!keepsPassword && alive.access))
            survivors.push(`round ${round}: ${JSON.stringify(alive)}`);
        }
        password = after(ending, password, next);
        // The old password's failures are not what this test is about.
        await db.authFailure.deleteMany({});
      }
      expect(survivors).toEqual([]);
      expect(issued).toBeGreaterThan(0);
    }, 120_000);
});
