// How many enquiries a venue's public site takes, counted in PostgreSQL so every app server sees
// the same count: per client address at one venue for the day (however many emails it types), per
// client address for the hour (whatever venue it asks), and per email at one venue for the day.
// The caps on open holds (per email and for the whole venue, venue settings) are checked where the
// hold is made, under the venue's lock (./enquiries.ts;
// docs/decisions/050-bounded-enquiries-and-uploads.md).
import { addressKey, consumeRateLimits, countedLimit, type RateLimit } from "@/lib/core/rate-limit";

const HOUR = 60 * 60 * 1000;

/** A limit of enquiries; `from` says whose, in its refusal ("from your network"). */
const limit = (bucket: string, max: number, windowMs: number, from: string): RateLimit =>
  countedLimit("enquiries", { bucket, max, windowMs }, from);

export const ENQUIRY_ADDRESS_DAY_LIMIT = limit(
  "enquiry-ip-day",
  5,
  24 * HOUR,
  "from your network today",
);
export const ENQUIRY_IP_LIMIT = limit("enquiry-ip", 10, HOUR, "from your network");
export const ENQUIRY_EMAIL_LIMIT = limit("enquiry-email", 5, 24 * HOUR, "from this email address");

/** Counts one enquiry of `email` at venue `tenantId` from `ip`, or throws 429 and counts none. */
export async function assertEnquiryAllowed(tenantId: number, email: string, ip: string | null) {
  const address = addressKey(ip);
  await consumeRateLimits([
    { limit: ENQUIRY_ADDRESS_DAY_LIMIT, key: `${tenantId}:ip:${address}` },
    { limit: ENQUIRY_IP_LIMIT, key: `ip:${address}` },
    { limit: ENQUIRY_EMAIL_LIMIT, key: `${tenantId}:${email.toLowerCase()}` },
  ]);
}
