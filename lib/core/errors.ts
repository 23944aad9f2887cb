// One error type for the whole server. Route handlers and lib functions throw these; the route
// wrapper (lib/api/handler.ts) turns them into the one JSON error shape.
import { z } from "zod";

import { UNKNOWN_HOST } from "./host-kind.mjs";

export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 421 | 429 | 502 | 503,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
    /** more of the answer's body, beside `detail` (e.g. the free days a 409 offers instead) */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(detail);
  }
}

/** 400 with `{ field: ["message"] }`, the shape forms show next to their fields. */
export class ValidationError extends Error {
  constructor(readonly fields: FieldErrors) {
    super("Validation failed");
  }
  static of(field: string, message: string) {
    return new ValidationError({ [field]: [message] });
  }
}

export const badRequest = (detail: string) => new AppError(400, detail);
export const unauthorized = (detail = "Authentication credentials were not provided.") =>
  new AppError(401, detail);
export const forbidden = (detail = "You do not have permission to perform this action.") =>
  new AppError(403, detail);
export const notFound = (detail = "Not found.") => new AppError(404, detail);
export const conflict = (detail: string) => new AppError(409, detail);
/** A host that is neither APP_HOST nor a venue's subdomain of it (lib/core/host-kind.mjs). */
export { UNKNOWN_HOST } from "./host-kind.mjs";
export const misdirected = () => new AppError(421, UNKNOWN_HOST);

/** zod issues as `{ field: [messages] }`; errors of the whole object go under non_field_errors. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "non_field_errors";
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

/** For forms: the first message of each top-level field ("amenities.2" counts as "amenities"). */
export function firstFieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues)
    fields[issue.path.length ? String(issue.path[0]) : "non_field_errors"] ??= issue.message;
  return fields;
}
