// The mail a visitor's enquiry makes the venue send. Anyone can enquire in anyone's name to any
// address, so until someone of the venue acts on the enquiry its mail (the acknowledgement, and
// the notice that its hold lapsed) repeats nothing the visitor typed: not in the subject, the
// text, the HTML or the calendar file. Once staff act on it (confirm it, move it), its mail names
// the event as staff see it. Decision 054.
import { simpleParser, type ParsedMail } from "mailparser";
import { describe, expect, it } from "vitest";

import { PATCH as patchBooking } from "@/app/api/tenant/bookings/[id]/route";
import { customerMailSettled } from "@/lib/bookings/customer-notify";
import { expireHolds } from "@/lib/bookings/holds";
import { db } from "@/lib/db";

import { sendEnquiry } from "./enquiry-support";
import { venue } from "./helpers";
import { calendarOf } from "./mail-read";
import { smtpForFile } from "./smtp";

const smtp = smtpForFile();

// What a phisher would type: a link, and a right-to-left override that turns text around.
const LURE = "Your account is locked, verify at https://evil.example/verify";
const HOSTILE = `${LURE} \u202Egnp.exe`;
const TYPED = ["evil.example", "verify", "locked", "\u202E", "gnp"];

/** Every part a reader sees: the subject, the text, the HTML and each attachment. */
const partsOf = (m: ParsedMail) => [
  m.subject ?? "",
  m.text ?? "",
  typeof m.html === "string" ? m.html : "",
  ...m.attachments.map((a) => a.content.toString("utf8")),
];

/** The mails `to` has received, read. */
const inbox = async (to: string) => {
  await customerMailSettled();
  return Promise.all(
    smtp()
      .to(to)
      .map((m) => simpleParser(m.raw)),
  );
};

let day = 0;
async function enquire(v: Awaited<ReturnType<typeof venue>>, email: string) {
  day += 1;
  const res = await sendEnquiry(v, {
    name: HOSTILE,
    email,
    date: `2031-09-${String(day).padStart(2, "0")}`,
    start_time: "10:00",
    end_time: "12:00",
    message: `Please read ${LURE}`,
  });
  expect(res.status).toBe(201);
  return { reference: String(res.body.reference), id: Number(res.body.reference.split("-")[1]) };
}

describe("the mail of a visitor's enquiry", () => {
  it("acknowledges it with the venue's words only: no name, message or link the visitor typed", async () => {
    const v = await venue();
    const { reference } = await enquire(v, "victim1@example.org");
    const [mail, ...more] = await inbox("victim1@example.org");
    expect(more).toEqual([]);
    for (const part of partsOf(mail))
      for (const typed of TYPED) expect(part, `${typed} in ${part}`).not.toContain(typed);
    // It still says what was asked: the venue, the hall, the time and the reference.
    expect(mail.subject).toBe(
      `We received your enquiry: your event at ${v.tenant.name} on Monday, September 1, 2031 ` +
        `(${reference})`,
    );
    // What the visitor sent is echoed where it cannot carry a lure: that a message came.
    expect(mail.text).toContain(`Your message came with your enquiry, and ${v.tenant.name}`);
    expect(mail.text).toMatch(/^Hello,/);
    expect(mail.text).toContain(`Hall: ${v.hall.name}`);
    expect(mail.text).toContain("When: Monday, September 1, 2031, 10:00 AM – 12:00 PM EDT");
    expect(mail.text).toContain(v.tenant.name);
    expect(calendarOf(mail).summary).toBe(`${v.hall.name} at ${v.tenant.name}`);
  });

  it("says a lapsed hold no one acted on the same way", async () => {
    const v = await venue();
    const { id } = await enquire(v, "victim2@example.org");
    await db.booking.update({ where: { id }, data: { holdUntil: new Date(Date.now() - 1000) } });
    expect((await expireHolds())?.map((b) => b.id)).toContain(id);
    const mails = await inbox("victim2@example.org");
    expect(mails.map((m) => m.subject?.split(":")[0])).toEqual([
      "We received your enquiry",
      "Your hold has expired",
    ]);
    for (const part of partsOf(mails[1]))
      for (const typed of TYPED) expect(part).not.toContain(typed);
  });

  it("names the event as staff left it once they act on it", async () => {
    const v = await venue();
    const { id, reference } = await enquire(v, "guest@example.org");
    const res = await v.as(patchBooking, {
      method: "PATCH",
      params: { id: String(id) },
      body: { status: "confirmed", event_name: "Silva wedding", customer_name: "Ana Silva" },
    });
    expect(res.status).toBe(200);
    const [, confirmed] = await inbox("guest@example.org");
    expect(confirmed.subject).toBe(`Your booking is confirmed: Silva wedding (${reference})`);
    expect(confirmed.text).toMatch(/^Dear Ana Silva,/);
  });
});
