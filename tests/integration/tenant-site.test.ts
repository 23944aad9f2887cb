// What a venue's public home is made of: the listings counted from the halls a guest can book,
// and the contact form's server action, which stores a message for the host's venue only.
import { beforeEach, describe, expect, it, vi } from "vitest";

import { INITIAL_CONTACT } from "@/lib/contact/form";
import { PEER_HEADER } from "@/lib/core/request";
import { db } from "@/lib/db";
import { getHomeListings } from "@/lib/public-site/home";
import { TENANT_HEADER } from "@/lib/tenants/headers";
import { getTenantSite } from "@/lib/tenants/site";

import { PROXY_ADDRESS, venue } from "./helpers";

// The server action reads the venue from the proxy's header.
const requestHeaders = vi.hoisted(() => ({ current: new Headers() }));
vi.mock("next/headers", () => ({ headers: async () => requestHeaders.current }));
const { sendContactMessage } = await import("@/lib/contact/actions");

describe("a venue's home page", () => {
  it("lists and counts only active halls in use, not inactive or deleted (archived) ones", async () => {
    const v = await venue();
    const second = await db.branch.create({
      data: { tenantId: v.tenant.id, name: "Annex", city: "Hoboken" },
    });
    await db.hall.createMany({
      data: [
        {
          tenantId: v.tenant.id,
          branchId: v.branch.id,
          name: "Old Annex",
          archivedAt: new Date(),
          isActive: false,
        },
        { tenantId: v.tenant.id, branchId: v.branch.id, name: "Closed Room", isActive: false },
        { tenantId: v.tenant.id, branchId: second.id, name: "Loft", capacity: 40 },
      ],
    });
    const other = await venue();
    const listings = await getHomeListings({ tenantId: v.tenant.id });
    expect(listings.halls.map((h) => h.name)).toEqual(["Grand Hall", "Loft"]);
    expect(listings.branches).toEqual([
      expect.objectContaining({ name: "Annex", hallCount: 1 }),
      expect.objectContaining({ name: "Main", hallCount: 1 }),
    ]);
    expect(listings.halls.map((h) => h.id)).not.toContain(other.hall.id);
  });

  it("reads the venue's look with the spec's defaults where it set nothing", async () => {
    const v = await venue();
    const site = await getTenantSite(v.tenant.slug);
    expect(site).toMatchObject({
      id: v.tenant.id,
      name: v.tenant.name,
      customization: { site_name: "", primary_hex_color: "#6B46C1", logo_url: null },
    });
    expect(await getTenantSite("nobody-here")).toBeNull();
  });

  it("is nobody's for a path segment that is no slug, asking the database nothing", async () => {
    // A path's first segment on the provider's host reaches the page as the slug: /%00, /A B.
    const logged = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    try {
      for (const slug of ["\u0000", "dashboard\u0000", "A B", "-x", "x".repeat(64), "%ff"])
        expect(await getTenantSite(slug), JSON.stringify(slug)).toBeNull();
    } finally {
      logged.mockRestore();
    }
    expect(logged.mock.calls.map(([line]) => String(line))).toEqual([]);
  });
});

describe("the contact form's server action", () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [k, v] of Object.entries(fields)) data.append(k, v);
    return data;
  };
  const fields = { name: "Hal Host", email: "hal@example.com", subject: "", message: "Hello" };
  let tenantId = 0;
  beforeEach(async () => {
    const { tenant } = await venue();
    tenantId = tenant.id;
    requestHeaders.current = new Headers({ [TENANT_HEADER]: tenant.slug });
  });

  it("stores the message for the host's venue and answers with an empty form", async () => {
    const state = await sendContactMessage(INITIAL_CONTACT, form({ ...fields, tenant: "other" }));
    expect(state).toEqual({
      status: "sent",
      errors: {},
      values: { name: "", email: "", subject: "", message: "" },
      round: 1,
    });
    // the form's own "tenant" field is ignored: the venue is the host's
    expect(await db.contactSubmission.findMany({ where: { email: "hal@example.com" } })).toEqual([
      expect.objectContaining({ name: "Hal Host", message: "Hello", tenantId }),
    ]);
  });

  it("gives field errors and the visitor's text back when a field is wrong", async () => {
    const state = await sendContactMessage(
      { ...INITIAL_CONTACT, round: 4 },
      form({ ...fields, email: "nope", message: " " }),
    );
    expect(state).toEqual({
      status: "invalid",
      errors: { email: ["Enter a valid email address."], message: ["This field is required."] },
      values: { ...fields, email: "nope", message: " " },
      round: 5,
    });
  });

  it("shares the message limit: past five from one address, 'failed' with the limit's words", async () => {
    requestHeaders.current.set("x-forwarded-for", "192.0.2.77");
    requestHeaders.current.set(PEER_HEADER, PROXY_ADDRESS); // the proxy's stamp (helpers.ts)
    for (let i = 0; i < 5; i++)
      expect((await sendContactMessage(INITIAL_CONTACT, form(fields))).status).toBe("sent");
    const state = await sendContactMessage(INITIAL_CONTACT, form(fields));
    expect(state).toMatchObject({
      status: "failed",
      failure: {
        status: 429,
        detail: expect.stringMatching(/^Too many messages from your network\. Please try again in/),
      },
      values: fields,
    });
  });

  it("answers 'failed' and keeps the text when the message cannot be stored", async () => {
    requestHeaders.current = new Headers(); // no venue: nothing to store it for
    const logged = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    try {
      const state = await sendContactMessage(INITIAL_CONTACT, form(fields));
      expect(state).toMatchObject({ status: "failed", values: fields });
    } finally {
      logged.mockRestore();
    }
  });
});
