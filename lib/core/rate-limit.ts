// A sliding-window rate limit counted in PostgreSQL (table rate_limit_hits), so that every app
// server behind the load balancer sees the same count. Sign-in failures have their own counter
// (lib/auth/rate-limit.ts): they are cleared by a success, these are not.
import { isIPv6 } from "node:net";

import { db } from "@/lib/db";
import { recordRateLimited } from "@/lib/metrics/metrics";

import { AppError } from "./errors";

export type RateLimit = {
  /** what is counted, e.g. "message" */
  bucket: string;
  /** at most this many hits per key inside the window */
  max: number;
  windowMs: number;
  /** the 429's detail, given the minutes until the next hit is allowed */
  refusal: (minutes: number) => string;
};

/** `hits` (one) hits of `key` against `limit`. */
export type RateLimitHit = { limit: RateLimit; key: string; hits?: number };

/** "12 minutes", or "5 hours" once it is two hours or more. */
export function waitInWords(minutes: number) {
  if (minutes >= 120) return `${Math.ceil(minutes / 60)} hours`;
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/** A limit of `what` ("enquiries"); `from` says whose, in its refusal ("from your network"). */
export const countedLimit = (
  what: string,
  limit: Omit<RateLimit, "refusal">,
  from: string,
): RateLimit => ({
  ...limit,
  refusal: (minutes) => `Too many ${what} ${from}. Please try again in ${waitInWords(minutes)}.`,
});

/**
 * Counts `hits` (one) hits of `key`, or throws 429 (with Retry-After) when they would take the key
 * past `max` hits in the window. The hits are written before the count is read, so concurrent
 * requests on several servers can never let more than `max` through; refused hits are taken back,
 * so that being refused does not push the end of the wait further.
 */
export const consumeRateLimit = (limit: RateLimit, key: string, hits = 1) =>
  consumeRateLimits([{ limit, key, hits }]);

/**
 * consumeRateLimit() for several limits at once, all or nothing: if any refuses, the hits of all
 * are taken back and the first refusal is thrown, so a request refused by one limit uses up no
 * other.
 */
export async function consumeRateLimits(hits: RateLimitHit[]): Promise<void> {
  const written = await db.rateLimitHit.createManyAndReturn({
    data: hits.flatMap(({ limit, key, hits: n = 1 }) =>
      Array.from({ length: n }, () => ({ bucket: limit.bucket, key })),
    ),
    select: { id: true },
  });
  for (const { limit, key } of hits) {
    const { bucket, max, windowMs } = limit;
    const since = new Date(Date.now() - windowMs);
    const inWindow = { bucket, key, createdAt: { gt: since } };
    const count = await db.rateLimitHit.count({ where: inWindow });
    if (count <= max) {
      // Keep the table small: forget hits that no longer count (cheap, indexed).
      if (Math.random() < 0.05)
        await db.rateLimitHit.deleteMany({ where: { bucket, createdAt: { lte: since } } });
      continue;
    }
    await db.rateLimitHit.deleteMany({ where: { id: { in: written.map((hit) => hit.id) } } });
    const oldest = await db.rateLimitHit.findFirst({
      where: inWindow,
      orderBy: { createdAt: "asc" },
      select: { createdAt: true },
    });
    const waitMs = (oldest ? oldest.createdAt.getTime() : Date.now()) + windowMs - Date.now();
    const retryAfter = Math.max(1, Math.ceil(waitMs / 1000));
    recordRateLimited(bucket);
    throw new AppError(429, limit.refusal(Math.ceil(retryAfter / 60)), {
      "Retry-After": String(retryAfter),
    });
  }
}

/**
 * The address a limit counts: an IPv4 address as it is (an IPv4-mapped IPv6 one too), an IPv6
 * address by its /64 network: one household or phone is given a whole /64, and could otherwise
 * take a new address for every request.
 */
export function addressKey(ip: string | null): string {
  if (!ip) return "unknown";
  const text = ip.trim().toLowerCase();
  if (!isIPv6(text)) return text;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (mapped) return mapped[1]!;
  const [head = "", tail = ""] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  // A dotted IPv4 tail stands for the last two groups.
  const width = (groups: string[]) => groups.reduce((n, g) => n + (g.includes(".") ? 2 : 1), 0);
  const zeros = text.includes("::") ? 8 - width(left) - width(right) : 0;
  const groups = [...left, ...Array<string>(zeros).fill("0"), ...right];
  const network = groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, ""));
  return `${network.join(":")}::/64`;
}
