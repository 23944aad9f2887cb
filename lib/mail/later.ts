// Mail sent after the answer: a request whose answer must not depend on whether a message goes
// out (a password reset for an email that may have no account) does the same work either way and
// leaves the sending to the background. Failures are logged, never thrown.
import { log } from "@/lib/log";

import { sendMail, type Mail } from "./index";

const pending = new Set<Promise<void>>();

/** Sends `mail` in the background. */
export function sendMailLater(mail: Mail) {
  const job = sendMail(mail)
    .then(() => undefined)
    .catch((error: unknown) =>
      log.error("Mail not sent", { to: mail.to, subject: mail.subject, error }),
    )
    .finally(() => pending.delete(job));
  pending.add(job);
}

/** For tests and shutdown: waits until every message started so far is sent or logged. */
export async function mailLaterSettled() {
  while (pending.size) await Promise.allSettled([...pending]);
}
