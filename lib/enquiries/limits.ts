// How many enquiries a venue's public site takes, counted in PostgreSQL so every app server sees
// the same count: per client address at one venue for the day (however many emails it types), per
// client address for the hour (whatever venue it asks), and per email at one venue for the day.
// The caps on open holds (per email and for the whole venue, venue settings) are checked where the
// hold is made, under the venue's lock (./enquiries.ts;
// docs/decisions/050-bounded-enquiries-and-uploads.md).
import { isIPv6 } from "node:net";

import { consumeRateLimit, type RateLimit } from "@/lib/api/rate-limit";

const HOUR = 60 * 60 * 1000;

/** "12 minutes", or "5 hours" once it is two hours or more. */
function wait(minutes: number) {
  if (minutes >= 120) return `${Math.ceil(minutes / 60)} hours`;
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/** A limit of enquiries; `from` says whose, in its refusal ("from your network"). */
const limit = (bucket: string, max: number, windowMs: number, from: string): RateLimit => ({
  bucket,
  max,
  windowMs,
  refusal: (minutes) => `Too many enquiries ${from}. Please try again in ${wait(minutes)}.`,
});

export const ENQUIRY_ADDRESS_DAY_LIMIT = limit(
  "enquiry-ip-day",
  5,
  24 * HOUR,
  "from your network today",
);
export const ENQUIRY_IP_LIMIT = limit("enquiry-ip", 10, HOUR, "from your network");
export const ENQUIRY_EMAIL_LIMIT = limit("enquiry-email", 5, 24 * HOUR, "from this email address");

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

/** Counts one enquiry of `email` at venue `tenantId` from `ip`, or throws 429. */
export async function assertEnquiryAllowed(tenantId: number, email: string, ip: string | null) {
  const address = addressKey(ip);
  await consumeRateLimit(ENQUIRY_ADDRESS_DAY_LIMIT, `${tenantId}:ip:${address}`);
  await consumeRateLimit(ENQUIRY_IP_LIMIT, `ip:${address}`);
  await consumeRateLimit(ENQUIRY_EMAIL_LIMIT, `${tenantId}:${email.toLowerCase()}`);
}
