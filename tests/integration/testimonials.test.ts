// Testimonials: anyone on the venue's site reads them; only its Owners and Admins change them;
// another venue's testimonials answer 404 and stay as they were.
import { describe, expect, it } from "vitest";

import * as item from "@/app/api/tenant/testimonials/[id]/route";
import * as list from "@/app/api/tenant/testimonials/route";
import { db } from "@/lib/db";

import { call, venue } from "./helpers";

const host = (v: { tenant: { slug: string } }) => `${v.tenant.slug}.localhost`;

describe("testimonials/", () => {
  it("are read by anyone on the venue's host, in order, newest last", async () => {
    const v = await venue();
    const first = await v.as(list.POST, { body: { message: "Wonderful night.", author: "Ann" } });
    const second = await v.as(list.POST, {
      body: { message: "  Perfect venue.  ", author: " Bo " },
    });
    expect(first).toMatchObject({
      status: 201,
      body: { message: "Wonderful night.", author: "Ann" },
    });
    expect(second.body).toMatchObject({ message: "Perfect venue.", author: "Bo" });
    const read = await call(list.GET, { host: host(v) });
    expect(read.status).toBe(200);
    expect(read.body).toEqual([first.body, second.body]);
    // no venue on the provider's host, an unknown one elsewhere
    expect((await call(list.GET, { host: "localhost" })).status).toBe(404);
    expect((await call(list.GET, { host: "nobody-here.localhost" })).status).toBe(404);
  });

  it("refuse a missing or blank message and author, and overlong text, with field errors", async () => {
    const v = await venue();
    expect(await v.as(list.POST, { body: {} })).toMatchObject({
      status: 400,
      body: { message: ["This field is required."], author: ["This field is required."] },
    });
    expect(
      (await v.as(list.POST, { body: { message: "   ", author: "x".repeat(121) } })).body,
    ).toEqual({
      message: ["This field is required."],
      author: ["Ensure this field has no more than 120 characters."],
    });
    expect(await db.testimonial.count({ where: { tenantId: v.tenant.id } })).toBe(0);
  });

  it("are changed in part and deleted by an Admin", async () => {
    const v = await venue();
    const made = await v.as(list.POST, { body: { message: "Good.", author: "Cy" } });
    const params = { id: String(made.body.id) };
    const patched = await v.as(item.PATCH, {
      method: "PATCH",
      params,
      body: { message: "Very good." },
    });
    expect(patched).toMatchObject({
      status: 200,
      body: { id: made.body.id, message: "Very good.", author: "Cy" },
    });
    expect(
      (await v.as(item.PATCH, { method: "PATCH", params, body: { author: "" } })).body,
    ).toEqual({ author: ["This field is required."] });
    expect((await v.as(item.DELETE, { method: "DELETE", params })).status).toBe(204);
    expect((await v.as(item.DELETE, { method: "DELETE", params })).status).toBe(404);
    expect((await call(list.GET, { host: host(v) })).body).toEqual([]);
  });

  it("are changed only by Owners and Admins: Staff and Managers get 403, visitors 401", async () => {
    const admin = await venue();
    const made = await admin.as(list.POST, { body: { message: "Kept.", author: "Di" } });
    for (const role of ["Staff", "Manager"] as const) {
      const other = await venue({ role });
      expect((await other.as(list.POST, { body: { message: "Mine", author: "Me" } })).status).toBe(
        403,
      );
    }
    const anonymous = { host: host(admin), params: { id: String(made.body.id) } };
    expect(
      (await call(list.POST, { ...anonymous, body: { message: "x", author: "y" } })).status,
    ).toBe(401);
    expect((await call(item.PATCH, { ...anonymous, method: "PATCH", body: {} })).status).toBe(401);
    expect((await call(item.DELETE, { ...anonymous, method: "DELETE" })).status).toBe(401);
    expect(await db.testimonial.findMany({ where: { tenantId: admin.tenant.id } })).toEqual([
      expect.objectContaining({ message: "Kept.", author: "Di" }),
    ]);
  });

  it("of another venue answer 404 and stay unchanged", async () => {
    const a = await venue();
    const b = await venue();
    const secret = await a.as(list.POST, { body: { message: "A's secret", author: "A" } });
    const params = { id: String(secret.body.id) };
    const patch = await b.as(item.PATCH, { method: "PATCH", params, body: { message: "Taken" } });
    expect(patch.status).toBe(404);
    expect(JSON.stringify(patch.body)).not.toContain("secret");
    expect((await b.as(item.DELETE, { method: "DELETE", params })).status).toBe(404);
    expect((await b.as(list.GET)).body).toEqual([]);
    expect((await call(list.GET, { host: host(a) })).body).toEqual([secret.body]);
  });
});
