// A booking's money: its ledger of payments and refunds and the balance due (decision 086).
import { member } from "@/lib/api/doors";
import { TENANT_ADMIN_ROLES } from "@/lib/auth/roles";
import { paymentInput } from "@/lib/payments/schemas";

import { area, created, ok } from "../operation";

const MONEY =
  "Amounts are decimal strings in the venue's `currency`, with its digits (USD 2, JPY 0, BHD " +
  "3). `balance` = `price` - `paid` + `refunded`, summed by the database over entries not voided.";

export const PAYMENTS = area("Payments", {
  "GET /api/tenant/bookings/{id}/payments/": {
    summary: "Read a booking's money",
    description: `The booking's price, what was paid and refunded, the balance due, and every ledger entry (voided ones too), newest first. ${MONEY}`,
    auth: member(),
    reply: ok("The booking's money and its ledger."),
  },
  "POST /api/tenant/bookings/{id}/payments/": {
    summary: "Record a payment or a refund",
    description:
      "`kind` payment or refund, `amount` (at most the currency's digits), `received_on` (a " +
      "local date), `method` (cash, bank_transfer, card_terminal, other), `reference` and " +
      "`note`. A refund beyond what was paid and not yet refunded is refused (400 on " +
      "`amount`); two entries for one booking are checked one after the other. A booking with " +
      `entries is not deleted (409): cancel it. ${MONEY}`,
    auth: member(),
    body: paymentInput,
    reply: created("The booking's money as it now stands."),
  },
  "POST /api/tenant/bookings/{id}/payments/{paymentId}/void/": {
    summary: "Void a ledger entry",
    description:
      "Owners and Admins. The entry stays, marked void with who and when, and no longer counts. " +
      "A voided entry is 409; so is a payment whose refunds would then exceed what was paid " +
      "(void the refunds first). Entries are never edited or deleted.",
    auth: member(TENANT_ADMIN_ROLES),
    reply: ok("The booking's money as it now stands."),
    errors: [409],
  },
  "GET /api/tenant/bookings/{id}/invoice/": {
    summary: "The booking's invoice (PDF)",
    description:
      "In the venue's name, colour, currency, locale and zone: the price, each live payment " +
      "and refund, the balance and its due day, and the deposit (decision 089).",
    auth: member(),
    reply: ok("The invoice (application/pdf, a download)."),
  },
  "GET /api/tenant/bookings/{id}/payments/{paymentId}/receipt/": {
    summary: "A ledger entry's receipt (PDF)",
    description:
      "A payment's receipt or a refund's, with the booking's money as it now stands; a voided " +
      "entry's says VOID. Another booking's entry is 404.",
    auth: member(),
    reply: ok("The receipt (application/pdf, a download)."),
  },
  "POST /api/tenant/bookings/{id}/links/": {
    summary: "A new link to the customer's page",
    description:
      "Owners and Admins. A new private link to the booking's customer page (`{ url }`), for " +
      "the venue to pass on itself; revoked with the others (decision 092).",
    auth: member(TENANT_ADMIN_ROLES),
    reply: ok("The page's address."),
  },
  "POST /api/tenant/bookings/{id}/links/revoke/": {
    summary: "Revoke the customer's page links",
    description:
      "Owners and Admins. Every link to the booking's customer page that its mails carried " +
      "stops working (`{ revoked }`: how many); the next mail carries a new one (decision 092).",
    auth: member(TENANT_ADMIN_ROLES),
    reply: ok("How many links were revoked."),
  },
});
