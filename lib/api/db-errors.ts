// Database errors that are the caller's fault become 4xx answers; the rest stay 500s.
import pg from "pg";

import { Prisma } from "@/lib/generated/prisma/client";

import { AppError } from "./errors";

/**
 * The PostgreSQL SQLSTATE behind an error, if any: pg's own (a statement sent without Prisma,
 * lib/db/sql.ts) or one Prisma raised through the pg driver adapter.
 */
export function sqlState(error: unknown): string | undefined {
  if (error instanceof pg.DatabaseError) return error.code;
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) return undefined;
  const cause = (
    error.meta as
      { driverAdapterError?: { cause?: { originalCode?: string; kind?: string } } } | undefined
  )?.driverAdapterError?.cause;
  return cause?.originalCode;
}

export const isExclusionViolation = (error: unknown) => sqlState(error) === "23P01";
/** Prisma found no row to update or delete (its where named none, or none any more). */
export const isRecordNotFound = (error: unknown) =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2025";

type Kind = "notFound" | "duplicate" | "reference" | "overlap" | "range" | "format";

const ANSWERS: Record<Kind, () => AppError> = {
  notFound: () => new AppError(404, "Not found."),
  duplicate: () => new AppError(409, "A record with these values already exists."),
  reference: () =>
    new AppError(
      409,
      "This record is still referenced by other records, or refers to one that does not exist.",
    ),
  overlap: () => new AppError(409, "This conflicts with an existing record."),
  range: () => new AppError(400, "A value is out of the allowed range."),
  format: () => new AppError(400, "A value has the wrong format."),
};
const BY_PRISMA_CODE: Record<string, Kind> = {
  P2025: "notFound",
  P2002: "duplicate",
  P2003: "reference",
};
const BY_SQLSTATE: Record<string, Kind> = {
  "23P01": "overlap",
  "23514": "range",
  "23505": "duplicate",
  "23503": "reference",
  "22P02": "format",
  "22003": "format",
  "22007": "format",
  "22008": "format",
};

export function mapDatabaseError(error: unknown): AppError | undefined {
  const prismaCode = error instanceof Prisma.PrismaClientKnownRequestError ? error.code : "";
  const kind = BY_PRISMA_CODE[prismaCode] ?? BY_SQLSTATE[sqlState(error) ?? ""];
  return kind ? ANSWERS[kind]() : undefined;
}
