// The screens of repeating bookings (issue 26) for the screenshots script: the booking form with a
// weekly rule and a clash it found, and the scope dialog of an edit of one date. Each makes its
// own data through the API from the signed-in page, on a hall of the demo that takes any times.
import type { Page } from "@playwright/test";

import type { Shot } from "./screens";

type Made = { hall: number; first: string; series: number | null };

/** A hall without slots, a Tuesday four weeks on, a booking two weeks later (and a series). */
async function makeData(p: Page, withSeries: boolean): Promise<Made> {
  // tsx names the functions below with a helper the page does not have.
  await p.evaluate("window.__name = (f) => f");
  return p.evaluate(async (withSeries) => {
    const send = async (path: string, body?: unknown) => {
      const res = await fetch(`/api/tenant/${path}`, {
        method: body ? "POST" : "GET",
        headers: { "content-type": "application/json" },
        body: body ? JSON.stringify(body) : undefined,
      });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return res.json();
    };
    const halls: { id: number; requires_slot: boolean; is_active: boolean }[] =
      await send("halls/");
    const hall = halls.find((h) => !h.requires_slot)!.id;
    const day = new Date(Date.now() + 28 * 86_400_000);
    day.setUTCDate(
      day.getUTCDate() + ((2 - day.getUTCDay() + 7) % 7) + 7 * Math.floor(Math.random() * 20),
    );
    const first = day.toISOString().slice(0, 10);
    const later = new Date(day.getTime() + 14 * 86_400_000).toISOString().slice(0, 10);
    const who = { customer_name: "Erin Example", customer_email: "erin@example.com" };
    // Taken already by an earlier run: that booking is in the way just as well.
    await send("bookings/", {
      ...who,
      hall,
      event_name: "Choir rehearsal",
      status: "confirmed",
      start_time: `${later}T18:30`,
      end_time: `${later}T20:00`,
    }).catch(() => null);
    let series = null;
    // Earlier runs on the same database took some hours: each try starts at another one.
    for (let hour = 6; withSeries && series === null && hour < 22; hour++) {
      const next = new Date(day.getTime() + 7 * 86_400_000).toISOString().slice(0, 10);
      const at = (h: number) => `${next}T${String(h).padStart(2, "0")}:00`;
      const made = await send("bookings/", {
        ...who,
        hall,
        event_name: "Yoga class",
        status: "confirmed",
        start_time: at(hour),
        end_time: at(hour + 1),
        recurrence: { freq: "weekly", count: 8 },
        on_clash: "skip",
      }).catch(() => null);
      series = made?.series.id ?? null;
    }
    return { hall, first, series };
  }, withSeries);
}

/** A new series' dates in the list (`?series=`), and the visible button of one of them. */
async function seriesRowButton(
  p: Page,
  host: (slug: string | null, p: string) => string,
  name: RegExp,
) {
  const { series } = await makeData(p, true);
  await p.goto(host("demo", `/bookings?series=${series}`), { waitUntil: "networkidle" });
  // A table row on a desktop, a card on a phone.
  return p.getByRole("button", { name }).filter({ visible: true });
}

export const seriesScreens = (host: (slug: string | null, p: string) => string): Shot[] => [
  {
    name: "tenant-booking-form-series",
    url: host("demo", "/calendar"),
    as: "owner",
    prepare: async (p) => {
      const { hall, first } = await makeData(p, false);
      await p.getByRole("button", { name: "Add Booking" }).click();
      const form = p.getByRole("dialog", { name: "Add New Booking" });
      await form.getByLabel("Booking Title").fill("Pilates");
      await form.getByLabel("Hall", { exact: true }).selectOption(String(hall));
      await form.getByLabel("Start Time").fill(`${first}T19:00`);
      await form.getByLabel("End Time").fill(`${first}T20:00`);
      await form.getByLabel("Repeats").selectOption("weekly");
      await form.getByLabel("Number of times").fill("20");
      await form.getByRole("button", { name: "Check dates" }).click();
      const result = form.getByRole("status").filter({ hasText: "20 dates" });
      await result.waitFor();
      await result.scrollIntoViewIfNeeded();
    },
  },
  {
    name: "tenant-series-scope",
    url: host("demo", "/bookings"),
    as: "owner",
    prepare: async (p) => {
      await (await seriesRowButton(p, host, /^Edit booking/)).nth(1).click();
      const form = p.getByRole("dialog", { name: "Edit Booking" });
      await form.getByLabel("Booking Title").fill("Yoga class (longer)");
      await form.getByRole("button", { name: "Update Booking" }).click();
      await p.getByRole("dialog", { name: "Change a repeating booking" }).waitFor();
    },
  },
  {
    // The edit form of a date of a series: how it repeats, and that saving asks which dates.
    name: "tenant-booking-form-series-edit",
    url: host("demo", "/bookings"),
    as: "owner",
    prepare: async (p) => {
      await (await seriesRowButton(p, host, /^Edit booking/)).nth(1).click();
      const form = p.getByRole("dialog", { name: "Edit Booking" });
      await form.getByRole("note").getByText("Every").waitFor();
    },
  },
  {
    // A date of a series: its rule in words and the link to its dates; the list shows the chip.
    name: "tenant-event-details-series",
    url: host("demo", "/bookings"),
    as: "owner",
    prepare: async (p) => {
      await (await seriesRowButton(p, host, /^View booking \d+ on Calendar$/)).first().click();
      await p.getByRole("dialog", { name: "Event Details" }).getByText("All dates").waitFor();
    },
  },
];
