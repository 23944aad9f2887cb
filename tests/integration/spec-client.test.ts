// The API as a client written to the spec drives it (docs/spec/hall-booking-spec.md §7): tokens
// from POST /api/token/ (X-Tenant for a venue), venue calls with X-Tenant, /api/password… and the
// provider's paths at the root without it, and the answers' shapes and statuses as the spec
// writes them. Each case is one a spec client broke on (issue 25); the rest of the table holds.
import { describe, expect, it } from "vitest";

import * as job from "@/app/api/jobs/ManageJobs/[id]/route";
import * as manageJobs from "@/app/api/jobs/ManageJobs/route";
import { POST as rootPasswordChange } from "@/app/api/password-change/route";
import { GET as listTenants } from "@/app/api/public/tenants/route";
import * as bookings from "@/app/api/tenant/bookings/route";
import { POST as signIn } from "@/app/api/token/route";
import { TOKEN_MISMATCH } from "@/lib/auth/messages";
import { db } from "@/lib/db";

import { call, createUser, PASSWORD, venue, type CallOptions } from "./helpers";
import { providerStaffMember } from "./jobs-support";

type Handler = Parameters<typeof call>[0];

/** A spec client: its token pair from POST /api/token/, then calls as §7 routes them. */
async function specClient(email: string, tenant: string | null) {
  const tenantHeader: Record<string, string> = tenant ? { "x-tenant": tenant } : {};
  const pair = await call(signIn, {
    body: { email, password: PASSWORD },
    headers: tenantHeader,
  });
  expect(pair.status).toBe(200);
  const access = pair.body.access;
  return {
    /** under /api/tenant/, with the tenant header */
    venue: (h: Handler, o: CallOptions = {}) =>
      call(h, { ...o, token: access, headers: { ...tenantHeader, ...o.headers } }),
    /** at the root, with no tenant header */
    root: (h: Handler, o: CallOptions = {}) => call(h, { ...o, token: access }),
  };
}

const REQUIREMENTS = {
  about: "We run halls.",
  responsibilities: "Plan events.",
  skills: ["Planning"],
  niceToHave: [],
  whyJoin: "",
  benefits: ["Lunch"],
  other: "",
};

describe("the spec's API, as a spec client calls it", () => {
  it("GET bookings/ without page answers the list itself; with page the paged envelope", async () => {
    const v = await venue();
    const client = await specClient(v.user.email, v.tenant.slug);
    const start = Date.UTC(2031, 0, 10, 15);
    for (const n of [1, 2, 3]) {
      const made = await client.venue(bookings.POST, {
        body: {
          event_name: `Spec ${n}`,
          hall: v.hall.id,
          start_time: new Date(start + n * 86_400_000).toISOString(),
          end_time: new Date(start + n * 86_400_000 + 3_600_000).toISOString(),
          status: "confirmed",
        },
      });
      expect(made.status).toBe(201);
    }
    const list = await client.venue(bookings.GET, { path: "/api/tenant/bookings/" });
    expect(list.status).toBe(200);
    expect(Array.isArray(list.body)).toBe(true);
    const rows = list.body as unknown as { event_name: string; hall: number }[];
    expect(rows.map((b) => b.event_name)).toEqual(["Spec 1", "Spec 2", "Spec 3"]);
    expect(rows[0]).toMatchObject({ hall: v.hall.id });

    const filtered = await client.venue(bookings.GET, {
      path: "/api/tenant/bookings/?status=cancelled",
    });
    expect(filtered.body).toEqual([]);

    const paged = await client.venue(bookings.GET, {
      path: "/api/tenant/bookings/?page=2&page_size=2",
    });
    expect(paged.body).toMatchObject({ count: 3, page: 2, page_size: 2 });
    expect((paged.body as { results: unknown[] }).results).toHaveLength(1);
  });

  it("answers a job's requirements as the spec's JSON string, taking a string or an object", async () => {
    const staff = await providerStaffMember();
    const asString = await call(manageJobs.POST, {
      token: staff.token,
      body: {
        title: "Hall Manager",
        company_name: "HallBook",
        location: "Lisbon",
        status: true,
        requirements: JSON.stringify(REQUIREMENTS),
      },
    });
    expect(asString.status).toBe(201);
    expect(typeof asString.body.requirements).toBe("string");
    expect(JSON.parse(asString.body.requirements as unknown as string)).toEqual(REQUIREMENTS);

    const asObject = await call(manageJobs.POST, {
      token: staff.token,
      body: { title: "Porter", company_name: "HallBook", location: "Lisbon", requirements: {} },
    });
    expect(asObject.status).toBe(201);
    expect(typeof asObject.body.requirements).toBe("string");

    const one = await call(job.GET, { params: { id: String(asString.body.id) } });
    expect(typeof one.body.requirements).toBe("string");
    const all = await call(manageJobs.GET);
    const listed = (all.body as { id: number; requirements: unknown }[]).find(
      (j) => j.id === asString.body.id,
    );
    expect(typeof listed?.requirements).toBe("string");
  });

  it("serves /api/password-change/ at the root to a venue user, by the token's venue", async () => {
    const v = await venue();
    const client = await specClient(v.user.email, v.tenant.slug);
    const res = await client.root(rootPasswordChange, {
      body: { old_password: PASSWORD, new_password: "Brand#New#Secret9" },
    });
    expect(res.status).toBe(200);
    expect(res.body.detail).toBe("Password changed successfully!");
    // and a provider user there, as before
    const staff = await createUser({ system: true });
    const provider = await specClient(staff.email, null);
    const own = await provider.root(rootPasswordChange, {
      body: { old_password: PASSWORD, new_password: "Brand#New#Secret9" },
    });
    expect(own.status).toBe(200);
  });

  it("answers a venue token on a provider-only path 403, not 401 (no refresh can help)", async () => {
    const v = await venue();
    const client = await specClient(v.user.email, v.tenant.slug);
    for (const res of [
      await client.root(listTenants),
      await client.root(manageJobs.POST, { body: { title: "X" } }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.detail).not.toBe(TOKEN_MISMATCH);
    }
  });

  it("keeps another venue's token on a venue's path the spec's 401 tenant mismatch", async () => {
    const [a, b] = [await venue(), await venue()];
    const client = await specClient(a.user.email, a.tenant.slug);
    const res = await client.venue(bookings.GET, { headers: { "x-tenant": b.tenant.slug } });
    expect(res.status).toBe(401);
    expect(res.body.detail).toBe(TOKEN_MISMATCH);
    expect(await db.tenant.count({ where: { slug: b.tenant.slug } })).toBe(1);
  });
});
