// Security vulnerability reports (POST /api/support/security-report/, our path: the spec names
// none): anyone reports, the subject is fixed, the report is stored and mailed to PROVIDER_EMAIL
// with Reply-To the reporter; the provider's staff list them; a refused mail keeps the report;
// reports count against the message limit.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import * as reports from "@/app/api/support/security-report/route";
import { db } from "@/lib/db";
import { resetEnv } from "@/lib/env";

import { call, createUser, tokenFor, venue, visitorHeaders } from "./helpers";
import { startTestSmtp, type TestSmtp } from "./smtp";

const PROVIDER = "security@provider.example";
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
  process.env.PROVIDER_EMAIL = PROVIDER;
  resetEnv();
});
afterAll(async () => {
  delete process.env.PROVIDER_EMAIL;
  await smtp.close();
});
afterEach(() => vi.restoreAllMocks());

const report = {
  name: "Rita Researcher",
  email: "rita@example.com",
  message: "The login page reflects ?next= into a link.\nSteps: open /login?next=javascript:...",
};
const send = (body: unknown, headers = visitorHeaders()) => call(reports.POST, { body, headers });

describe("POST /api/support/security-report/", () => {
  it("stores an anonymous report with the fixed subject and mails the provider's address", async () => {
    const sent = await send({ ...report, subject: "ignored: the subject is fixed" });
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({
      ...report,
      id: expect.any(Number),
      subject: "Security Vulnerability Report",
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(
      await db.securityReport.findUniqueOrThrow({ where: { id: sent.body.id } }),
    ).toMatchObject({ subject: "Security Vulnerability Report", message: report.message });
    const [mail] = smtp.to(PROVIDER);
    expect(mail.raw).toContain("Subject: Security Vulnerability Report from Rita Researcher");
    expect(mail.raw).toMatch(/^Reply-To: rita@example\.com/m);
    expect(mail.raw).toContain("Steps: open /login?next=3Djavascript:...");
    expect(mail.raw).toContain(`security report #${sent.body.id}`);
  });

  it("needs a name, an email and the details (spec §5)", async () => {
    const count = await db.securityReport.count();
    expect(await send({})).toMatchObject({
      status: 400,
      body: {
        name: ["This field is required."],
        email: ["This field is required."],
        message: ["This field is required."],
      },
    });
    expect((await send({ ...report, email: "rita" })).body).toEqual({
      email: ["Enter a valid email address."],
    });
    expect(await db.securityReport.count()).toBe(count);
  });

  it("keeps the report when the mail server refuses the notice", async () => {
    vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    smtp.refuseNext();
    const sent = await send({ ...report, name: "Kept Anyway" });
    expect(sent.status).toBe(201);
    expect(await db.securityReport.count({ where: { name: "Kept Anyway" } })).toBe(1);
    expect(smtp.received.filter((m) => m.raw.includes("Kept Anyway"))).toEqual([]);
  });

  it("answers 429 past five messages from one address in ten minutes", async () => {
    const headers = visitorHeaders();
    for (let i = 0; i < 5; i++) expect((await send(report, headers)).status).toBe(201);
    const refused = await send({ ...report, name: "Sixth" }, headers);
    expect(refused).toMatchObject({
      status: 429,
      body: { detail: expect.stringMatching(/^Too many messages from your network\./) },
    });
    expect(await db.securityReport.count({ where: { name: "Sixth" } })).toBe(0);
  });
});

describe("GET /api/support/security-report/", () => {
  it("lists reports newest first to the provider's staff only", async () => {
    const first = await send({ ...report, name: "First" });
    const second = await send({ ...report, name: "Second" });
    const staff = await createUser({ system: true });
    const list = await call(reports.GET, { token: await tokenFor(staff.uuid, null) });
    expect(list.status).toBe(200);
    expect(list.body.slice(0, 2)).toEqual([second.body, first.body]);

    const v = await venue();
    expect((await call(reports.GET)).status).toBe(401);
    // a venue's token is the wrong kind here: 403 (decision 066)
    expect((await call(reports.GET, { token: v.token })).status).toBe(403);
    expect((await call(reports.GET, { token: await tokenFor(v.user.uuid, null) })).status).toBe(
      403,
    );
  });
});
