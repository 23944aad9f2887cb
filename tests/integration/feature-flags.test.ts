// Feature flags (/api/public/feature-flags/): system users manage them; isFeatureEnabled answers
// for a tenant or for none (global flags, tenant lists, unknown names, the product's defaults).
import { describe, expect, it } from "vitest";

import * as flagItem from "@/app/api/public/feature-flags/[id]/route";
import * as flags from "@/app/api/public/feature-flags/route";
import { signAccessToken } from "@/lib/auth/tokens";
import { REQUIRED } from "@/lib/core/schemas";
import { db } from "@/lib/db";
import { isFeatureEnabled, PRODUCT_FLAGS } from "@/lib/flags/enabled";
import { FLAG_NAME_FORMAT, FLAG_NAME_TAKEN, unknownTenants } from "@/lib/flags/schemas";

import { call, createTenant, createUser, sessionCookie, tokenFor, venue } from "./helpers";

let n = 0;
const fresh = () => `flag_${Date.now().toString(36)}_${n++}`;

async function systemToken() {
  const user = await createUser({ system: true });
  return tokenFor(user.uuid, null);
}

async function outsiders() {
  const owner = await venue({ role: "Owner" });
  const staff = await db.user.create({
    data: { email: `${fresh()}@staff.example.com`, passwordHash: "x", isStaff: true },
  });
  return [
    { who: "anonymous", o: {}, status: 401 },
    // valid, but issued in a venue: 403, which no refresh changes (decision 066)
    { who: "a venue Owner's token", o: { token: owner.token }, status: 403 },
    {
      who: "a venue Owner on the console",
      o: { token: await signAccessToken({ sub: owner.user.uuid, tenant: null }) },
      status: 403,
    },
    { who: "plain provider staff", o: { token: await tokenFor(staff.uuid, null) }, status: 403 },
  ];
}

const item = (id: number, o: Parameters<typeof call>[1] = {}) => ({
  params: { id: String(id) },
  ...o,
});

describe("POST and GET feature-flags/", () => {
  it("creates a flag for tenants named by id or slug, and lists it", async () => {
    const token = await systemToken();
    const [a, b] = [await createTenant(), await createTenant()];
    const name = fresh();
    const res = await call(flags.POST, {
      token,
      body: { name, description: " Beta ", enabled: true, tenants: [a.id, b.slug] },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name,
      description: "Beta",
      enabled: true,
      tenants: [a.slug, b.slug].sort(),
    });
    expect(res.body.tenant_ids.sort()).toEqual([a.id, b.id].sort());
    const list = await call(flags.GET, { token });
    expect(list.status).toBe(200);
    expect(list.body.find((f) => f.name === name)?.id).toBe(res.body.id);
    const one = await call(flagItem.GET, item(res.body.id, { token }));
    expect(one.body).toEqual(res.body);
  });

  it("defaults to disabled and global", async () => {
    const res = await call(flags.POST, { token: await systemToken(), body: { name: fresh() } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ enabled: false, tenants: [], description: "" });
  });

  it("answers field errors: name required, well formed and unique; tenants that exist", async () => {
    const token = await systemToken();
    const missing = await call(flags.POST, { token, body: { enabled: "perhaps" } });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ name: [REQUIRED], enabled: ["Must be true or false."] });
    const bad = await call(flags.POST, { token, body: { name: "Has Spaces" } });
    expect(bad.body).toEqual({ name: [FLAG_NAME_FORMAT] });
    const name = fresh();
    expect((await call(flags.POST, { token, body: { name } })).status).toBe(201);
    const twice = await call(flags.POST, { token, body: { name } });
    expect(twice.status).toBe(400);
    expect(twice.body).toEqual({ name: [FLAG_NAME_TAKEN] });
    const ghost = await call(flags.POST, {
      token,
      body: { name: fresh(), tenants: ["no-such-venue", 2147483647] },
    });
    expect(ghost.status).toBe(400);
    expect(ghost.body).toEqual({ tenants: [unknownTenants(["2147483647", "no-such-venue"])] });
  });

  it("is for system users only", async () => {
    for (const { who, o, status } of await outsiders()) {
      expect((await call(flags.GET, o)).status, who).toBe(status);
      const name = fresh();
      expect((await call(flags.POST, { ...o, body: { name } })).status, who).toBe(status);
      expect(await db.featureFlag.count({ where: { name } })).toBe(0);
    }
  });
});

