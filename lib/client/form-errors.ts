// Server answers back into a react-hook-form form: each field error into its own field (focusing
// the first), anything else as one message for the form's banner or alert.
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";

import { ApiError, errorMessage, fieldErrorMap } from "./api";
import { withReason } from "./failure";

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

/** What a failure says in one place: a fixed sentence, one made from the error, or nothing. */
export type Say = string | ((error: unknown) => string) | false;

/** Where a failure is said: the form's banner and a toast (the banner's text unless given). */
export type Failure = { form: Say; toast?: Say };

/** The server's own words for a failure (its detail, else its field errors), else `fallback`. */
export const serverWords =
  (fallback: string) =>
  (error: unknown): string =>
    errorMessage(error, { fallback });

/** What `failure` says of `error`: the banner's text and the toast's (null: nothing there). */
export function failureTexts(
  error: unknown,
  failure: Failure,
): { form: string | null; toast: string | null } {
  const say = (s: Say) => (s === false ? null : typeof s === "string" ? s : s(error));
  const form = say(failure.form);
  if (failure.toast === undefined) return { form, toast: form };
  // A refusal's reason follows the spec's fixed sentence: 'Failed to …. <the server's reason>';
  // its field errors are at their fields already.
  const toast =
    typeof failure.toast === "string"
      ? withReason(failure.toast, error, { atFields: true })
      : say(failure.toast);
  return { form, toast };
}

/** The names a schema's object shape has: where its server field errors may go. */
export function fieldsOf(schema: unknown): string[] {
  const shape = (schema as { shape?: unknown } | null)?.shape;
  return shape && typeof shape === "object" ? Object.keys(shape) : [];
}
