// An account that must change its password first (a provisioned owner, an invited member, an
// account whose password was reset for it) is held by the API, not only by the console's pages:
// every route answers it 403 with a clear detail, except reading itself, changing the password and
// signing out; public routes treat it as anonymous. Tried against every route of the API (the
// isolation matrix's table), in a venue and in the provider's console.
import { describe, expect, it } from "vitest";

import { POST as register } from "@/app/api/public/register/route";
import { POST as signOutAll } from "@/app/api/sign-out-all/route";
import { GET as halls } from "@/app/api/tenant/halls/route";
import { POST as venueChange } from "@/app/api/tenant/password-change/route";
import { GET as me } from "@/app/api/tenant/user-details/me/route";
import { POST as invite } from "@/app/api/tenant/user-details/route";
import { POST as token } from "@/app/api/token/route";
import { PASSWORD_CHANGE_REQUIRED } from "@/lib/api/doors";
import type { RouteHandler } from "@/lib/api/handler";
import { db } from "@/lib/db";

import { call, createUser, PASSWORD, sessionCookie, tokenFor, venue } from "./helpers";
import { paramsFor, routeModule, ROUTES, urlOf } from "./isolation-routes";

/** The routes a held account may use: read itself, change its password, sign out. */
const OPEN_WHILE_HELD = new Set([
  "GET tenant/user-details/me",
  "POST tenant/password-change",
  "GET profile",
  "POST password-change",
  "POST sign-out-all",
]);

async function heldAccounts() {
  const v = await venue();
  const admin = await createUser({ system: true });
  await db.user.updateMany({
    where: { id: { in: [v.user.id, admin.id] } },
    data: { mustResetPassword: true },
  });
  return {
    v,
    host: `${v.tenant.slug}.localhost`,
    venueToken: v.token,
    providerToken: await tokenFor(admin.uuid, null),
  };
}

describe("an account that must change its password", () => {
  it("gets 403 from every route but reading itself, changing the password and signing out", async () => {
    const { host, venueToken, providerToken, v } = await heldAccounts();
    const problems: string[] = [];
    for (const [key, c] of Object.entries(ROUTES)) {
      // The live stream's door is member()'s, tried here on every other member route: let in, it
      // would never end.
      if (c.door === "own" || c.endsSessions || c.stream) continue;
      const [method, route] = key.split(" ") as [string, string];
      const handler = (await routeModule(route))[method] as RouteHandler;
      const params = paramsFor(route, []);
      const hasBody = !["GET", "HEAD", "DELETE", "OPTIONS"].includes(method);
      const ask = (o: { token?: string; host?: string }) =>
        call(handler, {
          method,
          path: urlOf(route, params),
          params,
          body: hasBody ? {} : undefined,
          ...o,
        });
      const inVenue = c.door === "member" || c.door === "visitor" || c.door === "signedIn";
      const held = await ask({
        token: inVenue ? venueToken : providerToken,
        host: inVenue ? host : undefined,
      });
      if (c.door === "anyone" || c.door === "visitor") {
        // Public: the held account is a visitor like any other.
        const anonymous = await ask({ host: inVenue ? host : undefined });
        if (held.status !== anonymous.status || held.status >= 500)
          problems.push(`${key}: ${held.status}, anonymously ${anonymous.status}`);
      } else if (OPEN_WHILE_HELD.has(key)) {
        if ([401, 403].includes(held.status) || held.status >= 500)
          problems.push(`${key}: ${held.status} ${held.text.slice(0, 120)}`);
      } else if (held.status !== 403 || held.body?.detail !== PASSWORD_CHANGE_REQUIRED) {
        problems.push(`${key}: ${held.status} ${held.text.slice(0, 120)}`);
      }
    }
    expect(problems).toEqual([]);
    // The profile says why, so the page can ask for the change.
    const self = await call(me, { host, token: venueToken });
    expect(self.body).toMatchObject({ must_reset_password: true, email: v.user.email });
  }, 120_000);

  it("is held with a session cookie too, and let go once the password is changed", async () => {
    const { host, v } = await heldAccounts();
    const cookie = await sessionCookie(v.user.uuid, v.tenant.slug);
    expect(await call(halls, { host, cookie })).toMatchObject({
      status: 403,
      body: { detail: PASSWORD_CHANGE_REQUIRED },
    });
    const changed = await call(venueChange, {
      host,
      cookie,
      body: { old_password: PASSWORD, new_password: "Chosen#By#Me1" },
    });
    expect(changed.status).toBe(200);
    const renewed = changed.headers.get("set-cookie")!.split(";")[0];
    expect((await call(halls, { host, cookie: renewed })).status).toBe(200);
  });

  it("may sign out of all devices", async () => {
    const { host, venueToken } = await heldAccounts();
    expect((await call(signOutAll, { host, token: venueToken, method: "POST" })).status).toBe(204);
    expect((await call(me, { host, token: venueToken })).status).toBe(401);
  });
});

describe("why the password must be changed", () => {
  /** What the profile of `email`, signed in with `password` on `slug`, says about it. */
  async function standingOf(email: string, password: string, slug: string) {
    const host = `${slug}.localhost`;
    const signIn = await call(token, { host, body: { email, password } });
    expect(signIn.status).toBe(200);
    const self = await call(me, { host, token: signIn.body.access });
    return { must: self.body.must_reset_password, chosen: self.body.password_chosen };
  }

  it("a provisioned owner and an invited member have never chosen one; a reset account has", async () => {
    const admin = await createUser({ system: true });
    const slug = `held${Date.now().toString(36)}`;
    const owner = { email: `owner-${slug}@example.com`, password: "Given#By#Provider1" };
    const provisioned = await call(register, {
      token: await tokenFor(admin.uuid, null),
      body: { name: "Held Hall", slug, admin_email: owner.email, admin_password: owner.password },
    });
    expect(provisioned.status).toBe(201);
    expect(await standingOf(owner.email, owner.password, slug)).toEqual({
      must: true,
      chosen: false,
    });

    const v = await venue();
    const email = `invited-${Date.now()}@example.com`;
    expect(
      (await v.as(invite, { body: { tenant_specific_email: email, name: "Ivy" } })).status,
    ).toBe(201);
    const invited = await db.user.findUniqueOrThrow({ where: { email } });
    expect(invited).toMatchObject({ mustResetPassword: true, passwordChosenAt: null });

    // Someone who chose a password and then had one set for them: "reset".
    await db.user.update({
      where: { id: v.user.id },
      data: {
        passwordHash: (await db.user.findUniqueOrThrow({ where: { id: admin.id } })).passwordHash,
        mustResetPassword: true,
      },
    });
    expect(await standingOf(v.user.email, PASSWORD, v.tenant.slug)).toEqual({
      must: true,
      chosen: true,
    });
  });
});
