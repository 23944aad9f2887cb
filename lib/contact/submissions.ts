// Contact submissions: messages sent from a venue's public site, read by the venue's admins. Every
// query names the tenant.
import { notFound } from "@/lib/core/errors";
import { db, type Prisma } from "@/lib/db";
import { notifyTenantAdmins } from "@/lib/notifications/notify";

import { assertMessageAllowed } from "./limit";
import type { ContactInput, ContactQuery } from "./schemas";

type InTenant = { tenantId: number };

export const contactSubmissionSelect = {
  id: true,
  name: true,
  email: true,
  subject: true,
  message: true,
  tenantId: true,
  createdAt: true,
} as const;
const select = contactSubmissionSelect;
type Row = Prisma.ContactSubmissionGetPayload<{ select: typeof select }>;

/**
 * Spec §3 "Contact submission": id, name, email, message, tenant, created_at (and the subject). The
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

/**
 * Stores a visitor's message for the venue; counted against the sender's message limit first
 * (429 past it: lib/contact/limit.ts).
 */
export async function createContactSubmission({
  tenantId,
  input,
  ip,
}: InTenant & { input: ContactInput; ip: string | null }) {
  await assertMessageAllowed(ip);
  const row = await db.$transaction(async (tx) => {
    const created = await tx.contactSubmission.create({ data: { ...input, tenantId }, select });
    await notifyTenantAdmins(
      {
        tenantId,
        message: `New message from ${input.name} on your site.`,
        related: { type: "contact_submission", id: created.id, url: "/support" },
      },
      tx,
    );
    return created;
  });
  return serializeContactSubmission(row);
}
