// A ticket's conversation (spec §3 Ticket reply): read by whoever sees the ticket; written by its
// owner, the venue's Owners and Admins, and provider staff (flagged is_staff). The other side is
// told in the same transaction.
import { forbidden } from "@/lib/core/errors";
import { db } from "@/lib/db";
import { notifyProviderStaff, notifyUsers } from "@/lib/notifications/notify";
import { countUploads } from "@/lib/storage/upload-limit";

import { checkAttachments, removeAttachmentFiles, storeAttachments } from "./attachments";
import { REPLY_NOT_ALLOWED } from "./messages";
import type { ReplyInput } from "./schemas";
import { replySelect, serializeReply } from "./serialize";
import {
  findTicketOrThrow,
  isStaffViewer,
  mayReply,
  ticketPath,
  type SupportViewer,
} from "./tickets";

type OnTicket = { viewer: SupportViewer; ticketId: number };

/** The conversation, oldest first; 404 when the viewer cannot see the ticket. */
export async function listReplies({ viewer, ticketId }: OnTicket) {
  const ticket = await findTicketOrThrow({ viewer, id: ticketId });
  const rows = await db.ticketReply.findMany({
    where: { tenantId: ticket.tenantId, ticketId: ticket.id },
    select: replySelect,
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  return rows.map(serializeReply);
}

/**
 * Adds a reply with its attachments (checked and stored first, so a refused file writes nothing).
 * A staff reply tells the ticket's owner; a venue's reply tells the provider's staff and the owner.
 */
export async function createReply({ viewer, ticketId, input }: OnTicket & { input: ReplyInput }) {
  const ticket = await findTicketOrThrow({ viewer, id: ticketId });
  if (!mayReply(viewer, ticket)) throw forbidden(REPLY_NOT_ALLOWED);
  const staff = isStaffViewer(viewer);
  const checked = await checkAttachments(input.attachments);
  await countUploads(viewer.userId, checked.length);
  const files = await storeAttachments(checked);
  try {
    return await db.$transaction(async (tx) => {
      const row = await tx.ticketReply.create({
        data: {
          tenantId: ticket.tenantId,
          ticketId: ticket.id,
          authorId: viewer.userId,
          message: input.message,
          isStaff: staff,
          attachments: { create: files },
        },
        select: replySelect,
      });
      const message = `New reply on ticket #${ticket.id} "${ticket.subject}".`;
      const related = { type: "support_ticket", id: ticket.id };
      await notifyUsers(
        {
          userIds: [ticket.userId],
          tenantId: ticket.tenantId,
          except: viewer.userId,
          message,
          related: { ...related, url: ticketPath.tenant(ticket.id) },
        },
        tx,
      );
      if (!staff)
        await notifyProviderStaff(
          {
            except: viewer.userId,
            message: `${message.slice(0, -1)} from ${ticket.tenant.slug}.`,
            related: { ...related, url: ticketPath.provider(ticket.id) },
          },
          tx,
        );
      return serializeReply(row);
    });
  } catch (error) {
    await removeAttachmentFiles(files.map((f) => f.fileKey));
    throw error;
  }
}
