import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { resetEnv } from "@/lib/env";
import { outboxDir, resetMailTransport, sendMail } from "@/lib/mail";

describe("sendMail", () => {
  const received: string[] = [];
  let server: SMTPServer;
  let port = 0;
  const saved = { SMTP_URL: process.env.SMTP_URL, DATA_DIR: process.env.DATA_DIR };

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, _session, done) {
        let data = "";
        stream.on("data", (c) => (data += c));
        stream.on("end", () => {
          received.push(data);
          done();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.server.address() as { port: number }).port;
  });

  afterAll(async () => {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    resetEnv();
    resetMailTransport();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("delivers through SMTP_URL", async () => {
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
    resetEnv();
    resetMailTransport();
    await sendMail({
      to: "guest@example.com",
      subject: "Your booking",
      text: "See you on Saturday.",
    });
    expect(received).toHaveLength(1);
    expect(received[0]).toContain("Subject: Your booking");
    expect(received[0]).toContain("See you on Saturday.");
  });

  it("writes to DATA_DIR/outbox without SMTP_URL", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hallbook-mail-"));
    delete process.env.SMTP_URL;
    process.env.DATA_DIR = dir;
    resetEnv();
    resetMailTransport();
    await sendMail({ to: "guest@example.com", subject: "Offline", text: "Kept for later." });
    const files = fs.readdirSync(outboxDir());
    expect(files).toHaveLength(1);
    expect(fs.readFileSync(path.join(outboxDir(), files[0]), "utf8")).toContain("Subject: Offline");
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
