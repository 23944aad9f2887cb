// Contact submissions: anyone on a venue's site sends one, it lands on that venue only, and only
// the venue's Owners and Admins read them.
import { describe, expect, it } from "vitest";

import * as submissions from "@/app/api/tenant/contact-submissions/route";
import { db } from "@/lib/db";

import { call, venue } from "./helpers";

const host = (v: { tenant: { slug: string } }) => `${v.tenant.slug}.localhost`;
const message = {
  name: "Grace Guest",
  email: "grace@example.com",
  message: "Is the ballroom free on June 1st?",
};

describe("POST contact-submissions/", () => {
  it("takes an anonymous message on a venue's host and stores it for that venue only", async () => {
    const a = await venue();
    const b = await venue();
    const sent = await call(submissions.POST, { host: host(a), body: message });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ ...message, subject: "", tenant: a.tenant.id });
    expect(sent.body.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const rows = await db.contactSubmission.findMany({ where: { email: message.email } });
    expect(rows).toEqual([expect.objectContaining({ tenantId: a.tenant.id })]);
    expect((await a.as(submissions.GET)).body).toEqual([sent.body]);
    expect((await b.as(submissions.GET)).body).toEqual([]);
  });

  it("takes a plain HTML form post too, with an optional subject", async () => {
    const v = await venue();
    const sent = await call(submissions.POST, {
      host: host(v),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ ...message, subject: "Wedding" }).toString(),
    });
    expect(sent).toMatchObject({ status: 201, body: { subject: "Wedding", name: "Grace Guest" } });
  });

  it("refuses missing fields and a bad email with field errors (spec §5), storing nothing", async () => {
    const v = await venue();
    expect(await call(submissions.POST, { host: host(v), body: {} })).toMatchObject({
      status: 400,
      body: {
        name: ["This field is required."],
        email: ["This field is required."],
        message: ["This field is required."],
      },
    });
    const bad = await call(submissions.POST, {
      host: host(v),
      body: { ...message, email: "not-an-email", name: "  ", subject: "s".repeat(201) },
    });
    expect(bad.body).toEqual({
      name: ["This field is required."],
      email: ["Enter a valid email address."],
      subject: ["Ensure this field has no more than 200 characters."],
    });
    expect(await db.contactSubmission.count({ where: { tenantId: v.tenant.id } })).toBe(0);
  });

  it("needs an existing venue: none on the provider's host, none for an unknown one", async () => {
    for (const h of ["localhost", "nobody-here.localhost"])
      expect(await call(submissions.POST, { host: h, body: message })).toMatchObject({
        status: 404,
        body: { detail: "Tenant not found." },
      });
    expect(await db.contactSubmission.count({ where: { tenantId: null } })).toBe(0);
  });
});

describe("GET contact-submissions/", () => {
  it("lists the venue's messages newest first, and ?id= picks one", async () => {
    const v = await venue();
    const first = await call(submissions.POST, { host: host(v), body: message });
    const second = await call(submissions.POST, {
      host: host(v),
      body: { ...message, name: "Second" },
    });
    expect((await v.as(submissions.GET)).body).toEqual([second.body, first.body]);
    const one = await v.as(submissions.GET, {
      path: `/api/tenant/contact-submissions/?id=${first.body.id}`,
    });
    expect(one).toMatchObject({ status: 200, body: [first.body] });
    expect(
      await v.as(submissions.GET, { path: "/api/tenant/contact-submissions/?id=abc" }),
    ).toMatchObject({ status: 400, body: { id: ["A valid id is required."] } });
  });

  it("is for Owners and Admins: Staff get 403, visitors 401", async () => {
    const staff = await venue({ role: "Staff" });
    expect((await staff.as(submissions.GET)).status).toBe(403);
    expect((await call(submissions.GET, { host: host(staff) })).status).toBe(401);
  });

  it("answers 404 for another venue's submission, and never lists it", async () => {
    const a = await venue();
    const b = await venue();
    const secret = await call(submissions.POST, {
      host: host(a),
      body: { ...message, message: "A's secret plans" },
    });
    const res = await b.as(submissions.GET, {
      path: `/api/tenant/contact-submissions/?id=${secret.body.id}`,
    });
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain("secret");
    expect((await b.as(submissions.GET)).body).toEqual([]);
    expect((await a.as(submissions.GET)).body).toEqual([secret.body]);
  });
});
