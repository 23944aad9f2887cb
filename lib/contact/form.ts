// A contact form's answers and state, shared by the forms (the venue's and the provider's), their
// server actions and the API. Client-safe: no server imports.
import type { FieldErrors } from "@/lib/api/errors";

// Spec §8 "Contact and security".
export const CONTACT_SENT = "Your message has been sent successfully!";
export const CONTACT_FAILED = "Failed to send message. Please try again later.";

export type ContactValues = { name: string; email: string; subject: string; message: string };

export type ContactState = {
  status: "idle" | "sent" | "invalid" | "failed";
  errors: FieldErrors;
  /** a failure's own words when it has any (the rate limit's 429), else CONTACT_FAILED applies */
  detail?: string;
  /** what the visitor typed, given back when it could not be sent; empty once it was */
  values: ContactValues;
  /** one more per answer, so the form is drawn afresh with the values of the latest one */
  round: number;
};

export const EMPTY_CONTACT: ContactValues = { name: "", email: "", subject: "", message: "" };
export const INITIAL_CONTACT: ContactState = {
  status: "idle",
  errors: {},
  values: EMPTY_CONTACT,
  round: 0,
};

/** A posted form's text fields, as the visitor typed them (each cut at 10,000 characters). */
export function contactValuesOf(form: FormData): ContactValues {
  const text = (key: keyof ContactValues) => {
    const v = form.get(key);
    return typeof v === "string" ? v.slice(0, 10_000) : "";
  };
  return {
    name: text("name"),
    email: text("email"),
    subject: text("subject"),
    message: text("message"),
  };
}
