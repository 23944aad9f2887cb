// A customer's booking email on the wire: sent through a real SMTP server, or written to the
// outbox without one, its .ics attachment arrives and reads back as the same event.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { customerMail } from "@/lib/bookings/customer-mail";
import { resetEnv } from "@/lib/env";
import { outboxDir, resetMailTransport, sendMail } from "@/lib/mail";
import { mailBooking, mailOptions, mailVenue } from "@/tests/customer-mail-fixtures";

import { calendarOf } from "./mail-read";
import { startTestSmtp, type TestSmtp } from "./smtp";

const venue = mailVenue({ phone: null });
const booking = mailBooking({
  id: 7,
  version: 2,
  eventName: "Summer <gala>",
  startTime: new Date("2026-07-18T22:00:00Z"),
  endTime: new Date("2026-07-19T03:00:00Z"),
  holdUntil: null,
});
const options = mailOptions;

const theEvent = (method: string) => ({
  method,
  uid: "booking-7@demo.localhost",
  sequence: 2,
  start: booking.startTime.toISOString(),
  end: booking.endTime.toISOString(),
  summary: "Summer <gala> at Grand Hall Co",
});

describe("a customer's booking email", () => {
  let smtp: TestSmtp;

  beforeAll(async () => {
    smtp = await startTestSmtp();
  });

  afterAll(async () => {
    await smtp.close();
  });

  it("arrives through SMTP with its .ics, which reads back as the booking", async () => {
    await sendMail(customerMail("confirmed", booking, venue, options));
    const [received] = smtp.to("ana@example.com");
    const message = await simpleParser(received.raw);
    expect(message.subject).toBe("Your booking is confirmed: Summer <gala> (DEMO-7)");
    expect(message.replyTo?.text).toBe("events@grand.example");
    expect(message.text).toContain("When: Saturday, July 18, 2026, 6:00 PM – 11:00 PM EDT");
    expect(message.html).toContain("Summer &lt;gala&gt;");
    expect(calendarOf(message)).toEqual({ filename: "DEMO-7.ics", ...theEvent("REQUEST") });
    const part = message.attachments.find((a) => a.filename === "DEMO-7.ics")!;
    expect(part.headers.get("content-type")).toMatchObject({
      value: "text/calendar",
      params: { charset: "utf-8", method: "REQUEST" },
    });
  });

  it("carries a cancellation for the same event, with a higher sequence", async () => {
    const cancelled = { ...booking, version: 3 };
    await sendMail(customerMail("cancelled", cancelled, venue, options));
    const message = await simpleParser(smtp.to("ana@example.com").at(-1)!.raw);
    expect(message.subject).toBe("Your booking is cancelled: Summer <gala> (DEMO-7)");
    expect(calendarOf(message)).toMatchObject({ ...theEvent("CANCEL"), sequence: 3 });
  });

  it("keeps the attachment in the .eml written to the outbox without SMTP_URL", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hallbook-customer-mail-"));
    const saved = { url: process.env.SMTP_URL, dataDir: process.env.DATA_DIR };
    delete process.env.SMTP_URL;
    process.env.DATA_DIR = dir;
    resetEnv();
    resetMailTransport();
    try {
      await sendMail(
        customerMail("changed", { ...booking, holdUntil: new Date() }, venue, options),
      );
      const files = fs.readdirSync(outboxDir());
      expect(files).toHaveLength(1);
      const message = await simpleParser(fs.readFileSync(path.join(outboxDir(), files[0])));
      expect(message.subject).toBe("Your booking has changed: Summer <gala> (DEMO-7)");
      expect(calendarOf(message)).toEqual({ filename: "DEMO-7.ics", ...theEvent("REQUEST") });
    } finally {
      for (const [name, value] of [
        ["SMTP_URL", saved.url],
        ["DATA_DIR", saved.dataDir],
      ] as const)
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      resetEnv();
      resetMailTransport();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
