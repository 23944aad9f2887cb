// Server answers back into a react-hook-form form: each field error into its own field (focusing
// the first), anything else as one message for the form's banner or alert.
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";

import { ApiError, fieldErrorMap } from "./api";

/**
 * Puts the server's field errors on the form's fields; returns the field names it did not know,
 * so the caller can show those in the form's own message.
 */
export function setServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string[] {
  if (!(error instanceof ApiError)) return [];
  const unknown: string[] = [];
  let first = true;
  for (const [field, message] of Object.entries(fieldErrorMap(error))) {
    const known = fields.find((f) => f === field);
    if (!known) {
      unknown.push(field);
      continue;
    }
    setError(known, { type: "server", message }, { shouldFocus: first });
    first = false;
  }
  return unknown;
}
