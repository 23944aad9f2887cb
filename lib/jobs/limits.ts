// How many applications the public careers pages take, counted in PostgreSQL so every app server
// sees the same count. Each stores a resume of up to 5 MB and mails a confirmation to the address
// typed, so both are bounded: per client address (an IPv6 /64 as one) in ten minutes and in a day,
// and per applicant email in a day whoever sends them, so that no address is mailed more than a
// few confirmations a day however many networks an attacker has
// (docs/decisions/019-resumes-and-job-api.md, amended).
import { addressKey, consumeRateLimits, countedLimit, type RateLimit } from "@/lib/core/rate-limit";

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

/** Per client address: enough for a family sharing a connection, not a flood. */
export const APPLICATION_LIMIT: RateLimit = countedLimit(
  "applications",
  { bucket: "application", max: 5, windowMs: 10 * MINUTE },
  "from your network",
);
/** Per client address and day: 50 MB of resumes at most. */
export const APPLICATION_DAY_LIMIT: RateLimit = countedLimit(
  "applications",
  { bucket: "application-day", max: 10, windowMs: DAY },
  "from your network today",
);
/** Per applicant email and day, from any address: the confirmations one mailbox is sent. */
export const APPLICANT_EMAIL_LIMIT: RateLimit = countedLimit(
  "applications",
  { bucket: "application-email", max: 3, windowMs: DAY },
  "for this email address today",
);

/** Counts one application of `email` from `ip`, or throws 429 with Retry-After and counts none. */
export async function assertApplicationAllowed(email: string, ip: string | null) {
  const address = addressKey(ip);
  await consumeRateLimits([
    { limit: APPLICATION_LIMIT, key: `ip:${address}` },
    { limit: APPLICATION_DAY_LIMIT, key: `ip:${address}` },
    { limit: APPLICANT_EMAIL_LIMIT, key: `email:${email.trim().toLowerCase()}` },
  ]);
}
