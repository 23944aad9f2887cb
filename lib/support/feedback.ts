// Feedback (spec §3): a rating of a ticket by its venue, or general feedback about the service.
// The provider's staff read it all (Feedback Reviews).
import { forbidden } from "@/lib/core/errors";
import { db } from "@/lib/db";
import { notifyProviderStaff } from "@/lib/notifications/notify";

import { RATING_NOT_ALLOWED } from "./messages";
import type { FeedbackInput, TicketRatingInput } from "./schemas";
import { feedbackSelect, serializeFeedback } from "./serialize";
import { findTicketOrThrow, isStaffViewer, type SupportViewer } from "./tickets";

/**
 * Rates a ticket 1 to 5, by a member of its venue; a member's new rating of the same ticket
 * replaces their earlier one.
 */
export async function rateTicket({
  viewer,
  ticketId,
  input,
}: {
  viewer: SupportViewer;
  ticketId: number;
  input: TicketRatingInput;
}) {
  const ticket = await findTicketOrThrow({ viewer, id: ticketId });
  if (isStaffViewer(viewer)) throw forbidden(RATING_NOT_ALLOWED);
  return db.$transaction(async (tx) => {
    const where = { tenantId: ticket.tenantId, ticketId: ticket.id, userId: viewer.userId };
    await tx.feedback.deleteMany({ where });
    const row = await tx.feedback.create({
      data: { ...where, rating: input.rating, comment: "" },
      select: feedbackSelect,
    });
    await notifyProviderStaff(
      {
        except: viewer.userId,
        message: `Ticket #${ticket.id} was rated ${input.rating} of 5.`,
        related: { type: "feedback", id: row.id, url: "/admin/support?tab=feedback" },
      },
      tx,
    );
    return serializeFeedback(row);
  });
}

/** General feedback from a signed-in user: in their venue's name, or the provider's own staff. */
export async function createFeedback({
  viewer,
  input,
}: {
  viewer: SupportViewer;
  input: FeedbackInput;
}) {
  return db.$transaction(async (tx) => {
    const row = await tx.feedback.create({
      data: { tenantId: viewer.tenantId, userId: viewer.userId, ...input },
      select: feedbackSelect,
    });
    await notifyProviderStaff(
      {
        except: viewer.userId,
        message: `New feedback (${input.rating} of 5)${row.tenant ? ` from ${row.tenant.slug}` : ""}.`,
        related: { type: "feedback", id: row.id, url: "/admin/support?tab=feedback" },
      },
      tx,
    );
    return serializeFeedback(row);
  });
}

/** Every rating and feedback, newest first: for provider staff. */
export async function listFeedback() {
  const rows = await db.feedback.findMany({
    select: feedbackSelect,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  return rows.map(serializeFeedback);
}
