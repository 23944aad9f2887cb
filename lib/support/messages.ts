// The texts of the provider's security report form (spec §2.1, §8). Client-safe. The contact
// form's texts are the venue form's, in lib/contact/form.ts.

export const SECURITY_REPORT_SUBJECT = "Security Vulnerability Report";
export const REPORT_RECEIVED = "Thank you for your report. We will get back to you shortly.";
export const reportFailed = (error: string) => `Submission failed: ${error}`;
export const REPORT_NETWORK_FAILED =
  "Submission failed due to a network error. Please try again later.";

export const SECURITY_REPORT_FIELDS = ["name", "email", "message"] as const;
export type SecurityReportValues = Record<(typeof SECURITY_REPORT_FIELDS)[number], string>;

// Tickets, replies and feedback (spec §8 Support), exactly as the spec writes them.
export const TICKETS_FETCH_FAILED = "Failed to fetch tickets.";
export const ticketUpdated = (id: number, status: string) => `Ticket #${id} updated to ${status}.`;
export const ticketStatusUpdated = (status: string) => `Ticket status updated to ${status}.`;
export const TICKET_STATUS_FAILED = "Failed to update ticket status.";
export const TICKET_SUBMITTED = "Ticket submitted successfully!";
export const TICKET_SUBMIT_FAILED = "Failed to submit ticket.";
export const FEEDBACK_SUBMITTED = "Feedback submitted successfully!";
export const FEEDBACK_SUBMIT_FAILED = "Failed to submit feedback.";
export const FEEDBACK_FETCH_FAILED = "Failed to fetch feedback.";
export const CONTACT_FORMS_FETCH_FAILED = "Failed to fetch contact forms.";
export const emailSent = (email: string) => `Email sent successfully to ${email}!`;
export const TICKET_FETCH_FAILED = "Failed to fetch ticket data.";
export const REPLY_SUBMITTED = "Reply submitted successfully!";
export const REPLY_SUBMIT_FAILED = "Failed to submit reply.";
export const RATING_SUBMIT_FAILED = "Failed to submit rating.";
export const RATING_THANKS = "Thank you for your feedback!";
export const NO_TICKETS = "No tickets found.";
export const NO_REPLIES = "No replies yet.";
export const NO_FEEDBACK = "No feedback found.";
export const NO_CONTACT_FORMS = "No contact forms found.";
/** The send-email failure: the spec's text for a mail that did not leave (as in §8 Jobs). */
export const EMAIL_FAILED = "Failed to send email.";

export const SUPPORT_PORTAL_TITLE = "My Support Portal";
export const ticketTitle = (id: number, subject: string) => `Ticket #${id}: ${subject}`;
export const RATING_REQUIRED = "Please choose a rating from 1 to 5.";
export const REPLY_BLANK = "A reply cannot be empty.";
export const REPLY_NOT_ALLOWED = "Only the ticket's owner, the venue's admins or staff can reply.";
export const RATING_NOT_ALLOWED = "Only the venue's members can rate a ticket.";
export const ATTACHMENT_TOO_LARGE = "Each attachment must be at most 10 MB.";
export const ATTACHMENT_WRONG_TYPE = "Attach images (PNG, JPEG, GIF, WebP) or PDF files only.";
export const TOO_MANY_ATTACHMENTS = "At most 5 attachments per reply.";
