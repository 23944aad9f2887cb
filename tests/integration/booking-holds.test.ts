// A booking's hold over the API, and the venue's booking settings: a hold is checked against the
// booking's status and start, ends when the booking is confirmed, follows a move, and the settings
// are the venue's Owners' and Admins' to change.
import { describe, expect, it } from "vitest";

import * as settings from "@/app/api/tenant/booking-settings/route";
import { GET as history } from "@/app/api/tenant/bookings/[id]/history/route";
import { PATCH as patchBooking } from "@/app/api/tenant/bookings/[id]/route";
import { POST as createBooking } from "@/app/api/tenant/bookings/route";
import { HOLD_AFTER_START, HOLD_IN_PAST, HOLD_NOT_TENTATIVE } from "@/lib/bookings/schemas";
import { getDashboard } from "@/lib/dashboard/dashboard";
import { db } from "@/lib/db";

import { venue } from "./helpers";

type Venue = Awaited<ReturnType<typeof venue>>;
const patch = (v: Venue, id: number, body: unknown) =>
  v.as(patchBooking, { method: "PATCH", params: { id: String(id) }, body });
const book = (v: Venue, body: Record<string, unknown> = {}) =>
  v.as(createBooking, {
    body: {
      hall: v.hall.id,
      start_time: "2031-05-10T18:00:00Z",
      end_time: "2031-05-10T23:00:00Z",
      ...body,
    },
  });

describe("a booking's hold", () => {
  it("is set on a tentative booking, read back, and where it came from is shown", async () => {
    const v = await venue();
    const res = await book(v, { hold_until: "2031-05-01T12:00:00Z" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: "tentative",
      hold_until: "2031-05-01T12:00:00.000Z",
      // made with a token: an integration's (decision 094); the console's is "staff"
      source: "api",
      email_customer: true,
    });
    // Without one, there is no hold: the API never holds a booking it was not asked to.
    const plain = await book(v, { start_time: "2031-05-11T18:00", end_time: "2031-05-11T20:00" });
    expect(plain.body.hold_until).toBeNull();
    // A wall-clock time is the venue's (New York): 08:00 EDT is 12:00 UTC.
    const local = await book(v, {
      start_time: "2031-05-12T18:00",
      end_time: "2031-05-12T20:00",
      hold_until: "2031-05-01T08:00",
    });
    expect(local.body.hold_until).toBe("2031-05-01T12:00:00.000Z");
  });

  it("is refused with a field error when it cannot hold", async () => {
    const v = await venue();
    const cases = [
      [{ status: "confirmed", hold_until: "2031-05-01T12:00:00Z" }, HOLD_NOT_TENTATIVE],
      [{ hold_until: "2020-05-01T12:00:00Z" }, HOLD_IN_PAST],
      [{ hold_until: "2031-05-11T12:00:00Z" }, HOLD_AFTER_START],
      [{ hold_until: "soon" }, expect.stringContaining("valid date and time")],
    ] as const;
    for (const [body, message] of cases) {
      const res = await book(v, body);
      expect(res.status).toBe(400);
      expect(res.body.hold_until).toEqual([message]);
    }
    expect(await db.booking.count({ where: { tenantId: v.tenant.id } })).toBe(0);
  });

  it("ends when the booking is confirmed, and follows a move to an earlier start", async () => {
    const v = await venue();
    const a = (await book(v, { hold_until: "2031-05-09T12:00:00Z" })).body;
    const moved = await patch(v, a.id, {
      start_time: "2031-05-05T18:00:00Z",
      end_time: "2031-05-05T20:00:00Z",
    });
    expect(moved.body.hold_until).toBe("2031-05-05T18:00:00.000Z");
    const confirmed = await patch(v, a.id, { status: "confirmed" });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.hold_until).toBeNull();
    // Confirming while sending a hold is a contradiction, said as such.
    const b = (await book(v, { start_time: "2031-06-01T10:00", end_time: "2031-06-01T12:00" }))
      .body;
    const both = await patch(v, b.id, { status: "confirmed", hold_until: "2031-05-20T12:00Z" });
    expect([both.status, both.body.hold_until]).toEqual([400, [HOLD_NOT_TENTATIVE]]);
    // The trail shows the hold's changes.
    const trail = (await v.as(history, { params: { id: String(a.id) } })).body;
    expect(trail.map((e: { changes: object }) => Object.keys(e.changes))).toContainEqual(
      expect.arrayContaining(["status", "hold_until"]),
    );
  });
});

