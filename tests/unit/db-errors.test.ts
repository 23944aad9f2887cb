import pg from "pg";
import { expect, it } from "vitest";

import { isExclusionViolation, mapDatabaseError, sqlState } from "@/lib/api/db-errors";

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
  // Not the caller's fault: left to be a 500.
  expect(mapDatabaseError(pgError("53300"))).toBeUndefined();
  expect(mapDatabaseError(new Error("connection reset"))).toBeUndefined();
});
