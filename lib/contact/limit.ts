// How many public messages one client address may send: the provider's contact form, security
// reports and every venue's contact form share one budget, so that a script switching forms gains
// nothing (docs/decisions/020-provider-contact-and-abuse-limits.md).
import { addressKey, consumeRateLimit, type RateLimit } from "@/lib/core/rate-limit";

export const MESSAGE_LIMIT: RateLimit = {
  bucket: "message",
  max: 5,
  windowMs: 10 * 60 * 1000,
  refusal: (minutes) =>
    `Too many messages from your network. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
};

/**
 * Counts one message from `ip` (the client address from the reverse proxy, lib/core/request.ts), or
 * throws 429: an IPv6 address by its /64, which one household holds whole. Requests with no
 * address at all share one budget.
 */
export function assertMessageAllowed(ip: string | null): Promise<void> {
  return consumeRateLimit(MESSAGE_LIMIT, `ip:${addressKey(ip)}`);
}
