// The invariants the database itself holds, whatever the application code does.
import { describe, expect, it } from "vitest";

import { isExclusionViolation, sqlState } from "@/lib/core/db-errors";
import { db } from "@/lib/db";

import { createTenant } from "./helpers";

async function venue() {
  const tenant = await createTenant();
  const branch = await db.branch.create({
    data: { tenantId: tenant.id, name: "Main", city: "Springfield" },
  });
  const hall = await db.hall.create({
    data: { tenantId: tenant.id, branchId: branch.id, name: "Hall A" },
  });
  return { tenant, branch, hall };
}

const booking = (
  v: Awaited<ReturnType<typeof venue>>,
  start: string,
  end: string,
  status: "confirmed" | "tentative" | "cancelled" = "confirmed",
) =>
  db.booking.create({
    data: {
      tenantId: v.tenant.id,
      hallId: v.hall.id,
      branchId: v.branch.id,
      startTime: new Date(start),
      endTime: new Date(end),
      status,
    },
  });

const failure = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e,
  );

describe("bookings", () => {
  it("refuses two live bookings of one hall that overlap (exclusion constraint, SQLSTATE 23P01)", async () => {
    const v = await venue();
    await booking(v, "2030-01-01T10:00:00Z", "2030-01-01T14:00:00Z");
    const error = await failure(
      booking(v, "2030-01-01T13:00:00Z", "2030-01-01T15:00:00Z", "tentative"),
    );
    expect(isExclusionViolation(error)).toBe(true);
  });

  it("allows back-to-back bookings, bookings of other halls, and overlaps with cancelled ones", async () => {
    const v = await venue();
    await booking(v, "2030-01-01T10:00:00Z", "2030-01-01T14:00:00Z");
    await booking(v, "2030-01-01T14:00:00Z", "2030-01-01T16:00:00Z");
    await booking(v, "2030-01-01T11:00:00Z", "2030-01-01T12:00:00Z", "cancelled");
    const other = await db.hall.create({
      data: { tenantId: v.tenant.id, branchId: v.branch.id, name: "Hall B" },
    });
    await db.booking.create({
      data: {
        tenantId: v.tenant.id,
        hallId: other.id,
        branchId: v.branch.id,
        startTime: new Date("2030-01-01T10:00:00Z"),
        endTime: new Date("2030-01-01T14:00:00Z"),
      },
    });
    expect(await db.booking.count({ where: { tenantId: v.tenant.id } })).toBe(4);
  });

  it("refuses to revive a cancelled booking into an occupied time", async () => {
    const v = await venue();
    const cancelled = await booking(v, "2030-01-01T10:00:00Z", "2030-01-01T14:00:00Z", "cancelled");
    await booking(v, "2030-01-01T12:00:00Z", "2030-01-01T13:00:00Z");
    const error = await failure(
      db.booking.update({ where: { id: cancelled.id }, data: { status: "confirmed" } }),
    );
    expect(isExclusionViolation(error)).toBe(true);
  });

  it("refuses an end before its start and a negative price (CHECK, 23514)", async () => {
    const v = await venue();
    expect(
      sqlState(await failure(booking(v, "2030-01-01T14:00:00Z", "2030-01-01T10:00:00Z"))),
    ).toBe("23514");
    expect(
      sqlState(await failure(booking(v, "2030-01-01T14:00:00Z", "2030-01-01T14:00:00Z"))),
    ).toBe("23514");
    const negative = db.booking.create({
      data: {
        tenantId: v.tenant.id,
        hallId: v.hall.id,
        branchId: v.branch.id,
        startTime: new Date("2030-02-01T10:00:00Z"),
        endTime: new Date("2030-02-01T11:00:00Z"),
        price: "-1.00",
      },
    });
    expect(sqlState(await failure(negative))).toBe("23514");
  });

  it("refuses a booking of tenant A that points at a hall of tenant B (composite foreign key)", async () => {
    const a = await venue();
    const b = await venue();
    const error = await failure(
      db.booking.create({
        data: {
          tenantId: a.tenant.id,
          hallId: b.hall.id,
          branchId: a.branch.id,
          startTime: new Date("2030-01-01T10:00:00Z"),
          endTime: new Date("2030-01-01T11:00:00Z"),
        },
      }),
    );
    expect(error).toBeTruthy();
    expect((error as { code?: string }).code).toBe("P2003");
  });
});

describe("other invariants", () => {
  it("refuses a hall in another tenant's branch, and a slot on another tenant's hall", async () => {
    const a = await venue();
    const b = await venue();
    expect(
      await failure(
        db.hall.create({ data: { tenantId: a.tenant.id, branchId: b.branch.id, name: "X" } }),
      ),
    ).toBeTruthy();
    expect(
      await failure(
        db.slot.create({
          data: {
            tenantId: a.tenant.id,
            hallId: b.hall.id,
            name: "Morning",
            startTime: "09:00",
            endTime: "12:00",
          },
        }),
      ),
    ).toBeTruthy();
  });

  it("refuses malformed slot times, a slot ending before it starts, a negative capacity, a bad rating", async () => {
    const v = await venue();
    const slot = (startTime: string, endTime: string) =>
      failure(
        db.slot.create({
          data: { tenantId: v.tenant.id, hallId: v.hall.id, name: "S", startTime, endTime },
        }),
      );
    expect(sqlState(await slot("9:00", "12:00"))).toBe("23514");
    expect(sqlState(await slot("24:00", "25:00"))).toBe("23514");
    expect(sqlState(await slot("12:00", "09:00"))).toBe("23514");
    expect(await slot("09:00", "12:00")).toBeNull();
    expect(
      sqlState(
        await failure(
          db.hall.create({
            data: { tenantId: v.tenant.id, branchId: v.branch.id, name: "Neg", capacity: -1 },
          }),
        ),
      ),
    ).toBe("23514");
    expect(
      sqlState(await failure(db.feedback.create({ data: { tenantId: v.tenant.id, rating: 6 } }))),
    ).toBe("23514");
  });

  it("refuses reserved and malformed tenant slugs, and mixed-case emails", async () => {
    for (const slug of ["www", "admin", "api", "Bad", "-x", "a_b"]) {
      expect(
        sqlState(await failure(db.tenant.create({ data: { slug, name: slug, schemaName: slug } }))),
      ).toBe("23514");
    }
    expect(
      sqlState(
        await failure(db.user.create({ data: { email: "Mixed@Example.com", passwordHash: "x" } })),
      ),
    ).toBe("23514");
  });
});
