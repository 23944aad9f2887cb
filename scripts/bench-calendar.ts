// `npm run bench:calendar`: how the calendar page behaves in Chromium with 10,000 bookings in a
// tenant: time until the month's events show, and the frames and long tasks while an event is
// dragged across the month. Needs a running server (`npm start`); run it with the same DATA_DIR or
// DATABASE_URL. It creates (once) a tenant "bench" with its own sign-in, next to the demo data.
import { chromium as browserType } from "@playwright/test";

import { hashPassword } from "@/lib/auth/password";
import { db, disconnectDb } from "@/lib/db";

import { chromium } from "../playwright.config";
import { createBenchVenue } from "./lib/bench-venue";

const BASE = new URL(process.env.BENCH_BASE ?? "http://localhost:3000");
const BOOKINGS = 10_000;
const EMAIL = "bench@example.com";
const PASSWORD = "Bench#12345";
/** The month on screen with its events within this of navigation (issue 28). */
const TARGET_MS = 1000;

async function seed() {
  const existing = await db.tenant.findUnique({ where: { slug: "bench" } });
  if (existing) return;
  console.log(`Creating tenant "bench" with ${BOOKINGS.toLocaleString()} bookings...`);
  // From about 500 days ago to 500 days ahead, 14:00-18:00 UTC.
  const today = new Date();
  const tenant = await createBenchVenue(
    "bench",
    "Bench Venue",
    BOOKINGS,
    new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - 500, 14)),
  );
  const user = await db.user.create({
    data: { email: EMAIL, passwordHash: await hashPassword(PASSWORD), name: "Bench User" },
  });
  await db.tenantUser.create({ data: { tenantId: tenant.id, userId: user.id, role: "Admin" } });
}

async function main() {
  await seed();
  await disconnectDb();
  const origin = `${BASE.protocol}//bench.${BASE.host}`;
  const browser = await browserType.launch(chromium);
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(`${origin}/login`);
  await page.getByLabel("Email").fill(EMAIL);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(`${origin}/dashboard`);

  // From navigation to the month on screen with its events, three times: the first after the
  // server has not shown this page yet, the median the figure.
  const paints: number[] = [];
  for (let i = 0; i < 3; i++) {
    const started = Date.now();
    await page.goto(`${origin}/calendar`);
    await page.locator("[data-event-id]").first().waitFor();
    paints.push(Date.now() - started);
  }
  const firstPaint = [...paints].sort((a, b) => a - b)[1];
  const visible = await page.locator("[data-event-id]").count();

  // A string, not a function: the script runner's helpers do not exist in the page.
  await page.evaluate(`
    window.__long = [];
    window.__frames = [];
    new PerformanceObserver((list) => list.getEntries().forEach((e) => window.__long.push(e.duration))).observe({ type: "longtask" });
    const tick = (t) => { window.__frames.push(t); requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
  `);
  const event = page.locator("[data-event-id]").nth(5);
  const from = (await event.boundingBox())!;
  const cells = page.locator('[role="cell"][data-date]');
  const to = (await cells.nth((await cells.count()) - 3).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  const dragStart = await page.evaluate(() => performance.now());
  for (let i = 1; i <= 60; i++) {
    const f = i / 60;
    await page.mouse.move(from.x + (to.x - from.x) * f + 10, from.y + (to.y - from.y) * f + 10);
  }
  const dragEnd = await page.evaluate(() => performance.now());
  await page.mouse.up();
  const { long, frames } = (await page.evaluate(
    "({ long: window.__long, frames: window.__frames })",
  )) as { long: number[]; frames: number[] };
  const during = frames.filter((t) => t >= dragStart && t <= dragEnd);
  const gaps = during
    .slice(1)
    .map((t, i) => t - during[i])
    .sort((a, b) => a - b);
  const fps = during.length / ((dragEnd - dragStart) / 1000);
  console.log(
    `\nCalendar with ${BOOKINGS.toLocaleString()} bookings in the tenant (month view, all halls):`,
  );
  console.log(
    `- month shown with events after ${firstPaint} ms, the median of ${paints.join(", ")} ms ` +
      `(${visible} event elements rendered; target ≤ ${TARGET_MS} ms: ` +
      `${firstPaint <= TARGET_MS ? "met" : "missed"})`,
  );
  console.log(
    `- while dragging (60 pointer moves over ${(dragEnd - dragStart).toFixed(0)} ms): ${fps.toFixed(0)} frames/s, frame gap p95 ${gaps[Math.floor(gaps.length * 0.95)]?.toFixed(1)} ms, max ${gaps.at(-1)?.toFixed(1)} ms`,
  );
  console.log(
    `- long tasks (> 50 ms) during the drag: ${long.length ? long.map((d) => d.toFixed(0)).join(", ") + " ms" : "none"}`,
  );
  await browser.close();
}

main().catch(async (e) => {
  console.error(e);
  await disconnectDb();
  process.exit(1);
});
