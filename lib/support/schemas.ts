// What the provider's public forms send (spec §3 "Contact message", §5): the contact form uses the
// venue's contact schema (lib/contact/schemas.ts); the security report has no subject field, its
// subject is fixed. Then tickets, replies and feedback (spec §3, §4 ticket status, §5).
import { z } from "zod";

import { id, plainString, REQUIRED, requiredEmail, requiredText } from "@/lib/core/schemas";

import { RATING_REQUIRED, REPLY_BLANK } from "./messages";

/** Spec §5: name, email (email format) and message required. */
export const securityReportInput = z.object({
  name: requiredText(120),
  email: requiredEmail(),
  message: requiredText(10_000, { lines: true }),
});
export type SecurityReportInput = z.output<typeof securityReportInput>;

export const TICKET_PRIORITIES = ["low", "medium", "high"] as const;
export const TICKET_STATUSES = [
  "open",
  "in_progress",
  "pending_customer_action",
  "closed",
] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** Spec §5: subject and description required; priority defaults to low. */
export const ticketInput = z.object({
  subject: requiredText(200),
  description: requiredText(10_000, { lines: true }),
  priority: z
    .enum(TICKET_PRIORITIES, { error: "Priority must be low, medium or high." })
    .default("low"),
});
export type TicketInput = z.output<typeof ticketInput>;
export type TicketFormValues = z.input<typeof ticketInput>;

export const ticketStatusPatch = z.object({
  status: z.enum(TICKET_STATUSES, {
    error: "Status must be open, in_progress, pending_customer_action or closed.",
  }),
});
export type TicketStatusPatch = z.output<typeof ticketStatusPatch>;

/** `?ordering=priority` (high, medium, low), `tenant` (by tenant code); else newest first. */
export const ticketQuery = z.object({
  ordering: z
    .enum(["priority", "-priority", "tenant", "-created_at"], {
      error: "Ordering must be priority, tenant or -created_at.",
    })
    .optional(),
});
export type TicketQuery = z.output<typeof ticketQuery>;

/** Spec §5: a reply cannot be empty or whitespace only. Files come as `attachments`. */
export const replyInput = z.object({
  message: plainString(REQUIRED, { lines: true })
    .trim()
    .min(1, REPLY_BLANK)
    .max(10_000, "Ensure this field has no more than 10000 characters."),
  attachments: z.unknown().optional(),
});
export type ReplyInput = z.output<typeof replyInput>;

const rating = z.coerce
  .number({ error: RATING_REQUIRED })
  .int(RATING_REQUIRED)
  .min(1, RATING_REQUIRED)
  .max(5, RATING_REQUIRED);

/** Spec §5: submitting a rating needs a chosen value (1 to 5). */
export const ticketRatingInput = z.object({
  rating: z.preprocess((v) => (v === "" || v === null ? undefined : v), rating),
});
export type TicketRatingInput = z.output<typeof ticketRatingInput>;

/** Spec §5: rating 1 to 5 (default 5), comment required. */
export const feedbackInput = z.object({
  rating: z.preprocess((v) => (v === "" || v === null ? undefined : v), rating.default(5)),
  comment: requiredText(5_000, { lines: true }),
});
export type FeedbackInput = z.output<typeof feedbackInput>;
export type FeedbackFormValues = z.input<typeof feedbackInput>;

/** Spec §7: the provider's answer to a contact message. */
export const sendEmailInput = z.object({
  contact_form_id: id(),
  message: requiredText(10_000, { lines: true }),
});
export type SendEmailInput = z.output<typeof sendEmailInput>;
