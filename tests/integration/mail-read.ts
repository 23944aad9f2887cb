// Reading a received message's calendar attachment back, as a calendar app would, and what a
// booking's history says of the mail its customer was sent.
import ICAL from "ical.js";
import type { ParsedMail } from "mailparser";
import { expect } from "vitest";

import { GET as history } from "@/app/api/tenant/bookings/[id]/history/route";

import type { venue } from "./helpers";

/** The one .ics attachment of a parsed message, read back as its METHOD and event. */
export function calendarOf(message: ParsedMail) {
  const files = message.attachments.filter((a) => a.contentType === "text/calendar");
  expect(files).toHaveLength(1);
  const [file] = files;
  const calendar = new ICAL.Component(ICAL.parse(file.content.toString("utf8")));
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
  return {
    filename: file.filename,
    method: calendar.getFirstPropertyValue("method"),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    summary: event.summary,
  };
}

/** The notes of booking `id`'s "emailed" history entries, newest first, as its staff read them. */
export const emailed = async (v: Awaited<ReturnType<typeof venue>>, id: number) =>
  (
    (await v.as(history, { params: { id: String(id) } })).body as {
      action: string;
      changes: { email?: [null, string] };
    }[]
  )
    .filter((e) => e.action === "emailed")
    .map((e) => e.changes.email?.[1]);
