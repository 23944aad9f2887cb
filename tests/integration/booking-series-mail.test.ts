// A series reaches its customer as ONE mail with every date in its .ics, each date an event of its
// own with its booking's UID, and each later change as one more mail; the iCal feed publishes
// each date with a stable UID and says which are cancelled (decision 083).
import ICAL from "ical.js";
import { simpleParser } from "mailparser";
import { describe, expect, it } from "vitest";

import { GET as readFeed } from "@/app/api/feeds/[token]/route";
import * as seriesItem from "@/app/api/tenant/booking-series/[id]/route";
import * as feeds from "@/app/api/tenant/calendar-feeds/route";
import { customerMailSettled } from "@/lib/bookings/customer-notify";

import { call, venue } from "./helpers";
import { weekly } from "./series-support";
import { smtpForFile } from "./smtp";

const smtp = smtpForFile();
const EMAIL = "yogi@example.com";

/** Each message the customer got since `from`: subject, text, and its calendar's events. */
async function inbox(from: number) {
  await customerMailSettled();
  const messages = await Promise.all(
    smtp()
      .to(EMAIL)
      .slice(from)
      .map((m) => simpleParser(m.raw)),
  );
  return messages.map((m) => {
    const [file] = m.attachments.filter((a) => a.contentType === "text/calendar");
    const calendar = new ICAL.Component(ICAL.parse(file.content.toString("utf8")));
    return {
      subject: m.subject,
      text: m.text ?? "",
      method: calendar.getFirstPropertyValue("method"),
      events: calendar.getAllSubcomponents("vevent").map((c) => ({
        uid: c.getFirstPropertyValue("uid"),
        start: new ICAL.Event(c).startDate.toJSDate().toISOString(),
      })),
    };
  });
}

describe("a series' customer mail", () => {
  it("is one mail for the series with each date in its calendar, and one per change", async () => {
    const v = await venue();
    const from = smtp().to(EMAIL).length;
    const made = await weekly(v);
    expect(made.status).toBe(201);
    const { series } = made.body;
    const host = `${v.tenant.slug}.localhost`;
    const uids = series.occurrences.map((o) => `booking-${o.id}@${host}`);
    const [confirmed] = await inbox(from);
    expect(confirmed.subject).toMatch(/^Your booking is confirmed: Yoga class/);
    expect(confirmed.text).toContain("Repeats: Every Tuesday at 19:00, 4 times");
    expect(confirmed.text).toContain("Dates: 4");
    expect(confirmed.method).toBe("REQUEST");
    expect(confirmed.events.map((e) => e.uid)).toEqual(uids);
    expect(confirmed.events.map((e) => e.start)).toEqual(
      series.occurrences.map((o) => o.start_time),
    );

    const third = series.occurrences[2];
    const cancelled = await v.as(seriesItem.DELETE, {
      method: "DELETE",
      params: { id: String(series.id) },
      path: `/?scope=following&occurrence=${third.id}`,
    });
    expect(cancelled.status).toBe(200);
    const mails = await inbox(from);
    expect(mails).toHaveLength(2);
    expect(mails[1].subject).toMatch(/^Your booking is cancelled: Yoga class/);
    expect(mails[1].method).toBe("CANCEL");
    expect(mails[1].text).toContain("Repeats: Every Tuesday at 19:00, 2 times");
    expect(mails[1].text).toContain("Dates: 2");
    expect(mails[1].events.map((e) => e.uid)).toEqual(uids.slice(2));
  });
});

describe("the iCal feed of a series", () => {
  it("publishes each date with its booking's UID, and says which are cancelled", async () => {
    const v = await venue();
    // Within the feed's two years ahead.
    const nextYear = { start_time: "2027-03-02T19:00", end_time: "2027-03-02T20:00" };
    const { series } = (await weekly(v, { email_customer: false, ...nextYear })).body;
    await v.as(seriesItem.DELETE, {
      method: "DELETE",
      params: { id: String(series.id) },
      path: `/?scope=this&occurrence=${series.occurrences[1].id}`,
    });
    const { url } = (await v.as(feeds.POST, { body: { hall: v.hall.id } })).body;
    const u = new URL(url!);
    const token = u.pathname.split("/").at(-1) ?? "";
    const text = (await call(readFeed, { host: u.host, path: u.pathname, params: { token } })).text;
    const events = new ICAL.Component(ICAL.parse(text))
      .getAllSubcomponents("vevent")
      .map((c) => [c.getFirstPropertyValue("uid"), c.getFirstPropertyValue("status")]);
    expect(events).toEqual(
      series.occurrences.map((o, i) => [
        `booking-${o.id}@${u.hostname}`,
        i === 1 ? "CANCELLED" : "CONFIRMED",
      ]),
    );
  });
});
