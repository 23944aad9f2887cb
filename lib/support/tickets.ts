// Support tickets (spec §3, §4, §7): a venue's members file them on their own host; the provider's
// staff, in the console, see every venue's. One viewer type says which: a tenant id scopes every
// query, and none means provider staff (docs/decisions/025-support-tickets.md).
import type { Principal } from "@/lib/auth/principal";
import { TENANT_ADMIN_ROLES } from "@/lib/auth/roles";
import { notFound } from "@/lib/core/errors";
import { db, type Prisma } from "@/lib/db";
import type { TenantRole } from "@/lib/generated/prisma/enums";
import { notifyProviderStaff, notifyUsers } from "@/lib/notifications/notify";

import type { TicketInput, TicketQuery, TicketStatus } from "./schemas";
import { serializeTicket, ticketSelect } from "./serialize";

/** Who looks at tickets: a venue's member (tenantId) or provider staff (tenantId null). */
export type SupportViewer = { userId: number; tenantId: number | null; role: TenantRole | null };

export function supportViewer(p: Principal): SupportViewer {
  return { userId: p.user.id, tenantId: p.tenant?.id ?? null, role: p.role };
}

export const isStaffViewer = (v: SupportViewer) => v.tenantId === null;

/** May write in a ticket's conversation: its owner, the venue's Owners and Admins, staff. */
export function mayReply(v: SupportViewer, ticket: { userId: number }): boolean {
  return (
    isStaffViewer(v) ||
    ticket.userId === v.userId ||
    (v.role !== null && TENANT_ADMIN_ROLES.includes(v.role))
  );
}

/** The tenant condition of every ticket query: the viewer's tenant, or none for staff. */
const scope = (v: SupportViewer): Prisma.SupportTicketWhereInput =>
  v.tenantId === null ? {} : { tenantId: v.tenantId };

/** Where each side reads a ticket, for notification links. */
export const ticketPath = {
  tenant: (id: number) => `/support/tickets/${id}`,
  provider: (id: number) => `/admin/support/tickets/${id}`,
};

const orderings: Record<string, Prisma.SupportTicketOrderByWithRelationInput[]> = {
  priority: [{ priority: "desc" }, { createdAt: "desc" }],
  "-priority": [{ priority: "asc" }, { createdAt: "desc" }],
  tenant: [{ tenant: { slug: "asc" } }, { createdAt: "desc" }],
};

/** The viewer's tickets (staff: every venue's); newest first unless `ordering` says otherwise. */
export async function listTickets({
  viewer,
  filter = {},
}: {
  viewer: SupportViewer;
  filter?: TicketQuery;
}) {
  const rows = await db.supportTicket.findMany({
    where: scope(viewer),
    select: ticketSelect,
    orderBy: [...(orderings[filter.ordering ?? ""] ?? [{ createdAt: "desc" }]), { id: "desc" }],
  });
  return rows.map(serializeTicket);
}

/** A ticket the viewer may see, or 404 (another venue's ticket does not exist for them). */
export async function findTicketOrThrow({ viewer, id }: { viewer: SupportViewer; id: number }) {
  const row = await db.supportTicket.findFirst({
    where: { ...scope(viewer), id },
    select: ticketSelect,
  });
  if (!row) throw notFound();
  return row;
}

export async function getTicket(where: { viewer: SupportViewer; id: number }) {
  return serializeTicket(await findTicketOrThrow(where));
}

/** Files a ticket for the member's venue, and tells the provider's staff. */
export async function createTicket({
  tenantId,
  userId,
  input,
}: {
  tenantId: number;
  userId: number;
  input: TicketInput;
}) {
  return db.$transaction(async (tx) => {
    const row = await tx.supportTicket.create({
      data: { ...input, tenantId, userId },
      select: ticketSelect,
    });
    await notifyProviderStaff(
      {
        except: userId,
        message: `New support ticket #${row.id} from ${row.tenant.slug}: ${row.subject}`,
        related: { type: "support_ticket", id: row.id, url: ticketPath.provider(row.id) },
      },
      tx,
    );
    return serializeTicket(row);
  });
}

/**
 * Any status from any other (spec §4), by the venue's members or staff; the ticket's owner is told
 * (unless they made the change).
 */
export async function setTicketStatus({
  viewer,
  id,
  status,
}: {
  viewer: SupportViewer;
  id: number;
  status: TicketStatus;
}) {
  const ticket = await findTicketOrThrow({ viewer, id });
  return db.$transaction(async (tx) => {
    const row = await tx.supportTicket.update({
      where: { id: ticket.id },
      data: { status },
      select: ticketSelect,
    });
    if (ticket.status !== status)
      await notifyUsers(
        {
          userIds: [row.userId],
          tenantId: row.tenantId,
          except: viewer.userId,
          message: `Ticket #${row.id} "${row.subject}" is now ${status.replace(/_/g, " ")}.`,
          related: { type: "support_ticket", id: row.id, url: ticketPath.tenant(row.id) },
        },
        tx,
      );
    return serializeTicket(row);
  });
}
