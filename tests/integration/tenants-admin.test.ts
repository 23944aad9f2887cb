// The provider's tenants (/api/public/register/, tenants/, tenants/{id}/, enable/, disable/):
// system users only; provisioning is all or nothing; a disabled tenant stops serving and comes
// back intact.
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";

import * as register from "@/app/api/public/register/route";
import * as disable from "@/app/api/public/tenants/[id]/disable/route";
import * as enable from "@/app/api/public/tenants/[id]/enable/route";
import * as tenantItem from "@/app/api/public/tenants/[id]/route";
import * as tenants from "@/app/api/public/tenants/route";
import * as token from "@/app/api/token/route";
import { signAccessToken } from "@/lib/auth/tokens";
import { REQUIRED } from "@/lib/core/schemas";
import { db } from "@/lib/db";
import { FIRST_BRANCH_NAME } from "@/lib/tenants/provisioning";
import { RESERVED_SLUGS } from "@/lib/tenants/reserved";
import {
  INVALID_META,
  SLUG_FORMAT,
  SLUG_RESERVED,
  SLUG_TAKEN,
  SYSTEM_USERS_ONLY,
} from "@/lib/tenants/schemas";
import { proxy } from "@/proxy";

import {
  call,
  createTenant,
  createUser,
  mailTo,
  PASSWORD,
  sessionCookie,
  tokenFor,
  venue,
} from "./helpers";

let n = 0;
const fresh = () => `prov-${Date.now().toString(36)}-${n++}`;

async function systemAdmin() {
  const user = await createUser({ system: true });
  return { user, token: await tokenFor(user.uuid, null) };
}

function provisionBody(o: Record<string, unknown> = {}) {
  const slug = fresh();
  return {
    admin_email: `${slug}@venue.example.com`,
    admin_password: "Venue#12345",
    name: `Venue ${slug}`,
    slug,
    ...o,
  };
}

/** Everyone who must not manage tenants, and the answer each gets. */
async function outsiders() {
  const owner = await venue({ role: "Owner" });
  const consoleToken = await signAccessToken({ sub: owner.user.uuid, tenant: null });
  const staff = await db.user.create({
    data: { email: `${fresh()}@staff.example.com`, passwordHash: "x", isStaff: true },
  });
  return [
    { who: "anonymous", o: {}, status: 401 },
    // valid, but issued in a venue: 403, which no refresh changes (decision 066)
    { who: "a venue Owner's token", o: { token: owner.token }, status: 403 },
    {
      who: "a venue Owner's token on its host",
      o: { token: owner.token, host: `${owner.tenant.slug}.localhost` },
      status: 403,
    },
    { who: "a venue Owner on the console", o: { token: consoleToken }, status: 403 },
    { who: "plain provider staff", o: { token: await tokenFor(staff.uuid, null) }, status: 403 },
  ];
}

