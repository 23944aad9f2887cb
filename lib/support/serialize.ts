// The one shape of each support entity (spec §3 Support ticket, Ticket reply, Feedback).
import type { Prisma } from "@/lib/db";

export const ticketSelect = {
  id: true,
  tenantId: true,
  userId: true,
  subject: true,
  description: true,
  priority: true,
  status: true,
  createdAt: true,
  updatedAt: true,
  tenant: { select: { slug: true, name: true } },
  user: { select: { name: true, email: true } },
  _count: { select: { replies: true } },
} as const satisfies Prisma.SupportTicketSelect;
export type TicketRow = Prisma.SupportTicketGetPayload<{ select: typeof ticketSelect }>;

export function serializeTicket(t: TicketRow) {
  return {
    id: t.id,
    subject: t.subject,
    description: t.description,
    priority: t.priority,
    status: t.status,
    /** the tenant's code (its slug) */
    tenant: t.tenant.slug,
    tenant_name: t.tenant.name,
    user: t.userId,
    user_name: t.user.name || t.user.email,
    reply_count: t._count.replies,
    created_at: t.createdAt.toISOString(),
    updated_at: t.updatedAt.toISOString(),
  };
}
export type TicketDto = ReturnType<typeof serializeTicket>;

export const replySelect = {
  id: true,
  ticketId: true,
  authorId: true,
  message: true,
  isStaff: true,
  createdAt: true,
  author: { select: { name: true, email: true } },
  attachments: {
    select: { id: true, fileName: true, mimeType: true, size: true },
    orderBy: { id: "asc" },
  },
} as const satisfies Prisma.TicketReplySelect;
type ReplyRow = Prisma.TicketReplyGetPayload<{ select: typeof replySelect }>;

/** Where an attachment is read: behind the ticket's own door, never /api/files. */
export const attachmentUrl = (ticketId: number, attachmentId: number) =>
  `/api/support/tickets/${ticketId}/attachments/${attachmentId}/`;

export function serializeReply(r: ReplyRow) {
  return {
    id: r.id,
    ticket: r.ticketId,
    author: r.author.name || r.author.email,
    author_id: r.authorId,
    message: r.message,
    is_staff: r.isStaff,
    attachments: r.attachments.map((a) => ({
      id: a.id,
      file: attachmentUrl(r.ticketId, a.id),
      name: a.fileName,
      content_type: a.mimeType,
      size: a.size,
    })),
    created_at: r.createdAt.toISOString(),
  };
}
export type ReplyDto = ReturnType<typeof serializeReply>;

export const feedbackSelect = {
  id: true,
  rating: true,
  comment: true,
  ticketId: true,
  createdAt: true,
  tenant: { select: { slug: true } },
  user: { select: { name: true, email: true } },
} as const satisfies Prisma.FeedbackSelect;
type FeedbackRow = Prisma.FeedbackGetPayload<{ select: typeof feedbackSelect }>;

export function serializeFeedback(f: FeedbackRow) {
  return {
    id: f.id,
    rating: f.rating,
    comment: f.comment,
    ticket: f.ticketId,
    tenant: f.tenant?.slug ?? null,
    user_name: f.user ? f.user.name || f.user.email : null,
    created_at: f.createdAt.toISOString(),
  };
}
export type FeedbackDto = ReturnType<typeof serializeFeedback>;
