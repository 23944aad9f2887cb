// The venue and booking the customer-mail tests write about (unit and integration alike).
import type { CustomerMailBooking, CustomerMailVenue } from "@/lib/bookings/customer-mail";

export const mailVenue = (o: Partial<CustomerMailVenue> = {}): CustomerMailVenue => ({
  name: "Grand Hall Co",
  slug: "demo",
  timezone: "America/New_York",
  primaryColor: "#2563eb",
  email: "events@grand.example",
  phone: "+1 555 0100",
  address: "1 Main St, Springfield",
  ...o,
});

export const mailBooking = (o: Partial<CustomerMailBooking> = {}): CustomerMailBooking => ({
  id: 42,
  version: 3,
  eventName: "Anniversary dinner",
  customerName: "Ana Silva",
  customerEmail: "ana@example.com",
  startTime: new Date("2026-06-13T22:00:00Z"),
  endTime: new Date("2026-06-14T03:00:00Z"),
  hallName: "Crystal Room",
  holdUntil: new Date("2026-06-05T22:00:00Z"),
  anonymous: false,
  ...o,
});

/** The venue's site as the mails name it. */
export const mailOptions = { host: "demo.localhost:3000" };
