// The browser's sign-in (next-auth, /api/auth/*) on the hosts it is asked on: the same 421 as
// every other path on a host that is not ours, the venue of the Host header and never of a
// client's X-Forwarded-Host, and after signing in a way back to this host's own pages only.
import { NextRequest } from "next/server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { GET, POST } from "@/app/api/auth/[...nextauth]/route";
import { UNKNOWN_HOST } from "@/lib/core/errors";
import { resetEnv } from "@/lib/env";
import { tenantOrigin } from "@/lib/tenants/origins";

import { createUser, PASSWORD, venue } from "./helpers";

// As scripts/start.ts runs the server: next-auth's origin is the host it is asked on (of the
// headers lib/api/next-auth-route.ts hands it).
process.env.AUTH_TRUST_HOST = "true";

type Ask = { host: string; headers?: Record<string, string>; body?: Record<string, string> };

async function auth(action: string[], { host, headers = {}, body }: Ask) {
  const req = new NextRequest(`http://localhost/api/auth/${action.join("/")}`, {
    method: body ? "POST" : "GET",
    headers: {
      host,
      ...headers,
      ...(body ? { "content-type": "application/x-www-form-urlencoded" } : {}),
    },
    body: body ? new URLSearchParams(body).toString() : undefined,
  });
  return (body ? POST : GET)(req, { params: Promise.resolve({ nextauth: action }) });
}

const cookiesOf = (res: Response) =>
  res.headers.getSetCookie().map((c) => c.slice(0, c.indexOf(";")));

/** Signs in with next-auth's credentials provider as the login form does; the answer. */
async function signIn(
  host: string,
  email: string,
  extra: { headers?: Record<string, string>; callbackUrl?: string } = {},
) {
  const csrf = await auth(["csrf"], { host, headers: extra.headers });
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const res = await auth(["callback", "credentials"], {
    host,
    headers: { ...extra.headers, cookie: cookiesOf(csrf).join("; "), origin: `http://${host}` },
    body: {
      email,
      password: PASSWORD,
      remember: "false",
      csrfToken,
      json: "true",
      ...(extra.callbackUrl ? { callbackUrl: extra.callbackUrl } : {}),
    },
  });
  const session = cookiesOf(res).find((c) => c.startsWith("next-auth.session-token="));
  return { res, session, url: ((await res.json()) as { url: string }).url };
}

beforeEach(() => {
  process.env.TRUST_PROXY = "0";
  resetEnv();
});
afterEach(() => {
  process.env.TRUST_PROXY = "1";
  resetEnv();
});

describe("next-auth on the hosts it is asked on", () => {
  it("signs a venue's member in on the venue's host", async () => {
    const v = await venue();
    const { session, url } = await signIn(`${v.tenant.slug}.localhost`, v.user.email);
    expect(session).toBeDefined();
    // With nothing in front (TRUST_PROXY=0), the links carry the server's port.
    expect(url).toBe(`http://${v.tenant.slug}.localhost:3000/`);
  });

  it("answers 421 on a host that is not ours, before anything else", async () => {
    const v = await venue();
    for (const host of [
      `${v.tenant.slug}.localhost:3000@evil.example`,
      `${v.tenant.slug}.evil.example`,
      "localhost:3000/evil.example",
    ]) {
      for (const action of [["session"], ["csrf"], ["providers"]]) {
        const res = await auth(action, { host });
        expect(res.status, `${host} ${action}`).toBe(421);
        expect(await res.json()).toEqual({ detail: UNKNOWN_HOST });
      }
      const post = await auth(["callback", "credentials"], {
        host,
        body: { email: v.user.email, password: PASSWORD, json: "true" },
      });
      expect(post.status, host).toBe(421);
      expect(post.headers.getSetCookie()).toEqual([]);
    }
  });

  it("makes no venue session on the provider's host, whatever X-Forwarded-Host says", async () => {
    const v = await venue();
    const forwarded = { "x-forwarded-host": `${v.tenant.slug}.localhost` };
    const { session } = await signIn("localhost", v.user.email, { headers: forwarded });
    expect(session).toBeUndefined();
    // A provider user signs in there as the provider's, not into the venue it names.
    const staff = await createUser({ system: true });
    const provider = await signIn("localhost", staff.email, { headers: forwarded });
    expect(provider.session).toBeDefined();
    const { decode } = await import("next-auth/jwt");
    const token = await decode({
      token: provider.session!.split("=")[1],
      secret: process.env.AUTH_SECRET!,
    });
    expect(token?.tenant).toBeNull();
  });

  it("sends the visitor back only to a page of the host it signed in on", async () => {
    const v = await venue();
    const host = `${v.tenant.slug}.localhost:3000`;
    const site = tenantOrigin(v.tenant.slug);
    const own = await signIn(host, v.user.email, { callbackUrl: `${site}/calendar` });
    expect(own.url).toBe(`${site}/calendar`);
    for (const callbackUrl of ["http://evil.example/", "//evil.example", "/\t/evil.example"]) {
      const { url } = await signIn(host, v.user.email, {
        callbackUrl,
        headers: { "x-forwarded-host": "evil.example" },
      });
      expect(url, callbackUrl).toBe(`${site}/`);
    }
  });
});
