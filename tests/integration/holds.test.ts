// Holds that expire: the sweep cancels each passed hold exactly once, even with two app servers
// sweeping at the same moment, and says so in the booking's history and to the venue.
import { describe, expect, it } from "vitest";

import { POST as createBooking } from "@/app/api/tenant/bookings/route";
import { expireHolds, HOLD_EXPIRED, holdExpiredMessage } from "@/lib/bookings/holds";
import { db } from "@/lib/db";

import { venue } from "./helpers";

type Venue = Awaited<ReturnType<typeof venue>>;

/** A tentative booking on day `day` of October 2031, held until `holdUntil`. */
async function held(v: Venue, day: number, holdUntil: Date | null, status = "tentative") {
  const created = await v.as(createBooking, {
    body: {
      hall: v.hall.id,
      event_name: `Hold ${day}`,
      status,
      start_time: `2031-10-${String(day).padStart(2, "0")}T10:00:00Z`,
      end_time: `2031-10-${String(day).padStart(2, "0")}T12:00:00Z`,
    },
  });
  expect(created.status).toBe(201);
  await db.$executeRaw`UPDATE bookings SET hold_until = ${holdUntil} WHERE id = ${created.body.id}`;
  return created.body.id as number;
}

const expiredEntries = (bookingId: number) =>
  db.bookingChange.count({
    where: { bookingId, changes: { path: ["hold"], array_contains: [HOLD_EXPIRED] } },
  });

describe("holds that expire", () => {
  it("are cancelled exactly once by two sweepers at once; other bookings stay as they are", async () => {
    const v = await venue();
    const past = new Date(Date.now() - 60_000);
    const due = await Promise.all([1, 2, 3, 4, 5].map((day) => held(v, day, past)));
    const later = await held(v, 6, new Date(Date.now() + 86_400_000));
    const unheld = await held(v, 7, null, "confirmed");

    const rounds = await Promise.all([expireHolds(), expireHolds()]);
    const expired = rounds.flatMap((round) => round ?? []).map((b) => b.id);
    expect(expired.filter((id) => due.includes(id)).sort()).toEqual([...due].sort());
    expect(new Set(expired).size).toBe(expired.length); // none twice

    for (const id of due) {
      const booking = await db.booking.findUniqueOrThrow({ where: { id } });
      expect([booking.status, booking.holdUntil]).toEqual(["cancelled", null]);
      expect(await expiredEntries(id)).toBe(1);
    }
    const kept = await db.booking.findMany({ where: { id: { in: [later, unheld] } } });
    expect(kept.map((b) => b.status).sort()).toEqual(["confirmed", "tentative"]);

    // The venue's Admin (who made them) is told of each.
    const notices = await db.notification.findMany({
      where: { tenantId: v.tenant.id, userId: v.user.id, message: holdExpiredMessage("Hold 1") },
    });
    expect(notices).toHaveLength(1);

    // A later round finds nothing more to do.
    expect(await expireHolds()).toEqual([]);
  });

  it("hold only a tentative booking: the database refuses a hold on a confirmed one", async () => {
    const v = await venue();
    const id = await held(v, 8, null, "confirmed");
    await expect(
      db.$executeRaw`UPDATE bookings SET hold_until = now() WHERE id = ${id}`,
    ).rejects.toThrow();
  });
});
