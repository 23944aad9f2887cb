// A venue's first day of the week: its choice, else its locale's (decision 095). The migration
// that made the locale decide pins the day each existing venue saw before, so no calendar moves.
import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import * as settings from "@/app/api/tenant/booking-settings/route";
import { db } from "@/lib/db";

import { venue } from "./helpers";

const MIGRATION = readFileSync(
  path.join(process.cwd(), "prisma/migrations/20261129010000_week_start_by_locale/migration.sql"),
  "utf8",
);

type Place = { timezone: string; locale: string; weekStart?: number | null };

async function venueIn(place: Place) {
  const v = await venue();
  await db.tenant.update({
    where: { id: v.tenant.id },
    data: { weekStart: null, ...place },
  });
  return v;
}

const weekStartOf = async (v: Awaited<ReturnType<typeof venue>>) =>
  ((await v.as(settings.GET)).body as { week_start: number }).week_start;

describe("a venue's first day of the week", () => {
  it("is its locale's when it has not chosen one, and its choice when it has", async () => {
    const german = await venueIn({ timezone: "America/New_York", locale: "de-DE" });
    expect(await weekStartOf(german)).toBe(1);
    const american = await venueIn({ timezone: "Europe/Berlin", locale: "en-US" });
    expect(await weekStartOf(american)).toBe(0);
    const chose = await venueIn({ timezone: "Europe/Berlin", locale: "de-DE", weekStart: 6 });
    expect(await weekStartOf(chose)).toBe(6);
  });

  it("stays what each venue saw before the locale decided (the migration)", async () => {
    const places: [Place, number | null][] = [
      [{ timezone: "Europe/Berlin", locale: "en-US" }, 1],
      [{ timezone: "Africa/Cairo", locale: "en-US" }, 6],
      [{ timezone: "America/New_York", locale: "en-US" }, null],
      [{ timezone: "Asia/Tokyo", locale: "en-US" }, null],
      [{ timezone: "Europe/Berlin", locale: "de-DE" }, null],
      [{ timezone: "Europe/Berlin", locale: "en-US", weekStart: 0 }, 0],
    ];
    const venues = await Promise.all(places.map(([place]) => venueIn(place)));
    const ids = venues.map((v) => v.tenant.id);
    // Run in a transaction that is rolled back: the other tests' venues stay as they are.
    const seen = await db
      .$transaction(async (tx) => {
        await tx.$executeRawUnsafe(MIGRATION);
        const rows = await tx.tenant.findMany({
          where: { id: { in: ids } },
          select: { id: true, weekStart: true },
        });
        throw Object.assign(new Error("rollback"), { rows });
      })
      .catch((e: { rows?: { id: number; weekStart: number | null }[] }) => e.rows ?? []);
    const byId = new Map(seen.map((r) => [r.id, r.weekStart]));
    expect(ids.map((id) => byId.get(id))).toEqual(places.map(([, after]) => after));
  });
});
