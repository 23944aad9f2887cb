// A ledger entry as staff record it (POST /api/tenant/bookings/{id}/payments/), shared by the API
// and the Billing tab's form: a payment or a refund, its amount as a decimal string, the day the
// money came or went, how, and a reference and note (decision 086).
import { z } from "zod";

import { localDate } from "@/lib/core/dates";
import { optionalText, plainString, REQUIRED } from "@/lib/core/schemas";

export const PAYMENT_KINDS = ["payment", "refund"] as const;
export const STAFF_METHODS = ["cash", "bank_transfer", "card_terminal", "other"] as const;
export type PaymentKindName = (typeof PAYMENT_KINDS)[number];
export type StaffMethod = (typeof STAFF_METHODS)[number];

export const KIND_LABELS: Record<PaymentKindName, string> = {
  payment: "Payment",
  refund: "Refund",
};
export const METHOD_LABELS: Record<StaffMethod | "provider", string> = {
  cash: "Cash",
  bank_transfer: "Bank transfer",
  card_terminal: "Card terminal",
  other: "Other",
  provider: "Online payment",
};

export const AMOUNT_INVALID = "Enter an amount such as 250 or 250.50.";
export const AMOUNT_POSITIVE = "Enter an amount greater than 0.";
export const AMOUNT_TOO_LARGE = "Enter an amount below 100,000,000,000.";
export const tooManyDigits = (digits: number) =>
  digits === 0
    ? "This currency has no cents: enter a whole amount."
    : `Enter at most ${digits} ${digits === 1 ? "digit" : "digits"} after the point.`;
export const REFUND_TOO_LARGE = "A refund cannot be more than what was paid and not yet refunded.";
export const HAS_PAYMENTS =
  "This booking has payments recorded: cancel it instead, so that its money keeps its record.";
export const ALREADY_VOIDED = "This entry was already voided.";
export const VOID_REFUNDS_FIRST =
  "Its refunds would then be more than what was paid: void the refunds first.";
export const PAYMENT_RECORDED = "Payment recorded.";
export const REFUND_RECORDED = "Refund recorded.";
export const PAYMENT_VOIDED = "Entry voided.";

/** A positive amount as text, "250" or "250.5"; out: trimmed. Its digits are the currency's. */
export const amountText = z
  .union([z.number().transform(String), plainString(REQUIRED)], { error: AMOUNT_INVALID })
  .pipe(
    z
      .string()
      .trim()
      .min(1, REQUIRED)
      .regex(/^\d+(\.\d+)?$/, AMOUNT_INVALID)
      .refine((v) => /[1-9]/.test(v), AMOUNT_POSITIVE)
      .refine((v) => v.split(".")[0].replace(/^0+/, "").length <= 11, AMOUNT_TOO_LARGE),
  );

export const paymentInput = z.object({
  kind: z.enum(PAYMENT_KINDS, { error: "Choose payment or refund." }),
  amount: amountText,
  /** the day the money came or went, in the venue's calendar */
  received_on: localDate,
  method: z.enum(STAFF_METHODS, { error: "Choose cash, bank transfer, card terminal or other." }),
  reference: optionalText(100),
  note: optionalText(1000, { lines: true }),
});
export type PaymentInput = z.output<typeof paymentInput>;
export type PaymentFormValues = z.input<typeof paymentInput>;