describe("POST register/", () => {
  it("creates the tenant, its Owner, a customization and a first branch", async () => {
    const { token } = await systemAdmin();
    const body = provisionBody({
      city: "Porto",
      meta: '{"plan": "gold"}',
      timezone: "Europe/Lisbon",
      currency: "eur",
      locale: "pt-pt",
      description: "",
      slug: ` ${fresh().toUpperCase()} `,
    });
    const res = await call(register.POST, { token, body });
    expect(res.status).toBe(201);
    const slug = body.slug.trim().toLowerCase();
    expect(res.body).toMatchObject({
      name: body.name,
      slug,
      schema_name: slug,
      is_active: true,
      city: "Porto",
      timezone: "Europe/Lisbon",
      currency: "EUR",
      locale: "pt-PT",
      meta: { plan: "gold" },
      description: "",
    });
    const tenant = await db.tenant.findUniqueOrThrow({
      where: { slug },
      include: { customization: true, branches: true, members: { include: { user: true } } },
    });
    expect(tenant.customization?.siteName).toBe(body.name);
    expect(tenant.branches.map((b) => [b.name, b.city])).toEqual([[FIRST_BRANCH_NAME, "Porto"]]);
    expect(tenant.members).toHaveLength(1);
    expect(tenant.members[0]).toMatchObject({ role: "Owner", status: "active" });
    expect(tenant.members[0].user).toMatchObject({
      email: body.admin_email,
      mustResetPassword: true,
      userType: "TENANT",
      isStaff: false,
    });
    // The new admin signs in on the new tenant with the password the provider gave.
    const signIn = await call(token_POST, {
      headers: { "x-tenant": slug },
      body: { email: body.admin_email, password: body.admin_password },
    });
    expect(signIn.status).toBe(200);
    expect(signIn.body.groups).toEqual(["Owner"]);
  });

  it("answers field errors for missing fields, a short password and bad meta", async () => {
    const { token } = await systemAdmin();
    const res = await call(register.POST, {
      token,
      body: { admin_password: "short", meta: "[1, 2", is_active: "maybe" },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      admin_email: [REQUIRED],
      name: [REQUIRED],
      slug: [REQUIRED],
      meta: [INVALID_META],
      is_active: ["Must be true or false."],
    });
    expect((res.body as unknown as Record<string, string[]>).admin_password[0]).toMatch(
      /at least 8/,
    );
  });

  it("refuses malformed and reserved slugs with field errors", async () => {
    const { token } = await systemAdmin();
    for (const slug of ["has space", "under_score", "-lead", "trail-", "ünï", "a".repeat(64)]) {
      const res = await call(register.POST, { token, body: provisionBody({ slug }) });
      expect(res.status, slug).toBe(400);
      expect(res.body, slug).toEqual({ slug: [SLUG_FORMAT] });
    }
    for (const slug of [...RESERVED_SLUGS, "WWW", "Admin"]) {
      const res = await call(register.POST, { token, body: provisionBody({ slug }) });
      expect(res.status, slug).toBe(400);
      expect(res.body, slug).toEqual({ slug: [SLUG_RESERVED] });
    }
  });

  it("the database itself refuses every reserved slug", async () => {
    for (const slug of RESERVED_SLUGS)
      await expect(createTenant(slug), slug).rejects.toThrow(/tenants_slug_is_a_label/);
  });

  it("refuses a taken slug with a field error and leaves nothing behind", async () => {
    const { token } = await systemAdmin();
    const taken = await createTenant();
    const body = provisionBody({ slug: taken.slug });
    const res = await call(register.POST, { token, body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ slug: [SLUG_TAKEN] });
    expect(await db.user.count({ where: { email: body.admin_email } })).toBe(0);
  });

  it("makes an existing account the Owner: it keeps its password and is told by mail", async () => {
    const { token } = await systemAdmin();
    const elsewhere = await venue({ role: "Owner" });
    const existing = elsewhere.user;
    const body = provisionBody({ admin_email: existing.email.toUpperCase() });
    const res = await call(register.POST, { token, body });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ slug: body.slug, admin_account: "existing" });
    const member = await db.tenantUser.findFirstOrThrow({
      where: { tenant: { slug: body.slug }, userId: existing.id },
    });
    expect(member).toMatchObject({ role: "Owner", status: "active" });
    const account = await db.user.findUniqueOrThrow({ where: { id: existing.id } });
    expect(account).toMatchObject({
      name: existing.name,
      passwordHash: existing.passwordHash,
      mustResetPassword: existing.mustResetPassword,
    });
    // Their own password opens the new venue; the one the provider typed opens nothing.
    const own = await call(token_POST, {
      headers: { "x-tenant": body.slug },
      body: { email: existing.email, password: PASSWORD },
    });
    expect(own.status).toBe(200);
    expect(own.body.groups).toEqual(["Owner"]);
    const typed = await call(token_POST, {
      headers: { "x-tenant": body.slug },
      body: { email: existing.email, password: body.admin_password },
    });
    expect(typed.status).toBe(401);
    expect(mailTo(existing.email)).toContain(`${body.slug}.localhost/login`);
    // A new email still gets a new account with the provider's password.
    const fresh = await call(register.POST, { token, body: provisionBody() });
    expect(fresh.body).toMatchObject({ admin_account: "new" });
  });

  it("notifies the other system users, in the same transaction", async () => {
    const { token, user } = await systemAdmin();
    const other = await createUser({ system: true });
    const body = provisionBody();
    expect((await call(register.POST, { token, body })).status).toBe(201);
    const mine = await db.notification.count({ where: { userId: user.id } });
    const theirs = await db.notification.findMany({ where: { userId: other.id } });
    expect(mine).toBe(0);
    expect(theirs.map((x) => x.message)).toContainEqual(expect.stringContaining(body.slug));
  });

  it("is for system users only", async () => {
    for (const { who, o, status } of await outsiders()) {
      const body = provisionBody();
      const res = await call(register.POST, { ...o, body });
      expect(res.status, who).toBe(status);
      expect(await db.tenant.count({ where: { slug: body.slug } }), who).toBe(0);
    }
  });

  it("says why plain provider staff are refused", async () => {
    const staff = await db.user.create({
      data: { email: `${fresh()}@staff.example.com`, passwordHash: "x", isStaff: true },
    });
    const res = await call(tenants.GET, { token: await tokenFor(staff.uuid, null) });
    expect(res.body.detail).toBe(SYSTEM_USERS_ONLY);
  });
});

describe("GET tenants/", () => {
  it("lists every tenant, active or not, newest first", async () => {
    const { token } = await systemAdmin();
    const a = await createTenant();
    const b = await createTenant(undefined, { isActive: false });
    const res = await call(tenants.GET, { token });
    expect(res.status).toBe(200);
    const ours = res.body.filter((t) => [a.id, b.id].includes(t.id));
    expect(ours.map((t) => [t.slug, t.is_active])).toEqual([
      [b.slug, false],
      [a.slug, true],
    ]);
    expect(Object.keys(ours[0])).toEqual(
      expect.arrayContaining(["primary_domain", "schema_name", "created_at", "meta", "zip_code"]),
    );
  });

  it("is for system users only, with the session cookie too", async () => {
    for (const { who, o, status } of await outsiders())
      expect((await call(tenants.GET, o)).status, who).toBe(status);
    const { user } = await systemAdmin();
    const cookie = await sessionCookie(user.uuid, null);
    expect((await call(tenants.GET, { cookie })).status).toBe(200);
  });
});

