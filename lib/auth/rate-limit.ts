// Failed sign-ins are limited per email and per client IP. The counter lives in PostgreSQL so it
// holds across every app process behind the load balancer.
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db";

export const MAX_FAILURES = 10;
export const WINDOW_MS = 15 * 60 * 1000;

export const failureKeys = (email: string, ip: string | null) => [
  `email:${email.toLowerCase()}`,
  ...(ip ? [`ip:${ip}`] : []),
];

/** Throws 429 when any key has MAX_FAILURES failures inside the window. */
export async function assertSignInAllowed(keys: string[]) {
  const since = new Date(Date.now() - WINDOW_MS);
  const counts = await db.authFailure.groupBy({
    by: ["key"],
    where: { key: { in: keys }, createdAt: { gt: since } },
    _count: { _all: true },
    _min: { createdAt: true },
  });
  const blocked = counts.filter((c) => c._count._all >= MAX_FAILURES);
  if (!blocked.length) return;
  const oldest = Math.min(...blocked.map((c) => c._min.createdAt!.getTime()));
  const retryAfter = Math.max(1, Math.ceil((oldest + WINDOW_MS - Date.now()) / 1000));
  const minutes = Math.ceil(retryAfter / 60);
  throw new AppError(
    429,
    `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    { "Retry-After": String(retryAfter) },
  );
}

export async function recordSignInFailure(keys: string[]) {
  await db.authFailure.createMany({ data: keys.map((key) => ({ key })) });
  // Keep the table small: forget failures that no longer count (cheap, indexed).
  if (Math.random() < 0.05)
    await db.authFailure.deleteMany({
      where: { createdAt: { lt: new Date(Date.now() - WINDOW_MS) } },
    });
}

/** A successful sign-in clears the account's counter (not the IP's). */
export async function clearSignInFailures(email: string) {
  await db.authFailure.deleteMany({ where: { key: `email:${email.toLowerCase()}` } });
}
