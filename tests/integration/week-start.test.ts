// A venue's first day of the week (issue 25): from its time zone until it chooses one in its
// booking settings (Sunday, Monday or Saturday), and the same in the API, the public month and
// the console (docs/decisions/073). Its currency and locale (issue 27, decision 086).
import { describe, expect, it } from "vitest";

import * as settings from "@/app/api/tenant/booking-settings/route";
import { db } from "@/lib/db";
import { INVALID_CURRENCY, INVALID_LOCALE } from "@/lib/money/schemas";

import { venue } from "./helpers";

describe("a venue's first day of the week", () => {
  it("follows its time zone until the venue chooses one", async () => {
    const v = await venue();
    await db.tenant.update({ where: { id: v.tenant.id }, data: { timezone: "America/Chicago" } });
    expect((await v.as(settings.GET)).body.week_start).toBe(0);
    await db.tenant.update({ where: { id: v.tenant.id }, data: { timezone: "Europe/Berlin" } });
    expect((await v.as(settings.GET)).body.week_start).toBe(1);

    const saved = await v.as(settings.PATCH, { method: "PATCH", body: { week_start: 6 } });
    expect(saved.status).toBe(200);
    expect(saved.body.week_start).toBe(6);
    expect((await v.as(settings.GET)).body.week_start).toBe(6);
  });

  it("is Sunday, Monday or Saturday, said for a person", async () => {
    const v = await venue();
    for (const week_start of [2, "Monday", -1]) {
      const bad = await v.as(settings.PATCH, { method: "PATCH", body: { week_start } });
      expect(bad.status).toBe(400);
      expect(bad.body.week_start).toEqual(["Choose Sunday, Monday or Saturday."]);
    }
  });
});

describe("a venue's currency and locale", () => {
  it("are US dollars in en-US until the venue chooses, then its own, canonically spelled", async () => {
    const v = await venue();
    const before = (await v.as(settings.GET)).body;
    expect([before.currency, before.locale]).toEqual(["USD", "en-US"]);
    const saved = await v.as(settings.PATCH, {
      method: "PATCH",
      body: { currency: "eur", locale: "de-de" },
    });
    expect(saved.status).toBe(200);
    expect([saved.body.currency, saved.body.locale]).toEqual(["EUR", "de-DE"]);
    const row = await db.tenant.findUniqueOrThrow({ where: { id: v.tenant.id } });
    expect([row.currency, row.locale]).toEqual(["EUR", "de-DE"]);
  });

  it("refuse a code the runtime does not know, with each field's words, changing nothing", async () => {
    const v = await venue();
    const bad = await v.as(settings.PATCH, {
      method: "PATCH",
      body: { currency: "EURO", locale: "klingon", default_hold_days: 9 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ currency: [INVALID_CURRENCY], locale: [INVALID_LOCALE] });
    const row = await db.tenant.findUniqueOrThrow({ where: { id: v.tenant.id } });
    expect([row.currency, row.locale, row.defaultHoldDays]).toEqual(["USD", "en-US", 7]);
  });

  it("keep the database's shape even when written around the API", async () => {
    const v = await venue();
    await expect(
      db.tenant.update({ where: { id: v.tenant.id }, data: { currency: "eur" } }),
    ).rejects.toThrow(/tenants_currency_code/);
  });
});
