// Mail to the provider about what a visitor sent. The message is stored before this runs, and a
// failed send is logged, not thrown: the visitor's message is kept either way, so they are told it
// was sent (docs/decisions/020-provider-contact-and-abuse-limits.md).
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { sendMail, type Mail } from "@/lib/mail";
import type { NoticeInput } from "@/lib/mail/templates/support";

/** Sends `template`'s notice to PROVIDER_EMAIL: true when it left, false when it failed. */
export async function notifyProvider(
  template: (n: NoticeInput) => Mail,
  input: Omit<NoticeInput, "to">,
  what: string,
): Promise<boolean> {
  try {
    await sendMail(template({ ...input, to: env().PROVIDER_EMAIL }));
    return true;
  } catch (error) {
    log.error(`Notice of ${what} #${input.id} not sent; it is stored`, { error, id: input.id });
    return false;
  }
}
