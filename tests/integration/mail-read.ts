// Reading a received message's calendar attachment back, as a calendar app would.
import ICAL from "ical.js";
import type { ParsedMail } from "mailparser";
import { expect } from "vitest";

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
