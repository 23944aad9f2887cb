// Support: the provider's contact form and security reports, a venue's tickets with their
// conversation, files and ratings, and feedback.
import { anyone, member, providerStaff, signedIn } from "@/lib/api/doors";
import { contactInput } from "@/lib/contact/schemas";
import {
  feedbackInput,
  replyInput,
  securityReportInput,
  sendEmailInput,
  ticketInput,
  ticketQuery,
  ticketRatingInput,
  ticketStatusPatch,
} from "@/lib/support/schemas";

import { area, content, created, ok } from "../operation";
import { contactAnswered } from "../replies";

const MESSAGE_LIMIT =
  "Stored, and mailed to the provider; at most five messages per client address in ten " +
  "minutes, counted with every contact form (429).";

export const SUPPORT = area("Support", {
  "GET /api/support/contact-form/": {
    summary: "List the provider's contact messages",
    description: "Newest first.",
    auth: providerStaff,
    reply: ok("The messages."),
  },
  "POST /api/support/contact-form/": {
    summary: "Send the provider a message",
    description: `The company site's contact form. ${MESSAGE_LIMIT}`,
    auth: anyone,
    body: contactInput,
    reply: created("The stored message (tenant null)."),
    errors: [429],
  },
  "GET /api/support/security-report/": {
    summary: "List the security reports",
    description: "Newest first.",
    auth: providerStaff,
    reply: ok("The reports."),
  },
  "POST /api/support/security-report/": {
    summary: "Report a security vulnerability",
    description: `The subject is fixed: 'Security Vulnerability Report'. ${MESSAGE_LIMIT}`,
    auth: anyone,
    body: securityReportInput,
    reply: created("The stored report."),
    errors: [429],
  },
  "POST /api/support/send-email/": {
    summary: "Answer a contact message by mail",
    auth: providerStaff,
    body: sendEmailInput,
    reply: ok("Sent: 'Email sent successfully to {email}!'.", contactAnswered),
    errors: [502],
  },
  "GET /api/support/feedback/": {
    summary: "List the feedback",
    description: "Every rating and feedback, newest first (Feedback Reviews).",
    auth: providerStaff,
    reply: ok("The feedback."),
  },
  "POST /api/support/feedback/": {
    summary: "Send feedback",
    description: "A rating from 1 to 5 (5 when left out) and a comment.",
    auth: signedIn,
    body: feedbackInput,
    reply: created("The feedback."),
  },
  "GET /api/support/tickets/": {
    summary: "List support tickets",
    description:
      "A venue's member on its host: the venue's tickets; provider staff in the console: every " +
      "venue's (with the tenant code). `?ordering=priority` (high first) or `tenant`; else " +
      "newest first.",
    auth: signedIn,
    query: ticketQuery,
    reply: ok("The tickets."),
  },
  "POST /api/support/tickets/": {
    summary: "File a support ticket",
    description: "On the venue's host; priority low when left out.",
    auth: member(),
    body: ticketInput,
    reply: created("The ticket."),
  },
  "GET /api/support/tickets/{id}/": {
    summary: "Read a ticket",
    description: "For its venue's members and provider staff; anyone else: not found.",
    auth: signedIn,
    reply: ok("The ticket."),
  },
  "PATCH /api/support/tickets/{id}/": {
    summary: "Change a ticket's status",
    description: "Any status from any other, by the venue's members or staff; tells the owner.",
    auth: signedIn,
    body: ticketStatusPatch,
    reply: ok("The ticket."),
  },
  "GET /api/support/tickets/{id}/replies/": {
    summary: "Read a ticket's conversation",
    description: "Oldest first.",
    auth: signedIn,
    reply: ok("The replies."),
  },
  "POST /api/support/tickets/{id}/replies/": {
    summary: "Reply to a ticket",
    description:
      "A message (not blank) and, as multipart, `attachments` (PNG, JPEG, GIF, WebP or PDF by " +
      "their bytes, 10 MB each, at most 5). By the ticket's owner, the venue's Owners and " +
      "Admins, or staff (flagged is_staff).",
    auth: signedIn,
    body: replyInput,
    form: "either",
    reply: created("The reply."),
  },
  "GET /api/support/tickets/{id}/attachments/{attachmentId}/": {
    summary: "Download a reply's file",
    description: "Inline, never cached; for the ticket's venue members and provider staff only.",
    auth: signedIn,
    reply: content(
      ["image/png", "image/jpeg", "image/gif", "image/webp", "application/pdf"],
      "The file.",
    ),
  },
  "POST /api/support/tickets/{id}/feedback/": {
    summary: "Rate a ticket",
    description:
      "A rating from 1 to 5, by a member of the ticket's venue (staff 403); replaces the " +
      "member's earlier rating.",
    auth: signedIn,
    body: ticketRatingInput,
    reply: created("The rating."),
  },
});
