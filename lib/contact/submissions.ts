// Contact submissions: messages sent from a venue's public site, read by the venue's admins. Every
// query names the tenant.
import { notFound } from "@/lib/core/errors";
import { db, type Prisma } from "@/lib/db";
import { notifyTenantAdmins } from "@/lib/notifications/notify";

import { assertMessageAllowed } from "./limit";
import { mailVenueAdmins } from "./mail";
import type { ContactInput, ContactQuery } from "./schemas";

type Tx = Prisma.TransactionClient;

type InTenant = { tenantId: number };

export const contactSubmissionSelect = {
  id: true,
  name: true,
  email: true,
  subject: true,
  message: true,
  tenantId: true,
  createdAt: true,
  readAt: true,
  bookingId: true,
} as const;
const select = contactSubmissionSelect;
type Row = Prisma.ContactSubmissionGetPayload<{ select: typeof select }>;

/**
 * Spec §3 "Contact submission": id, name, email, message, tenant, created_at (and the subject, and
 * read_at, which the spec does not have: added, nothing changed). The
 * provider's own messages are rows of the same table with tenant null (lib/support/contact.ts).
 */
export function serializeContactSubmission(s: Row) {
  return {
    id: s.id,
    name: s.name,
    email: s.email,
    subject: s.subject,
    message: s.message,
    tenant: s.tenantId,
    created_at: s.createdAt.toISOString(),
    /** when someone of the venue first opened it in the Inbox (null: unread; decision 078) */
    read_at: s.readAt?.toISOString() ?? null,
    /** a customer's message from their booking's page: the booking it is about (decision 092) */
    booking_id: s.bookingId,
  };
}
export type ContactSubmissionDto = ReturnType<typeof serializeContactSubmission>;

/** A submission of the tenant, or 404. */
export async function findContactSubmissionOrThrow({ tenantId, id }: InTenant & { id: number }) {
  const row = await db.contactSubmission.findFirst({ where: { tenantId, id }, select });
  if (!row) throw notFound();
  return row;
}

/** Newest first; `?id=` answers a list of that one submission, or 404 when the venue has none. */
export async function listContactSubmissions({
  tenantId,
  filter = {},
}: InTenant & { filter?: ContactQuery }) {
  if (filter.id !== undefined)
    return [
      serializeContactSubmission(await findContactSubmissionOrThrow({ tenantId, id: filter.id })),
    ];
  const rows = await db.contactSubmission.findMany({
    where: { tenantId },
    select,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  return rows.map(serializeContactSubmission);
}

/** How many of the venue's messages no one of it has opened yet (the Inbox's badge). */
export async function countUnreadContactSubmissions({ tenantId }: InTenant) {
  return { unread_count: await db.contactSubmission.count({ where: { tenantId, readAt: null } }) };
}

/**
 * Marks the venue's message read, for the whole venue (decision 078); the first opening's time
 * stays. Another venue's id is a 404.
 */
export async function markContactSubmissionRead({ tenantId, id }: InTenant & { id: number }) {
  await db.contactSubmission.updateMany({
    where: { tenantId, id, readAt: null },
    data: { readAt: new Date() },
  });
  return serializeContactSubmission(await findContactSubmissionOrThrow({ tenantId, id }));
}

/**
 * Stores a visitor's message for the venue; counted against the sender's message limit first
 * (429 past it: lib/contact/limit.ts). Once stored, the venue's Owners and Admins are mailed in
 * the background: the visitor's answer never waits for the mail server (decision 077).
 */
export async function createContactSubmission({
  tenantId,
  input,
  ip,
  booking,
}: InTenant & {
  input: ContactInput;
  ip: string | null;
  /** a customer's message from their booking's page, and what else it writes with it */
  booking?: { id: number; also: (tx: Tx) => Promise<unknown> };
}) {
  await assertMessageAllowed(ip);
  const row = await db.$transaction(async (tx) => {
    const created = await tx.contactSubmission.create({
      data: { ...input, tenantId, bookingId: booking?.id },
      select,
    });
    await booking?.also(tx);
    await notifyTenantAdmins(
      {
        tenantId,
        message: booking
          ? `New message from ${input.name} about their booking.`
          : `New message from ${input.name} on your site.`,
        related: {
          type: "contact_submission",
          id: created.id,
          url: `/inbox?message=${created.id}`,
        },
      },
      tx,
    );
    return created;
  });
  await mailVenueAdmins(tenantId, row);
  return serializeContactSubmission(row);
}
