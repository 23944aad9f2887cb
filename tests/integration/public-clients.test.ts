import { describe, expect, it } from "vitest";

import { GET as clients } from "@/app/api/public/clients/route";

import { call, createTenant } from "./helpers";

describe("GET /api/public/clients/", () => {
  it("finds an active tenant by slug, case and spaces aside; an unknown or disabled one is an empty list", async () => {
    const tenant = await createTenant(undefined, { name: "Lakeside Hall" });
    const found = await call(clients, {
      path: `/api/public/clients/?slug=%20${tenant.slug.toUpperCase()}%20`,
    });
    expect(found).toMatchObject({
      status: 200,
      body: [{ slug: tenant.slug, name: "Lakeside Hall", customization: null }],
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
});
