// A contact form's texts and answers, shared by the forms (the venue's and the provider's), their
// server actions and the API. Client-safe: no server imports.
import { firstAnswer, type FormAnswer } from "@/lib/core/form-answer";

// Spec §8 "Contact and security".
export const CONTACT_SENT = "Your message has been sent successfully!";
export const CONTACT_FAILED = "Failed to send message. Please try again later.";

export const CONTACT_FIELDS = ["name", "email", "subject", "message"] as const;
export type ContactValues = Record<(typeof CONTACT_FIELDS)[number], string>;
export type ContactState = FormAnswer<ContactValues>;

export const EMPTY_CONTACT: ContactValues = { name: "", email: "", subject: "", message: "" };
export const INITIAL_CONTACT: ContactState = firstAnswer(EMPTY_CONTACT);

/**
 * What a failed send shows: the rate limit's own words (how long to wait), else the spec's text;
 * a storage failure's details are the server's business.
 */
export const contactFailureText = (failure?: { status: number; detail: string } | null) =>
  failure?.status === 429 ? failure.detail : CONTACT_FAILED;
