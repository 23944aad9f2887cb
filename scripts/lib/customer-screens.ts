// The customer's booking page (issue 27, decision 092) for the screenshots script: a booking made
// through the API with a deposit and a payment, opened from the link its confirmation mail
// carried. Without SMTP_URL the server writes mail to DATA_DIR/outbox, which this reads (run
// the script with the server's DATA_DIR).
import fs from "node:fs";
import path from "node:path";

import type { Page } from "@playwright/test";

import type { Shot } from "./screens";

const OUTBOX = path.join(process.env.DATA_DIR ?? ".data", "outbox");

/** The booking page link of the newest mail that names `reference`, waiting for it a while. */
async function linkInOutbox(reference: string): Promise<string> {
  for (let tries = 0; tries < 50; tries++) {
    const files = fs.existsSync(OUTBOX) ? fs.readdirSync(OUTBOX).sort().reverse() : [];
    for (const file of files) {
      const text = fs.readFileSync(path.join(OUTBOX, file), "utf8").replace(/=\r?\n/g, "");
      const link = text.includes(reference) && /https?:\/\/[^\s"<]+\/booking\/[\w-]{32}/.exec(text);
      if (link) return link[0];
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No mail in ${OUTBOX} names ${reference}`);
}

/** A confirmed booking with a deposit partly paid, made as the signed-in owner. */
async function bookingWithMoney(p: Page) {
  // From the page itself: the browser resolves the venue's host and sends its session.
  const api = (url: string, data?: unknown) =>
    p.evaluate(
      async ([to, body]) => {
        const init = body
          ? { method: "POST", headers: { "content-type": "application/json" }, body }
          : {};
        return (await fetch(to, init)).json() as Promise<unknown>;
      },
      [url, data === undefined ? "" : JSON.stringify(data)] as const,
    );
  const halls = (await api("/api/tenant/halls/")) as { id: number }[];
  const start = new Date(Date.now() + (40 + Math.floor(Math.random() * 300)) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const made = await api("/api/tenant/bookings/", {
    hall: halls[0].id,
    event_name: "Oliveira anniversary dinner",
    customer_name: "Marta Oliveira",
    customer_email: "marta@example.com",
    start_time: `${start}T19:00`,
    end_time: `${start}T23:30`,
    status: "confirmed",
    price: "3200",
    deposit_amount: "800",
  });
  const booking = made as { id: number };
  if (!booking.id) throw new Error(`The booking was refused: ${JSON.stringify(made)}`);
  await api(`/api/tenant/bookings/${booking.id}/payments/`, {
    kind: "payment",
    amount: "500",
    received_on: new Date().toISOString().slice(0, 10),
    method: "bank_transfer",
  });
  return `DEMO-${booking.id}`;
}

export const customerScreens = (host: (slug: string | null, path: string) => string): Shot[] => [
  {
    name: "customer-booking-page",
    url: host("demo", "/dashboard"),
    as: "owner",
    prepare: async (p) => {
      const link = await linkInOutbox(await bookingWithMoney(p));
      await p.context().clearCookies();
      await p.goto(link);
      await p.getByRole("heading", { level: 1 }).waitFor();
    },
  },
];
