// The customer's booking mail when the server dies between the booking's commit and the mail
// server's acceptance: the booking is made, the mail is not lost, and after a restart the
// customer gets it exactly once, with 'sent' in the booking's history.
import crypto from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";

import pg from "pg";
import { SMTPServer } from "smtp-server";
import { afterEach, describe, expect, it } from "vitest";

import type { Server } from "@/bench/lib/servers";

import { restartableDatabase, seedVenue, startServer, type Database } from "./harness";

let database: Database | undefined;
let server: Server | undefined;
let smtp: SMTPServer | undefined;
const savedSmtpUrl = process.env.SMTP_URL;

afterEach(async () => {
  await server?.stop();
  await database?.remove();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  server = database = smtp = undefined;
  if (savedSmtpUrl === undefined) delete process.env.SMTP_URL;
  else process.env.SMTP_URL = savedSmtpUrl;
});

/**
 * A mail server that takes each message's bytes but answers the first one only when told: until
 * then the sender waits for its acceptance. A message counts as received once it is accepted.
 */
async function holdingSmtp() {
  const accepted: string[] = [];
  let first = true;
  let heldAt = 0;
  let held!: () => void;
  const arrived = new Promise<void>((resolve) => (held = resolve));
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, done) {
      let raw = "";
      stream.on("data", (c) => (raw += c));
      stream.on("end", () => {
        if (first) {
          first = false;
          heldAt = Date.now();
          held(); // never answered: the server is killed while it waits
          return;
        }
        accepted.push(raw);
        done();
      });
    },
  });
  smtp.on("error", () => {}); // the held connection dies with the app server
  await new Promise<void>((resolve) => smtp!.listen(0, "127.0.0.1", resolve));
  const { port } = smtp.server.address() as { port: number };
  return { url: `smtp://127.0.0.1:${port}`, accepted, arrived, heldAt: () => heldAt };
}

async function query<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[]) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    return (await db.query<T>(text, values)).rows;
  } finally {
    await db.end();
  }
}

describe("the customer's mail across a crash", () => {
  it("killed between the commit and the send, is sent once after the restart", async () => {
    database = await restartableDatabase();
    const mail = await holdingSmtp();
    process.env.SMTP_URL = mail.url;
    const secret = crypto.randomBytes(32).toString("base64url");
    server = await startServer(database, secret);
    const venue = await seedVenue(database.url, secret);

    const committedAt = Date.now();
    const res = await fetch(`${server.url}/api/tenant/bookings/`, {
      method: "POST",
      headers: venue.headers,
      body: JSON.stringify({
        hall: venue.hallId,
        event_name: "Crash gala",
        customer_name: "Kim Park",
        customer_email: "kim@example.com",
        status: "confirmed",
        start_time: "2033-05-01T18:00:00Z",
        end_time: "2033-05-01T22:00:00Z",
      }),
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    await mail.arrived; // the sender has the message on the wire, not yet accepted
    // How soon after the commit a sender woke (LISTEN/NOTIFY), on this busy machine.
    console.log(
      `The mail reached the SMTP server ${mail.heldAt() - committedAt} ms after the POST`,
    );
    expect(mail.heldAt() - committedAt).toBeLessThan(5_000);
    process.kill(server.pid, "SIGKILL");
    await server.stop();

    const emailed = () =>
      query<{ note: string }>(
        database!.url,
        `SELECT changes->'email'->>1 AS note FROM booking_changes
         WHERE tenant_id = $1 AND booking_id = $2 AND action = 'emailed'`,
        [venue.tenantId, id],
      );
    expect(await emailed()).toEqual([]);
    expect(mail.accepted).toEqual([]);

    server = await startServer(database, secret);
    const deadline = Date.now() + 30_000;
    while ((await emailed()).length === 0 && Date.now() < deadline) await sleep(200);
    await sleep(1_000); // a second send, were there one, would come now
    expect(mail.accepted).toHaveLength(1);
    expect(mail.accepted[0]).toContain("Your booking is confirmed: Crash gala");
    expect(await emailed()).toEqual([
      { note: expect.stringMatching(/^Sent "Your booking is confirmed: Crash gala .*" to kim@/) },
    ]);
    const rows = await query<{ state: string }>(
      database.url,
      "SELECT state FROM customer_mails WHERE booking_id = $1",
      [id],
    );
    expect(rows).toEqual([{ state: "sent" }]);
  }, 180_000);
});
