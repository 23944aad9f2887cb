// The shapes a customer's mail is composed from (./customer-mail.ts) and its .ics
// (./booking-ics.ts) read: types only, so that the two modules need not import each other.

export type CustomerMailKind =
  | "received" // a public enquiry was received: tentative, held until hold_until
  | "confirmed" // the booking was confirmed
  | "changed" // its time or hall changed (still tentative or confirmed)
  | "cancelled" // cancelled by the venue
  | "expired" // its hold expired and it was cancelled
  | "reminder" // a deposit or the balance falls due soon (decision 093)
  | "receipt"; // a payment or refund was recorded: its receipt attached (decision 089)

export type CustomerMailBooking = {
  id: number;
  /** increases with each change: the iCalendar SEQUENCE */
  version: number;
  eventName: string;
  customerName: string;
  /** non-empty: the caller never composes a mail without one */
  customerEmail: string;
  startTime: Date;
  endTime: Date;
  hallName: string;
  holdUntil: Date | null;
  /**
   * A visitor's enquiry from the public site, and this mail's change made by no one of the venue
   * (its receipt, its hold lapsing): the names in it are the visitor's own typing, which the mail
   * does not repeat. Its title is then the hall's name, and it greets no one by name.
   */
  anonymous: boolean;
  /**
   * What a visitor's enquiry said besides its time, for its receipt: the guests they expect
   * (a number: safe to repeat), and whether they wrote a message (which is not repeated).
   */
  enquiry?: { guests: number | null; message: boolean };
  /** A payment reminder's: what is due (exact, in the venue's currency), and by when */
  reminder?: {
    what: "deposit" | "balance";
    /** the local date it is due by */
    dueOn: string;
    amount: string;
    currency: string;
    locale: string;
  };
  /**
   * What the booking costs and owes as the mail goes out (a confirmation or a change), each
   * amount as the venue writes it; dates are local dates. Absent: a booking without a price.
   */
  money?: {
    price: string;
    deposit: { amount: string; owed: string | null; dueOn: string | null } | null;
    balance: string | null;
    balanceDueOn: string;
    locale: string;
  };
  /** A receipt mail's entry: a payment or a refund, and its amount as the venue writes it */
  receipt?: { kind: "payment" | "refund"; amount: string };
  /**
   * A mail about several dates of a series (decision 083): the series in words and each date,
   * which the .ics holds as an event of its own (the booking above is the first of them).
   */
  series?: {
    id: number;
    description: string;
    dates: { id: number; version: number; startTime: Date; endTime: Date }[];
  };
};

export type CustomerMailVenue = {
  name: string;
  slug: string;
  /** IANA zone, e.g. "America/New_York" */
  timezone: string;
  /** the venue's locale (BCP 47), which its dates are written by; en-US when not given */
  locale?: string;
  /** the header band's colour; not #rgb or #rrggbb (or null): the default #6B46C1 */
  primaryColor: string | null;
  /** the venue's contact address: the mail's Reply-To when present */
  email: string | null;
  phone: string | null;
  address: string | null;
};

export type CustomerMailOptions = {
  /** the venue's public host, e.g. "demo.localhost:3000": the link, and the UID's domain */
  host: string;
  /** the link's scheme; http unless said (as tenantOrigin in lib/tenants/origins.ts) */
  protocol?: "http" | "https";
  /** the path of the customer's own page of the booking (decision 092), when it has one */
  pagePath?: string;
};
