import pg from "pg";
import { expect, it } from "vitest";

import {
  DATABASE_UNAVAILABLE,
  isDatabaseUnavailable,
  isExclusionViolation,
  mapDatabaseError,
  sqlState,
} from "@/lib/core/db-errors";
import { Prisma } from "@/lib/db";

/** An error as pg raises it for a statement sent without Prisma (lib/db/sql.ts). */
function pgError(code: string) {
  const error = new pg.DatabaseError("statement failed", 0, "error");
  error.code = code;
  return error;
}

it("answers pg's own errors as it answers Prisma's: the caller's fault is a 4xx", () => {
  expect(sqlState(pgError("23P01"))).toBe("23P01");
  expect(isExclusionViolation(pgError("23P01"))).toBe(true);
  expect(mapDatabaseError(pgError("23P01"))).toMatchObject({ status: 409 });
  expect(mapDatabaseError(pgError("23505"))).toMatchObject({ status: 409 });
  expect(mapDatabaseError(pgError("22003"))).toMatchObject({ status: 400 });
  expect(mapDatabaseError(pgError("22P02"))).toMatchObject({ status: 400 });
  // Text PostgreSQL cannot store (a NUL), should any reach it past the text schema.
  expect(mapDatabaseError(pgError("22021"))).toMatchObject({ status: 400 });
  expect(mapDatabaseError(pgError("22P05"))).toMatchObject({ status: 400 });
  // Not the caller's fault: left to be a 500.
  expect(mapDatabaseError(pgError("53300"))).toBeUndefined();
  expect(mapDatabaseError(new Error("connection reset"))).toBeUndefined();
});

it("answers 503 when the database cannot be reached, is restarting, or cut the connection", () => {
  const unreachable = new Prisma.PrismaClientKnownRequestError("Can't reach database server", {
    code: "P1001",
    clientVersion: "7",
    meta: { driverAdapterError: { cause: { kind: "DatabaseNotReachable" } } },
  });
  const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), {
    code: "ECONNREFUSED",
  });
  const wrapped = new Error("Failed to read", { cause: pgError("57P01") });
  for (const error of [
    unreachable,
    refused,
    pgError("57P01"), // terminating connection due to administrator command
    pgError("57P03"), // the database system is starting up
    pgError("08006"),
    new Error("Connection terminated unexpectedly"),
    wrapped,
  ]) {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(mapDatabaseError(error)).toMatchObject({
      status: 503,
      detail: DATABASE_UNAVAILABLE,
      headers: { "retry-after": "5" },
    });
  }
  for (const error of [pgError("23505"), pgError("53300"), new Error("boom"), "text"])
    expect(isDatabaseUnavailable(error)).toBe(false);
});
