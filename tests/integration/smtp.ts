// A real SMTP server in the test process (the npm smtp-server package): point SMTP_URL at it and
// read what arrived, as a mail catcher would show it.
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll } from "vitest";

import { customerMailSettled } from "@/lib/bookings/customer-notify";
import { resetEnv } from "@/lib/env";
import { resetMailTransport } from "@/lib/mail";

export type Received = { from: string; to: string[]; raw: string };

export type TestSmtp = {
  received: Received[];
  /** the messages sent to `address` */
  to(address: string): Received[];
  /** make the next `count` messages fail with `code`: 550 (for good) by default, 451 (for now) */
  refuseNext(count?: number, code?: number): void;
  /** wait `ms` before answering each message from now on */
  answerAfter(ms: number): void;
  close(): Promise<void>;
};

/** Starts the server and sets SMTP_URL to it; close() puts SMTP_URL back. */
export async function startTestSmtp(): Promise<TestSmtp> {
  const received: Received[] = [];
  let refusals = 0;
  let refusalCode = 550;
  let answerMs = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, done) {
      let raw = "";
      stream.on("data", (c) => (raw += c));
      stream.on("end", async () => {
        if (answerMs) await new Promise((r) => setTimeout(r, answerMs));
        if (refusals > 0) {
          refusals -= 1;
          const text = refusalCode < 500 ? "Try again later" : "Mailbox unavailable";
          const error = new Error(text) as Error & { responseCode: number };
          error.responseCode = refusalCode;
          return done(error);
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as { port: number }).port;
  const saved = process.env.SMTP_URL;
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
  resetEnv();
  resetMailTransport();
  return {
    received,
    to: (address) => received.filter((m) => m.to.includes(address)),
    refuseNext(count = 1, code = 550) {
      refusals = count;
      refusalCode = code;
    },
    answerAfter: (ms) => void (answerMs = ms),
    async close() {
      if (saved === undefined) delete process.env.SMTP_URL;
      else process.env.SMTP_URL = saved;
      resetEnv();
      resetMailTransport();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * The server for a whole test file: started before its tests, closed after them once the customer
 * mail they started has been sent. Read it through the returned function.
 */
export function smtpForFile(): () => TestSmtp {
  let smtp: TestSmtp | undefined;
  beforeAll(async () => {
    smtp = await startTestSmtp();
  });
  afterAll(async () => {
    await customerMailSettled();
    await smtp?.close();
  });
  return () => {
    if (!smtp) throw new Error("The test SMTP server has not started yet.");
    return smtp;
  };
}
