import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { resetEnv } from "@/lib/env";
import { outboxDir, resetMailTransport, sendMail, SMTP_TIMEOUTS } from "@/lib/mail";
import { composeMail } from "@/lib/mail/template";

import { startTestSmtp, type TestSmtp } from "./smtp";

describe("sendMail", () => {
  let smtp: TestSmtp;
  const savedDataDir = process.env.DATA_DIR;

  beforeAll(async () => {
    smtp = await startTestSmtp();
  });

  afterAll(async () => {
    await smtp.close();
    if (savedDataDir === undefined) delete process.env.DATA_DIR;
    else process.env.DATA_DIR = savedDataDir;
    resetEnv();
  });

  it("delivers through SMTP_URL, text and HTML", async () => {
    await sendMail(
      composeMail({ to: "guest@example.com", subject: "Your booking", paragraphs: ["See you."] }),
    );
    const [message] = smtp.to("guest@example.com");
    expect(message.raw).toContain("Subject: Your booking");
    expect(message.raw).toContain("See you.");
    expect(message.raw).toContain("text/html");
  });

  it("throws when the server refuses the message", async () => {
    smtp.refuseNext();
    await expect(
      sendMail({ to: "nobody@example.com", subject: "Refused", text: "No." }),
    ).rejects.toThrow();
    expect(smtp.to("nobody@example.com")).toEqual([]);
  });

  it("gives up on a server that never answers, instead of holding the request", async () => {
    const silent = net.createServer(() => {}); // accepts, never greets
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const saved = { url: process.env.SMTP_URL, greeting: SMTP_TIMEOUTS.greetingTimeout };
    process.env.SMTP_URL = `smtp://127.0.0.1:${(silent.address() as net.AddressInfo).port}`;
    SMTP_TIMEOUTS.greetingTimeout = 300;
    resetEnv();
    resetMailTransport();
    try {
      const started = Date.now();
      await expect(sendMail({ to: "a@example.com", subject: "Hung", text: "." })).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      SMTP_TIMEOUTS.greetingTimeout = saved.greeting;
      process.env.SMTP_URL = saved.url;
      resetEnv();
      resetMailTransport();
      silent.close();
    }
  });

  it("writes to DATA_DIR/outbox without SMTP_URL", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hallbook-mail-"));
    const saved = process.env.SMTP_URL;
    delete process.env.SMTP_URL;
    process.env.DATA_DIR = dir;
    resetEnv();
    resetMailTransport();
    try {
      await sendMail({ to: "guest@example.com", subject: "Offline", text: "Kept for later." });
      const files = fs.readdirSync(outboxDir());
      expect(files).toHaveLength(1);
      const eml = fs.readFileSync(path.join(outboxDir(), files[0]), "utf8");
      expect(eml).toContain("Subject: Offline");
    } finally {
      process.env.SMTP_URL = saved;
      resetEnv();
      resetMailTransport();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
