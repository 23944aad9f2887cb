// A new booking's insert that PostgreSQL fails to break a deadlock (40P01: two bookings of halls
// that share a space, inserted at the same moment, each waiting for the other's row of it) is
// sent again, as the series are (decision 084), instead of answering 500.
import pg from "pg";
import { describe, expect, it } from "vitest";

import { placeNewBooking } from "@/lib/bookings/checks";
import { bookingCreate } from "@/lib/bookings/schemas";
import type { TenantRef } from "@/lib/tenants/queries";

const tenant = {
  id: 1,
  slug: "x",
  name: "X",
  timezone: "UTC",
  maxBookingDays: 30,
  defaultHoldDays: 7,
  currency: "USD",
  depositPercent: null,
  depositDueDays: 7,
} as TenantRef;

const input = bookingCreate.parse({
  hall: 1,
  start_time: "2031-05-01T10:00:00Z",
  end_time: "2031-05-01T11:00:00Z",
});

function deadlock() {
  const error = new pg.DatabaseError("deadlock detected", 0, "error");
  error.code = "40P01";
  return error;
}

describe("a new booking's insert", () => {
  it("is sent again when PostgreSQL fails it to break a deadlock", async () => {
    let sent = 0;
    const made = await placeNewBooking(tenant, input, async () => {
      sent += 1;
      if (sent < 3) throw deadlock();
      return "written";
    });
    expect(made).toBe("written");
    expect(sent).toBe(3);
  });

  it("is not sent forever: a third deadlock answers the 409 of a taken hall", async () => {
    let sent = 0;
    const made = placeNewBooking(tenant, input, async () => {
      sent += 1;
      throw deadlock();
    });
    await expect(made).rejects.toMatchObject({ status: 409 });
    expect(sent).toBe(3);
  });
});
