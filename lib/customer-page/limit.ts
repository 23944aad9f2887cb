// How often one client address may open booking pages and act on them: a link is 192 random
// bits, so guessing is hopeless, and this keeps a script from trying, or from flooding a venue
// with a page's actions (decision 092). Counted in PostgreSQL, across every app server.
import { addressKey, consumeRateLimit, type RateLimit } from "@/lib/core/rate-limit";

export const BOOKING_PAGE_LIMIT: RateLimit = {
  bucket: "booking-page",
  max: 60,
  windowMs: 10 * 60 * 1000,
  refusal: (minutes) =>
    `Too many requests from your network. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
};

/** Counts one request from `ip`, or throws 429. */
export const assertPageAllowed = (ip: string | null) =>
  consumeRateLimit(BOOKING_PAGE_LIMIT, `ip:${addressKey(ip)}`);
