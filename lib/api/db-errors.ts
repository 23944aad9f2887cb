// Database errors that are the caller's fault become 4xx answers; the rest stay 500s.
import { Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "./errors";

/** The PostgreSQL SQLSTATE behind a Prisma error raised through the pg driver adapter, if any. */
export function sqlState(error: unknown): string | undefined {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) return undefined;
  const cause = (error.meta as { driverAdapterError?: { cause?: { originalCode?: string; kind?: string } } } | undefined)?.driverAdapterError?.cause;
  return cause?.originalCode;
}

export const isExclusionViolation = (error: unknown) => sqlState(error) === "23P01";

export function mapDatabaseError(error: unknown): AppError | undefined {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) return undefined;
  switch (error.code) {
    case "P2025":
      return new AppError(404, "Not found.");
    case "P2002":
      return new AppError(409, "A record with these values already exists.");
    case "P2003":
      return new AppError(409, "This record is still referenced by other records, or refers to one that does not exist.");
  }
  switch (sqlState(error)) {
    case "23P01":
      return new AppError(409, "This conflicts with an existing record.");
    case "23514":
      return new AppError(400, "A value is out of the allowed range.");
    case "23505":
      return new AppError(409, "A record with these values already exists.");
    case "23503":
      return new AppError(409, "This record is still referenced by other records, or refers to one that does not exist.");
    case "22P02":
    case "22003":
    case "22007":
    case "22008":
      return new AppError(400, "A value has the wrong format.");
  }
  return undefined;
}
