import { describe, expect, it } from "vitest";

import { GET as clients } from "@/app/api/public/clients/route";
import { PUT as putCustomization } from "@/app/api/tenant/customization/route";
import { serializeCustomization } from "@/lib/customization/customization";

import { call, createTenant, venue } from "./helpers";

describe("GET /api/public/clients/", () => {
  it("finds an active tenant by slug, case and spaces aside; an unknown or disabled one is an empty list", async () => {
    const tenant = await createTenant(undefined, { name: "Lakeside Hall" });
    const found = await call(clients, {
      path: `/api/public/clients/?slug=%20${tenant.slug.toUpperCase()}%20`,
    });
    expect(found).toMatchObject({
      status: 200,
      body: [{ slug: tenant.slug, name: "Lakeside Hall" }],
    });
    expect((await call(clients, { path: "/api/public/clients/?slug=nobody-here" })).body).toEqual(
      [],
    );
    expect((await call(clients, { path: "/api/public/clients/?slug=../etc" })).body).toEqual([]);
    const disabled = await createTenant(undefined, { isActive: false });
    expect(
      (await call(clients, { path: `/api/public/clients/?slug=${disabled.slug}` })).body,
    ).toEqual([]);
  });

  it("answers a missing slug with a field error", async () => {
    expect(await call(clients, { path: "/api/public/clients/" })).toMatchObject({
      status: 400,
      body: { slug: ["This field is required."] },
    });
    expect(await call(clients, { path: "/api/public/clients/?slug=%20" })).toMatchObject({
      status: 400,
      body: { slug: ["This field is required."] },
    });
  });

  it("gives the whole customization of spec §3: the spec's defaults, then what the venue saved", async () => {
    const v = await venue();
    const path = `/api/public/clients/?slug=${v.tenant.slug}`;
    const before = await call(clients, { path });
    expect(before.body[0].customization).toEqual(serializeCustomization(null));
    expect(before.body[0].customization).toMatchObject({
      primary_hex_color: "#6B46C1",
      primary_color: null,
      lang: "en",
      features: [],
    });
    const saved = await v.as(putCustomization, {
      method: "PUT",
      body: { site_name: "Lakeside", hero_title: "By the lake", theme_color: "#0F766E" },
    });
    const after = await call(clients, { path });
    expect(after.body).toEqual([
      { slug: v.tenant.slug, name: v.tenant.name, customization: saved.body },
    ]);
    expect(Object.keys(after.body[0].customization).sort()).toEqual(
      Object.keys(serializeCustomization(null)).sort(),
    );
  });
});
