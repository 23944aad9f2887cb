// The provider's contact messages (spec §3 "Contact message"): rows of the venues' contact
// submissions table with no tenant, in the one shape of a contact submission (tenant: null).
// Anyone sends one from the company site; the provider's staff read them.
import { assertMessageAllowed } from "@/lib/contact/limit";
import type { ContactInput } from "@/lib/contact/schemas";
import {
  contactSubmissionSelect,
  serializeContactSubmission,
  type ContactSubmissionDto,
} from "@/lib/contact/submissions";
import { db } from "@/lib/db";
import { contactMessageNotice } from "@/lib/mail/templates/support";
import { notifyProviderStaff } from "@/lib/notifications/notify";

import { notifyProvider } from "./notify";

/**
 * Stores a visitor's message to the provider and mails the provider a notice (Reply-To the
 * visitor). Counted against the sender's message limit first (429 past it). Stored first, then
 * sent: a failed send is logged and the message is kept.
 */
export async function createProviderContactMessage({
  input,
  ip,
}: {
  input: ContactInput;
  ip: string | null;
}): Promise<ContactSubmissionDto> {
  await assertMessageAllowed(ip);
  const row = await db.$transaction(async (tx) => {
    const created = await tx.contactSubmission.create({
      data: { ...input, tenantId: null },
      select: contactSubmissionSelect,
    });
    await notifyProviderStaff(
      {
        message: `New contact message from ${input.name}.`,
        related: { type: "contact_message", id: created.id, url: "/admin/support" },
      },
      tx,
    );
    return created;
  });
  await notifyProvider(
    contactMessageNotice,
    { id: row.id, visitor: input, subject: input.subject, message: input.message },
    "contact message",
  );
  return serializeContactSubmission(row);
}

/** The provider's contact messages, newest first (a venue's own are its, never listed here). */
export async function listProviderContactMessages(): Promise<ContactSubmissionDto[]> {
  const rows = await db.contactSubmission.findMany({
    where: { tenantId: null },
    select: contactSubmissionSelect,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  return rows.map(serializeContactSubmission);
}
