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
/** The constraint a statement sent without Prisma (lib/db/sql.ts) was refused by, if any. */
export const constraintOf = (error: unknown) =>
  error instanceof pg.DatabaseError ? error.constraint : undefined;
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
  // A NUL in text, or \u0000 in JSON: the shared text schema refuses them first
  // (lib/core/schemas.ts plainString); this is the last word should one get past it.
  "22021": "format",
  "22P05": "format",
};

/** Prisma's codes for a database it cannot reach, or that closed the connection. */
const UNREACHABLE_PRISMA = new Set(["P1001", "P1002", "P1008", "P1017", "P2024"]);
/** The driver adapter's kinds of the same. */
const UNREACHABLE_KINDS = new Set([
  "DatabaseNotReachable",
  "ConnectionClosed",
  "SocketTimeout",
  "TooManyConnections",
]);
/** Node's socket errors, as pg raises them when it connects or loses its connection. */
const SOCKET_ERRORS = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH"]);

/**
 * The database cannot be reached right now: refused, restarting, shutting down, or the connection
 * cut. Not the request's fault, nor a bug: the answer is 503, and the next request may succeed.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; e instanceof Error && depth < 5; depth++, e = e.cause) {
    if (e instanceof Prisma.PrismaClientInitializationError) return true;
    if (e instanceof Prisma.PrismaClientKnownRequestError) {
      if (UNREACHABLE_PRISMA.has(e.code)) return true;
      const kind = (e.meta as { driverAdapterError?: { cause?: { kind?: string } } } | undefined)
        ?.driverAdapterError?.cause?.kind;
      if (kind && UNREACHABLE_KINDS.has(kind)) return true;
    }
    // SQLSTATE class 08 (connection exception); 57P01-57P03: shutting down, or starting up
    if (/^(08|57P0[123])/.test(sqlState(e) ?? "")) return true;
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && SOCKET_ERRORS.has(code)) return true;
    if (/^Connection terminated|timeout exceeded when trying to connect/.test(e.message))
      return true;
  }
  return false;
}

export const DATABASE_UNAVAILABLE =
  "The service is briefly unavailable. Please try again in a few seconds.";

export function mapDatabaseError(error: unknown): AppError | undefined {
  if (isDatabaseUnavailable(error))
    return new AppError(503, DATABASE_UNAVAILABLE, { "retry-after": "5" });
  const prismaCode = error instanceof Prisma.PrismaClientKnownRequestError ? error.code : "";
  const kind = BY_PRISMA_CODE[prismaCode] ?? BY_SQLSTATE[sqlState(error) ?? ""];
  return kind ? ANSWERS[kind]() : undefined;
}
