// The email a customer gets about their booking: its subject, the times in the venue's zone on
// either side of a clock change, escaped HTML, and a calendar file that parses back to the booking.
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";

import { bookingIcs } from "@/lib/bookings/booking-ics";
import { bookingReference, customerMail } from "@/lib/bookings/customer-mail";
import { mailBooking, mailOptions, mailVenue } from "@/tests/customer-mail-fixtures";

const venue = mailVenue();
const booking = mailBooking();
const options = mailOptions;

/** The calendar's METHOD and its one event, read back with a parser of its own. */
function parseIcs(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent("vevent")!;
  const event = new ICAL.Event(vevent);
  return {
    method: calendar.getFirstPropertyValue("method"),
    events: calendar.getAllSubcomponents("vevent").length,
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate(),
    end: event.endDate.toJSDate(),
    status: vevent.getFirstPropertyValue("status"),
    summary: event.summary,
    location: event.location,
    description: event.description,
    attendees: vevent.getAllProperties("attendee").map((p) => p.getFirstValue()),
    organizer: vevent.getFirstPropertyValue("organizer"),
  };
}

describe("customerMail", () => {
  it.each([
    // An enquiry's receipt speaks of the visitor's event at the venue, never in what the visitor
    // typed (decisions 054 and 076).
    [
      "received",
      "We received your enquiry: your event at Grand Hall Co on Saturday, June 13, 2026 (DEMO-42)",
    ],
    ["confirmed", "Your booking is confirmed: Anniversary dinner (DEMO-42)"],
    ["changed", "Your booking has changed: Anniversary dinner (DEMO-42)"],
    ["cancelled", "Your booking is cancelled: Anniversary dinner (DEMO-42)"],
    ["expired", "Your hold has expired: Anniversary dinner (DEMO-42)"],
  ] as const)("writes the %s subject exactly", (kind, subject) => {
    const mail = customerMail(kind, booking, venue, options);
    expect(mail).toMatchObject({ to: "ana@example.com", subject, replyTo: "events@grand.example" });
  });

  it("writes times by the venue's locale's conventions, in English words (decision 095)", () => {
    const london = { ...venue, timezone: "Europe/London", locale: "en-GB" };
    const held = { ...booking, holdUntil: new Date("2026-06-05T17:00:00Z") };
    const mail = customerMail("changed", held, london, options);
    expect(mail.text).toContain(
      "When: Saturday, 13 June 2026, 23:00 – Sunday, 14 June 2026, 04:00",
    );
    expect(mail.text).toContain("until Friday, 5 June 2026, 18:00 GMT+1");
    const german = customerMail("received", held, { ...london, locale: "de-DE" }, options);
    expect(german.subject).toContain("on Saturday, 13 June 2026 (DEMO-42)");
  });

  it("says what a priced booking costs and owes, and nothing of money for one without", () => {
    const money = {
      price: "$2,400.00",
      deposit: { amount: "$720.00", owed: "$720.00", dueOn: "2026-05-01" },
      balance: "$2,400.00",
      balanceDueOn: "2026-05-30",
      locale: "en-US",
    };
    const mail = customerMail("confirmed", { ...booking, money }, venue, options);
    expect(mail.text).toContain("Price: $2,400.00");
    expect(mail.text).toContain("Deposit: $720.00 to pay by Friday, May 1, 2026");
    expect(mail.text).toContain("Balance: $2,400.00 due by Saturday, May 30, 2026");
    const paid = { ...money, deposit: { ...money.deposit, owed: null }, balance: null };
    const settled = customerMail("confirmed", { ...booking, money: paid }, venue, options);
    expect(settled.text).toContain("Price: $2,400.00");
    expect(settled.text).not.toMatch(/Deposit:|Balance:/);
    expect(customerMail("confirmed", booking, venue, options).text).not.toContain("Price:");
  });

  it("names the customer, the hall, the local time, the reference and the venue", () => {
    const mail = customerMail("confirmed", booking, venue, options);
    expect(bookingReference(venue, booking)).toBe("DEMO-42");
    expect(mail.text).toContain("Dear Ana Silva,");
    expect(mail.text).toContain("is confirmed.");
    expect(mail.text).toContain("Hall: Crystal Room");
    expect(mail.text).toContain("When: Saturday, June 13, 2026, 6:00 PM – 11:00 PM EDT");
    expect(mail.text).toContain("Reference: DEMO-42");
    for (const line of [
      "Address: 1 Main St, Springfield",
      "Phone: +1 555 0100",
      "Email: events@grand.example",
      "Website: http://demo.localhost:3000/",
    ])
      expect(mail.text).toContain(line);
    // The HTML part says the same, line by line.
    for (const line of mail.text.split("\n").filter(Boolean))
      expect(mail.html).toContain(line.replace(/&/g, "&amp;"));
  });

  it("echoes an enquiry's guests, and says its message came, without repeating it", () => {
    const enquiry = { guests: 120, message: true };
    const text = customerMail("received", { ...booking, enquiry }, venue, options).text;
    expect(text).toContain(
      "Thank you for your enquiry about your event at Grand Hall Co on Saturday, June 13, 2026. ",
    );
    expect(text).toContain("Hall: Crystal Room");
    expect(text).toContain("Guests: 120");
    expect(text).toContain(
      "Your message came with your enquiry, and Grand Hall Co will answer it.",
    );
    const none = { guests: null, message: false };
    const bare = customerMail("received", { ...booking, enquiry: none }, venue, options);
    expect(bare.text).not.toMatch(/guest|Your message/i);
    // A later mail of the same booking says nothing of them.
    expect(customerMail("confirmed", { ...booking, enquiry }, venue, options).text).not.toMatch(
      /Guests:|Your message/,
    );
  });

  it.each([
    ["received", "We are holding the date for you until Friday, June 5, 2026, 6:00 PM EDT"],
    ["changed", "has changed: the details below are the new ones."],
    ["cancelled", "has been cancelled by the venue."],
    ["expired", "has lapsed, and the date is free again. Please contact Grand Hall Co"],
  ] as const)("says what happened in a %s mail", (kind, sentence) => {
    expect(customerMail(kind, booking, venue, options).text).toContain(sentence);
  });

  it.each([
    // The morning the clocks go forward: 2:00 EST becomes 3:00 EDT.
    [
      "2026-03-08T05:00:00Z",
      "2026-03-08T08:00:00Z",
      "Sunday, March 8, 2026, 12:00 AM EST – 4:00 AM EDT",
    ],
    [
      "2026-03-08T22:00:00Z",
      "2026-03-09T02:00:00Z",
      "Sunday, March 8, 2026, 6:00 PM – 10:00 PM EDT",
    ],
    [
      "2026-03-07T23:00:00Z",
      "2026-03-08T04:00:00Z",
      "Saturday, March 7, 2026, 6:00 PM – 11:00 PM EST",
    ],
    [
      "2026-07-18T22:00:00Z",
      "2026-07-19T03:00:00Z",
      "Saturday, July 18, 2026, 6:00 PM – 11:00 PM EDT",
    ],
    [
      "2026-07-18T22:00:00Z",
      "2026-07-19T05:00:00Z",
      "Saturday, July 18, 2026, 6:00 PM – Sunday, July 19, 2026, 1:00 AM EDT",
    ],
  ])("writes %s to %s in New York time", (start, end, when) => {
    const at = { ...booking, startTime: new Date(start), endTime: new Date(end) };
    expect(customerMail("confirmed", at, venue, options).text).toContain(`When: ${when}`);
  });

  it("escapes in the HTML everything a customer or staff member typed", () => {
    const hostile = {
      ...booking,
      eventName: "<script>alert(1)</script>",
      customerName: '<img src=x onerror="alert(1)">',
      hallName: "Hall & <b>Co</b>",
    };
    const mail = customerMail("confirmed", hostile, { ...venue, name: '"><i>Venue' }, options);
    expect(mail.html).not.toMatch(/<script|<img|<b>|<i>/);
    expect(mail.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(mail.html).toContain("Dear &lt;img src=x onerror=&quot;alert(1)&quot;&gt;,");
    expect(mail.html).toContain("Hall: Hall &amp; &lt;b&gt;Co&lt;/b&gt;");
    expect(mail.html).toContain("&quot;&gt;&lt;i&gt;Venue</div>");
  });

  it("keeps the subject and the addresses on one line", () => {
    const mail = customerMail(
      "confirmed",
      { ...booking, eventName: "Party\r\nBcc: victim@example.com", customerEmail: " a@b.c\r\n" },
      { ...venue, email: "events@grand.example\r\nBcc: x@y.z" },
      options,
    );
    expect(mail.subject).toBe("Your booking is confirmed: Party Bcc: victim@example.com (DEMO-42)");
    expect(mail.to).toBe("a@b.c");
    expect(mail.replyTo).not.toMatch(/[\r\n]/);
  });

  it.each(["received", "expired"] as const)(
    "writes a %s mail no one of the venue caused without the visitor's words",
    (kind) => {
      const visitor = { ...booking, anonymous: kind === "expired" };
      const mail = customerMail(kind, visitor, venue, options);
      const ics = parseIcs(String(mail.attachments![0].content));
      expect(mail.subject).toMatch(
        kind === "received"
          ? /: your event at Grand Hall Co on Saturday, June 13, 2026 \(DEMO-42\)$/
          : /: Crystal Room \(DEMO-42\)$/,
      );
      expect(mail.text).toMatch(/^Hello,\n/);
      expect(ics.summary).toBe("Crystal Room at Grand Hall Co");
      for (const part of [mail.subject, mail.text, mail.html, mail.attachments![0].content])
        expect(part).not.toMatch(/Ana Silva|Anniversary dinner/);
    },
  );

  it("puts the venue's colour in the band, and the default for a colour that is not hex", () => {
    const band = (primaryColor: string | null) =>
      customerMail("confirmed", booking, { ...venue, primaryColor }, options).html!;
    expect(band("#2563eb")).toContain('<div style="background:#2563eb;color:#ffffff;');
    expect(band("#fe0")).toContain("background:#fe0;color:#0f172a;");
    for (const bad of [null, "red", "#12345", "#2563eb;background:url(https://x.test/a)", ""]) {
      const html = band(bad);
      expect(html).toContain("background:#6B46C1;");
      expect(html).not.toContain("url(");
    }
  });

  it("leaves out the contact details a venue has not given, and replies go nowhere else", () => {
    const bare = { ...venue, email: null, phone: null, address: "  " };
    const mail = customerMail("confirmed", booking, bare, options);
    expect(mail.replyTo).toBeUndefined();
    expect(mail.text).not.toMatch(/Address:|Phone:|Email:/);
    expect(mail.text).toContain("Grand Hall Co\nWebsite: http://demo.localhost:3000/");
  });
});

describe("the calendar attachment", () => {
  it.each([
    ["received", "TENTATIVE", "REQUEST"],
    ["confirmed", "CONFIRMED", "REQUEST"],
    ["changed", "CONFIRMED", "REQUEST"],
    ["cancelled", "CANCELLED", "CANCEL"],
    ["expired", "CANCELLED", "CANCEL"],
  ] as const)("parses back to the booking for %s: %s, METHOD %s", (kind, status, method) => {
    const mail = customerMail(kind, booking, venue, options);
    expect(mail.attachments).toHaveLength(1);
    const [file] = mail.attachments!;
    expect(file.filename).toBe("DEMO-42.ics");
    expect(file.contentType).toBe(`text/calendar; charset=utf-8; method=${method}`);
    const unstamped = (ics: string) => ics.replace(/^DTSTAMP:.*$/m, "");
    expect(unstamped(String(file.content))).toBe(
      unstamped(bookingIcs(kind, booking, venue, options)),
    );
    const ics = parseIcs(String(file.content));
    expect(ics).toMatchObject({
      method,
      events: 1,
      uid: "booking-42@demo.localhost",
      sequence: 3,
      status,
      summary: `${kind === "received" ? "Crystal Room" : "Anniversary dinner"} at Grand Hall Co`,
      location: "Crystal Room, Grand Hall Co, 1 Main St, Springfield",
      description: "Booking reference: DEMO-42",
      organizer: "mailto:events@grand.example",
    });
    expect(ics.start.toISOString()).toBe(booking.startTime.toISOString());
    expect(ics.end.toISOString()).toBe(booking.endTime.toISOString());
    expect(ics.attendees).toEqual([expect.stringMatching(/^mailto:ana@example\.com$/i)]);
  });

  it("names HallBook as its producer", () => {
    expect(bookingIcs("confirmed", booking, venue, options)).toMatch(/^PRODID:-\/\/HallBook\/\//m);
  });

  it("keeps what was typed inside its own fields", () => {
    const hostile = {
      ...booking,
      eventName: "Party\r\nATTENDEE:mailto:evil@example.com",
      customerName: 'Ana "the boss"; ROLE=CHAIR',
    };
    const ics = parseIcs(bookingIcs("confirmed", hostile, { ...venue, email: null }, options));
    expect(ics.summary).toBe("Party ATTENDEE:mailto:evil@example.com at Grand Hall Co");
    expect(ics.attendees).toEqual([expect.stringMatching(/^mailto:ana@example\.com$/i)]);
    expect(ics.organizer).toBeNull();
  });
});
