// The provider's answer to a contact message (spec §7 send-email): mailed to the visitor from the
// provider's console. A refused send is a 502; nothing is stored either way.
import { COMPANY } from "@/lib/core/company";
import { AppError, notFound } from "@/lib/core/errors";
import { db } from "@/lib/db";
import { log } from "@/lib/log";
import { sendMail } from "@/lib/mail";
import { composeMail } from "@/lib/mail/template";

import { EMAIL_FAILED, emailSent } from "./messages";
import type { SendEmailInput } from "./schemas";

export async function replyToContactMessage({ input }: { input: SendEmailInput }) {
  const row = await db.contactSubmission.findFirst({
    where: { id: input.contact_form_id, tenantId: null },
    select: { id: true, name: true, email: true, subject: true },
  });
  if (!row) throw notFound();
  const about = row.subject.replace(/\s+/g, " ").trim().slice(0, 120);
  try {
    await sendMail(
      composeMail({
        to: row.email,
        replyTo: COMPANY.email,
        subject: about ? `Re: ${about}` : `Your message to ${COMPANY.name}`,
        paragraphs: [
          `Hello ${row.name},`,
          ...input.message.replace(/\r\n?/g, "\n").split(/\n\s*\n/),
          `${COMPANY.name}`,
        ],
      }),
    );
  } catch (error) {
    log.error("Reply to a contact message not sent", { contactId: row.id, error });
    throw new AppError(502, EMAIL_FAILED);
  }
  return { detail: emailSent(row.email), email: row.email };
}