describe("PATCH tenants/{id}/", () => {
  it("changes the editable fields and ignores slug, schema_name, primary_domain and dates", async () => {
    const { token } = await systemAdmin();
    const t = await createTenant();
    const res = await call(tenantItem.PATCH, {
      token,
      params: { id: String(t.id) },
      body: {
        name: "Renamed Hall",
        city: "Braga",
        primary_color: "#112233",
        meta: { tier: 2 },
        slug: "hijack",
        schema_name: "other",
        primary_domain: "evil.example.com",
        id: 999,
        created_at: "2000-01-01T00:00:00Z",
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: t.id,
      name: "Renamed Hall",
      city: "Braga",
      primary_color: "#112233",
      meta: { tier: 2 },
      slug: t.slug,
      schema_name: t.slug,
      primary_domain: "",
      created_at: t.createdAt.toISOString(),
    });
  });

  it("requires the name and checks the fields", async () => {
    const { token } = await systemAdmin();
    const t = await createTenant();
    const o = { token, params: { id: String(t.id) } };
    const res = await call(tenantItem.PATCH, {
      ...o,
      body: {
        city: "X",
        primary_color: "red",
        timezone: "Mars/Base",
        email: "nope",
        currency: "XYZ",
        locale: "de_DE",
      },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body).sort()).toEqual([
      "currency",
      "email",
      "locale",
      "name",
      "primary_color",
      "timezone",
    ]);
    expect((await db.tenant.findUniqueOrThrow({ where: { id: t.id } })).city).toBeNull();
    expect((await call(tenantItem.PATCH, { ...o, body: { name: "  " } })).status).toBe(400);
  });

  it("answers 404 for a tenant that does not exist, and is for system users only", async () => {
    const { token } = await systemAdmin();
    const body = { name: "X" };
    const missing = await call(tenantItem.PATCH, { token, params: { id: "2147483647" }, body });
    expect(missing.status).toBe(404);
    const t = await createTenant();
    for (const { who, o, status } of await outsiders()) {
      const res = await call(tenantItem.PATCH, { ...o, params: { id: String(t.id) }, body });
      expect(res.status, who).toBe(status);
    }
    expect((await db.tenant.findUniqueOrThrow({ where: { id: t.id } })).name).toBe(t.name);
  });
});

describe("PATCH tenants/{id}/disable/ and enable/", () => {
  it("a disabled tenant refuses sign-in and its API; enabling restores it intact", async () => {
    const { token } = await systemAdmin();
    const v = await venue();
    const slug = v.tenant.slug;
    const signIn = () =>
      call(token_POST, {
        headers: { "x-tenant": slug },
        body: { email: v.user.email, password: PASSWORD },
      });
    expect((await signIn()).status).toBe(200);
    const params = { id: String(v.tenant.id) };

    const off = await call(disable.PATCH, { method: "PATCH", token, params });
    expect(off.status).toBe(200);
    expect(off.body.is_active).toBe(false);
    expect(await siteRewrite(slug)).toBe("/_not-found");
    const refused = await signIn();
    expect(refused.status).toBe(404);
    expect(refused.body.detail).toBe("Tenant not found.");
    // A token issued before the switch stops working too.
    const halls = await import("@/app/api/tenant/halls/route");
    expect((await v.as(halls.GET)).status).toBe(404);
    // The venue's admins are told.
    const notes = await db.notification.findMany({ where: { userId: v.user.id } });
    expect(notes.map((x) => x.message)).toContain(`Tenant ${v.tenant.name} disabled.`);

    const on = await call(enable.PATCH, { method: "PATCH", token, params });
    expect(on.body.is_active).toBe(true);
    expect((await signIn()).status).toBe(200);
    expect(await siteRewrite(slug)).toBe(`/${slug}`);
    const back = await v.as(halls.GET);
    expect(back.status).toBe(200);
    expect(JSON.stringify(back.body)).toContain("Grand Hall");
  });

  it("answers 404 for no such tenant, and is for system users only", async () => {
    const { token } = await systemAdmin();
    const none = { params: { id: "2147483647" } };
    expect((await call(disable.PATCH, { token, ...none })).status).toBe(404);
    expect((await call(enable.PATCH, { token, ...none })).status).toBe(404);
    const t = await createTenant();
    for (const { who, o, status } of await outsiders())
      expect((await call(disable.PATCH, { ...o, params: { id: String(t.id) } })).status, who).toBe(
        status,
      );
    expect((await db.tenant.findUniqueOrThrow({ where: { id: t.id } })).isActive).toBe(true);
  });
});

const token_POST = token.POST;

/** Where the proxy sends a visitor of the tenant's home page (the path it rewrites to). */
async function siteRewrite(slug: string) {
  const res = await proxy(
    new NextRequest(`http://${slug}.localhost/`, { headers: { host: `${slug}.localhost` } }),
  );
  return new URL(res.headers.get("x-middleware-rewrite") ?? "http://x/").pathname;
}
