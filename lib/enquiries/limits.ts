// How many enquiries a venue's public site takes: per client address (whatever venue it asks) and
// per email at one venue, counted in PostgreSQL so every app server sees the same count. The cap
// on open holds per email (a venue setting) is checked where the hold is made (./enquiries.ts).
import { consumeRateLimit, type RateLimit } from "@/lib/api/rate-limit";

const wait = (minutes: number) => `${minutes} minute${minutes === 1 ? "" : "s"}`;

export const ENQUIRY_IP_LIMIT: RateLimit = {
  bucket: "enquiry-ip",
  max: 10,
  windowMs: 60 * 60 * 1000,
  refusal: (minutes) =>
    `Too many enquiries from your network. Please try again in ${wait(minutes)}.`,
};

export const ENQUIRY_EMAIL_LIMIT: RateLimit = {
  bucket: "enquiry-email",
  max: 5,
  windowMs: 24 * 60 * 60 * 1000,
  refusal: (minutes) =>
    `Too many enquiries from this email address. Please try again in ${wait(minutes)}.`,
};

/** Counts one enquiry of `email` at venue `tenantId` from `ip`, or throws 429. */
export async function assertEnquiryAllowed(tenantId: number, email: string, ip: string | null) {
  await consumeRateLimit(ENQUIRY_IP_LIMIT, `ip:${ip ?? "unknown"}`);
  await consumeRateLimit(ENQUIRY_EMAIL_LIMIT, `${tenantId}:${email.toLowerCase()}`);
}
