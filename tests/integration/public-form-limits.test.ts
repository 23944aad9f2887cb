// A public form's limits are counted all or nothing: a request refused by one of them (here the
// email's) leaves every other count (the client address's) as it was, so the refusal costs the
// address nothing (lib/enquiries/limits.ts, lib/jobs/limits.ts, consumeRateLimits).
import { describe, expect, it } from "vitest";

import { consumeRateLimit, type RateLimit } from "@/lib/core/rate-limit";
import { db } from "@/lib/db";
import {
  assertEnquiryAllowed,
  ENQUIRY_ADDRESS_DAY_LIMIT,
  ENQUIRY_EMAIL_LIMIT,
  ENQUIRY_IP_LIMIT,
} from "@/lib/enquiries/limits";
import {
  APPLICANT_EMAIL_LIMIT,
  APPLICATION_DAY_LIMIT,
  APPLICATION_LIMIT,
  assertApplicationAllowed,
} from "@/lib/jobs/limits";

import { venue } from "./helpers";

const hitsOf = (limit: RateLimit, key: string) =>
  db.rateLimitHit.count({ where: { bucket: limit.bucket, key } });

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: { status?: number }) => error.status,
  );

describe("a public form refused by the email's limit", () => {
  it("leaves an enquiry's address counts as they were", async () => {
    const { tenant } = await venue();
    const ip = `10.91.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const email = `full-${tenant.id}@example.com`;
    await consumeRateLimit(ENQUIRY_EMAIL_LIMIT, `${tenant.id}:${email}`, ENQUIRY_EMAIL_LIMIT.max);
    await assertEnquiryAllowed(tenant.id, `other-${tenant.id}@example.com`, ip);

    expect(await refusal(assertEnquiryAllowed(tenant.id, email, ip))).toBe(429);
    expect(await hitsOf(ENQUIRY_ADDRESS_DAY_LIMIT, `${tenant.id}:ip:${ip}`)).toBe(1);
    expect(await hitsOf(ENQUIRY_IP_LIMIT, `ip:${ip}`)).toBe(1);
    expect(await hitsOf(ENQUIRY_EMAIL_LIMIT, `${tenant.id}:${email}`)).toBe(
      ENQUIRY_EMAIL_LIMIT.max,
    );
  });

  it("leaves an application's address counts as they were", async () => {
    const ip = `10.92.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const email = `full-${ip}@example.com`;
    await consumeRateLimit(APPLICANT_EMAIL_LIMIT, `email:${email}`, APPLICANT_EMAIL_LIMIT.max);
    await assertApplicationAllowed(`other-${ip}@example.com`, ip);

    expect(await refusal(assertApplicationAllowed(email, ip))).toBe(429);
    expect(await hitsOf(APPLICATION_LIMIT, `ip:${ip}`)).toBe(1);
    expect(await hitsOf(APPLICATION_DAY_LIMIT, `ip:${ip}`)).toBe(1);
    expect(await hitsOf(APPLICANT_EMAIL_LIMIT, `email:${email}`)).toBe(APPLICANT_EMAIL_LIMIT.max);
  });
});
