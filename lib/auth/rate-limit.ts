// Failed sign-ins are limited per email and per client IP. The counter lives in PostgreSQL so it
// holds across every app process behind the load balancer. An attempt is counted BEFORE its
// password is checked, as the message limits count a message before sending it
// (lib/core/rate-limit.ts): concurrent guesses can never get more checks than the limit, whatever
// the number of servers. A right password takes its own attempt back.
import { AppError } from "@/lib/core/errors";
import { db } from "@/lib/db";
import { recordRateLimited } from "@/lib/metrics/metrics";

export const MAX_FAILURES = 10;
export const WINDOW_MS = 15 * 60 * 1000;

export const failureKeys = (email: string, ip: string | null) => [
  `email:${email.toLowerCase()}`,
  ...(ip ? [`ip:${ip}`] : []),
];

/** An attempt counted against its keys until it is known to be a success. */
export type SignInAttempt = { ids: bigint[]; keys: string[] };

/**
 * Counts an attempt against every key, then lets it through only if no key has more than
 * MAX_FAILURES attempts in the window, its own included; otherwise takes it back and throws 429.
 */
export async function beginSignInAttempt(keys: string[]): Promise<SignInAttempt> {
  const rows = await db.authFailure.createManyAndReturn({
    data: keys.map((key) => ({ key })),
    select: { id: true },
  });
  const ids = rows.map((r) => r.id);
  const since = new Date(Date.now() - WINDOW_MS);
  const counts = await db.authFailure.groupBy({
    by: ["key"],
    where: { key: { in: keys }, createdAt: { gt: since } },
    _count: { _all: true },
    _min: { createdAt: true },
  });
  const blocked = counts.filter((c) => c._count._all > MAX_FAILURES);
  if (!blocked.length) {
    // Keep the table small: forget failures that no longer count (cheap, indexed).
    if (Math.random() < 0.05)
      await db.authFailure.deleteMany({ where: { createdAt: { lt: since } } });
    return { ids, keys };
  }
  await db.authFailure.deleteMany({ where: { id: { in: ids } } });
  const oldest = Math.min(...blocked.map((c) => c._min.createdAt!.getTime()));
  const retryAfter = Math.max(1, Math.ceil((oldest + WINDOW_MS - Date.now()) / 1000));
  const minutes = Math.ceil(retryAfter / 60);
  recordRateLimited("sign-in");
  throw new AppError(
    429,
    `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    { "Retry-After": String(retryAfter) },
  );
}

/** The password was right: the attempt was no failure, and the account's earlier ones go too. */
export async function forgiveSignInAttempt(attempt: SignInAttempt) {
  const account = attempt.keys.filter((k) => k.startsWith("email:"));
  await db.authFailure.deleteMany({
    where: { OR: [{ id: { in: attempt.ids } }, { key: { in: account } }] },
  });
}
