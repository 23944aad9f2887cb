// What a form's server action answers (the forms that post without JavaScript): the outcome, field
// errors, and the visitor's text back when it could not be sent. Client-safe.
import type { FieldErrors } from "./errors";

export type FormAnswer<V extends Record<string, string>> = {
  status: "idle" | "sent" | "invalid" | "failed";
  errors: FieldErrors;
  /** a failure's status and the server's words (a 429's wait); absent for an unexpected error */
  failure?: { status: number; detail: string };
  /** what the visitor typed, given back when it could not be sent; empty once it was */
  values: V;
  /** one more per answer, so that a form can be drawn afresh with the latest values */
  round: number;
};

export const firstAnswer = <V extends Record<string, string>>(values: V): FormAnswer<V> => ({
  status: "idle",
  errors: {},
  values,
  round: 0,
});

/** A posted form's text fields, as typed (each cut at 10,000 characters; a file counts as ""). */
export function formValues<K extends string>(
  form: FormData,
  keys: readonly K[],
): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const key of keys) {
    const v = form.get(key);
    out[key] = typeof v === "string" ? v.slice(0, 10_000) : "";
  }
  return out;
}