describe("GET, PATCH, DELETE feature-flags/{id}/", () => {
  it("a toggle sends only enabled; tenants replace the list; the name never changes", async () => {
    const token = await systemToken();
    const t = await createTenant();
    const created = await call(flags.POST, {
      token,
      body: { name: fresh(), description: "d", tenants: [t.id] },
    });
    const id = created.body.id;
    const on = await call(flagItem.PATCH, item(id, { token, body: { enabled: true } }));
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ enabled: true, description: "d", tenants: [t.slug] });
    const global = await call(flagItem.PATCH, {
      ...item(id, { token }),
      body: { tenants: [], name: "renamed", description: "" },
    });
    expect(global.body).toMatchObject({ name: created.body.name, tenants: [], description: "" });
    const cookie = await sessionCookie((await createUser({ system: true })).uuid, null);
    const viaCookie = await call(flagItem.PATCH, item(id, { cookie, body: { enabled: false } }));
    expect(viaCookie.body.enabled).toBe(false);
  });

  it("answers 404 for no such flag and field errors for bad values", async () => {
    const token = await systemToken();
    const none = item(2147483647, { token });
    expect((await call(flagItem.GET, none)).status).toBe(404);
    expect((await call(flagItem.PATCH, { ...none, body: { enabled: true } })).status).toBe(404);
    expect((await call(flagItem.DELETE, none)).status).toBe(404);
    expect((await call(flagItem.GET, item(0, { token }))).status).toBe(404);
    const f = await call(flags.POST, { token, body: { name: fresh() } });
    const bad = await call(flagItem.PATCH, item(f.body.id, { token, body: { tenants: "all" } }));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body)).toEqual(["tenants"]);
  });

  it("deletes a flag (its tenant list goes with it)", async () => {
    const token = await systemToken();
    const t = await createTenant();
    const f = await call(flags.POST, { token, body: { name: fresh(), tenants: [t.id] } });
    expect((await call(flagItem.DELETE, item(f.body.id, { token }))).status).toBe(204);
    expect((await call(flagItem.GET, item(f.body.id, { token }))).status).toBe(404);
    expect(await db.featureFlagTenant.count({ where: { flagId: f.body.id } })).toBe(0);
  });

  it("is for system users only", async () => {
    const f = await call(flags.POST, { token: await systemToken(), body: { name: fresh() } });
    for (const { who, o, status } of await outsiders()) {
      expect((await call(flagItem.GET, item(f.body.id, o))).status, who).toBe(status);
      const patch = await call(flagItem.PATCH, item(f.body.id, { ...o, body: { enabled: true } }));
      expect(patch.status, who).toBe(status);
      expect((await call(flagItem.DELETE, item(f.body.id, o))).status, who).toBe(status);
    }
    expect(await db.featureFlag.findUnique({ where: { id: f.body.id } })).toMatchObject({
      enabled: false,
    });
  });
});

describe("isFeatureEnabled", () => {
  const make = async (enabled: boolean, tenantIds: number[] = []) => {
    const name = fresh();
    await db.featureFlag.create({
      data: { name, enabled, tenants: { create: tenantIds.map((tenantId) => ({ tenantId })) } },
    });
    return name;
  };

  it("a global flag holds for every tenant and outside tenants", async () => {
    const t = await createTenant();
    const on = await make(true);
    const off = await make(false);
    expect(await isFeatureEnabled(on, t.id)).toBe(true);
    expect(await isFeatureEnabled(on, null)).toBe(true);
    expect(await isFeatureEnabled(off, t.id)).toBe(false);
    expect(await isFeatureEnabled(off, null)).toBe(false);
  });

  it("a flag with tenants holds only for them", async () => {
    const [a, b] = [await createTenant(), await createTenant()];
    const on = await make(true, [a.id]);
    expect(await isFeatureEnabled(on, a.id)).toBe(true);
    expect(await isFeatureEnabled(on, b.id)).toBe(false);
    expect(await isFeatureEnabled(on, null)).toBe(false);
    const off = await make(false, [a.id]);
    expect(await isFeatureEnabled(off, a.id)).toBe(false);
  });

  it("an unknown name is off; a product flag with no row has its default", async () => {
    expect(await isFeatureEnabled("never_made_anywhere", null)).toBe(false);
    const t = await createTenant();
    expect(await isFeatureEnabled("public_site_gallery", t.id)).toBe(
      PRODUCT_FLAGS.public_site_gallery.defaultValue,
    );
  });

  it("a change is seen at once (nothing is kept in memory)", async () => {
    const t = await createTenant();
    const name = await make(true);
    expect(await isFeatureEnabled(name, t.id)).toBe(true);
    await db.featureFlag.update({ where: { name }, data: { enabled: false } });
    expect(await isFeatureEnabled(name, t.id)).toBe(false);
  });
});
