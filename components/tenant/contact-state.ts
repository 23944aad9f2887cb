// What the contact form shows after a send: shared by the form and its server action.
import type { FieldErrors } from "@/lib/api/errors";

export const CONTACT_SENT = "Your message has been sent successfully!";
export const CONTACT_FAILED = "Failed to send message. Please try again later.";

export type ContactValues = { name: string; email: string; subject: string; message: string };

export type ContactState = {
  status: "idle" | "sent" | "invalid" | "failed";
  errors: FieldErrors;
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