describe("the dashboard's Pending Approvals", () => {
  it("lists upcoming tentative bookings, the holds that run out soonest first", async () => {
    const v = await venue();
    const at = (d: number, hold: string | null, status = "tentative") =>
      book(v, {
        event_name: `Day ${d}`,
        status,
        start_time: `2031-05-${d}T18:00:00Z`,
        end_time: `2031-05-${d}T20:00:00Z`,
        hold_until: hold,
      });
    await at(10, null);
    await at(11, "2031-05-08T12:00:00Z");
    await at(12, "2031-05-02T12:00:00Z");
    await at(13, null, "confirmed");
    await at(14, "2031-05-05T12:00:00Z");
    const { pending, glance } = await getDashboard(v.tenant, new Date("2031-05-01T00:00:00Z"));
    expect(pending.map((b) => b.event_name)).toEqual(["Day 12", "Day 14", "Day 11", "Day 10"]);
    expect(glance.pendingApprovals).toBe(4);
  });
});

describe("the venue's booking settings", () => {
  it("read by staff, changed by Admins, refused out of range with field errors", async () => {
    const v = await venue();
    expect((await v.as(settings.GET)).body).toEqual({
      default_hold_days: 7,
      public_enquiries: true,
      max_public_holds_per_email: 3,
      max_public_holds: 30,
      max_enquiry_hours: 12,
      min_notice_hours: 24,
      week_start: 0,
      max_series_occurrences: 200,
      max_series_months: 24,
      currency: "USD",
      locale: "en-US",
      deposit_percent: null,
      deposit_due_days: 7,
      balance_due_days: 14,
      reminder_days: 3,
      customer_self_confirm: false,
      open_hours_per_day: 12,
      public_enquiries_allowed: true,
    });
    const saved = await v.as(settings.PATCH, {
      method: "PATCH",
      body: { default_hold_days: 14, public_enquiries: false, max_enquiry_hours: 6 },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      default_hold_days: 14,
      public_enquiries: false,
      max_enquiry_hours: 6,
      min_notice_hours: 24,
    });

    const bad = await v.as(settings.PATCH, {
      method: "PATCH",
      body: {
        default_hold_days: 0,
        max_public_holds_per_email: 51,
        public_enquiries: "maybe",
        max_public_holds: 0,
        max_enquiry_hours: 169,
        min_notice_hours: -1,
        deposit_percent: 0,
        deposit_due_days: 366,
        balance_due_days: -1,
        reminder_days: 61,
        customer_self_confirm: "sometimes",
      },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual([
      "balance_due_days",
      "customer_self_confirm",
      "default_hold_days",
      "deposit_due_days",
      "deposit_percent",
      "max_enquiry_hours",
      "max_public_holds",
      "max_public_holds_per_email",
      "min_notice_hours",
      "public_enquiries",
      "reminder_days",
    ]);
    expect((await v.as(settings.GET)).body.default_hold_days).toBe(14);

    const staff = await venue({ role: "Staff" });
    expect((await staff.as(settings.GET)).status).toBe(200);
    const refused = await staff.as(settings.PATCH, {
      method: "PATCH",
      body: { default_hold_days: 3 },
    });
    expect(refused.status).toBe(403);
  });

  it("say when the provider has switched enquiries off for the venue", async () => {
    const v = await venue();
    const flag = await db.featureFlag.create({
      data: {
        name: "public_enquiries",
        enabled: false,
        tenants: { create: { tenantId: v.tenant.id } },
      },
    });
    try {
      expect((await v.as(settings.GET)).body.public_enquiries_allowed).toBe(false);
    } finally {
      await db.featureFlag.delete({ where: { id: flag.id } });
    }
  });
});
