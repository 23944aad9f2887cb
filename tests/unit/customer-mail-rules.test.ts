// Which mail a booking's customer gets for a change: a confirmation always, a move or a
// cancellation once the booking was confirmed or came from the customer's own enquiry, nothing
// when staff said no or there is no address.
import { describe, expect, it } from "vitest";

import { changeMail, newBookingMail } from "@/lib/bookings/customer-notify";

const base = {
  status: "tentative",
  customerEmail: "ana@example.com",
  emailCustomer: true,
  source: "staff",
  hallId: 1,
  startTime: new Date("2031-06-14T22:00:00Z"),
  endTime: new Date("2031-06-15T03:00:00Z"),
};
const later = new Date("2031-06-14T23:00:00Z");

describe("the customer's mail for a change", () => {
  it("confirms, from any status", () => {
    expect(changeMail(base, { ...base, status: "confirmed" })).toBe("confirmed");
    expect(changeMail({ ...base, status: "cancelled" }, { ...base, status: "confirmed" })).toBe(
      "confirmed",
    );
  });

  it("tells of a move of time or hall, and a cancellation, once the customer knows of it", () => {
    const confirmed = { ...base, status: "confirmed" };
    expect(changeMail(confirmed, { ...confirmed, startTime: later })).toBe("changed");
    expect(changeMail(confirmed, { ...confirmed, hallId: 2 })).toBe("changed");
    expect(changeMail(confirmed, { ...confirmed, status: "cancelled" })).toBe("cancelled");
    // A date staff pencilled in is not news to the customer.
    expect(changeMail(base, { ...base, startTime: later })).toBeNull();
    expect(changeMail(base, { ...base, status: "cancelled" })).toBeNull();
    // Their own enquiry is.
    const enquiry = { ...base, source: "public" };
    expect(changeMail(enquiry, { ...enquiry, endTime: later })).toBe("changed");
    expect(changeMail(enquiry, { ...enquiry, status: "cancelled" })).toBe("cancelled");
  });

  it("says nothing of other changes, or when staff said no, or without an address", () => {
    const confirmed = { ...base, status: "confirmed" };
    expect(changeMail(confirmed, { ...confirmed })).toBeNull();
    const no = { ...confirmed, emailCustomer: false };
    expect(changeMail(no, { ...no, startTime: later })).toBeNull();
    const none = { ...base, customerEmail: "" };
    expect(changeMail(none, { ...none, status: "confirmed" })).toBeNull();
  });

  it("for a new booking: an enquiry's receipt, a confirmation, or nothing", () => {
    expect(newBookingMail({ ...base, source: "public" })).toBe("received");
    expect(newBookingMail({ ...base, status: "confirmed" })).toBe("confirmed");
    expect(newBookingMail(base)).toBeNull();
    expect(newBookingMail({ ...base, status: "confirmed", emailCustomer: false })).toBeNull();
  });
});
