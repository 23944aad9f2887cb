// The notices the provider receives for each contact message and security report (to the
// provider's address, PROVIDER_EMAIL), and a venue's Owners and Admins for each message of its
// site's contact form: Reply-To the visitor, so that answering the mail answers them. They go to
// the people the message was written to, never to the visitor, so they may repeat it (decision
// 054 is about mail a visitor can make the product send to someone else). Everything the visitor
// typed is escaped in the HTML part by composeMail and made one line in a header.
import type { Mail } from "@/lib/mail";
import { composeMail } from "@/lib/mail/template";

export type NoticeInput = {
  /** the provider's address */
  to: string;
  /** the stored row's id */
  id: number;
  visitor: { name: string; email: string };
  subject: string;
  message: string;
};

/** Header text from a visitor's words: one line, at most `max` characters. */
const oneLine = (value: string, max = 120) => {
  const line = value.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

type Parts = { subject: string; intro: string; kept: string; link?: string };

function notice(n: NoticeInput, parts: Parts): Mail {
  return composeMail({
    to: n.to,
    replyTo: oneLine(n.visitor.email, 254),
    subject: parts.subject,
    paragraphs: [
      parts.intro,
      [`From: ${n.visitor.name} <${n.visitor.email}>`, `Subject: ${n.subject || "(none)"}`],
      n.message,
      `Reply to this mail to answer them. ${parts.kept}`,
      ...(parts.link ? [{ link: parts.link }] : []),
    ],
  });
}

export const contactMessageNotice = (n: NoticeInput) =>
  notice(n, {
    subject: n.subject
      ? `Contact message: ${oneLine(n.subject)}`
      : `Contact message from ${oneLine(n.visitor.name, 80)}`,
    intro: "A visitor wrote through the contact form of the HallBook site.",
    kept: `The message is kept as contact message #${n.id}.`,
  });

export const securityReportNotice = (n: NoticeInput) =>
  notice(n, {
    subject: `${n.subject} from ${oneLine(n.visitor.name, 80)}`,
    intro: "A security vulnerability was reported through the HallBook site.",
    kept: `The report is kept as security report #${n.id}.`,
  });

/** To one of a venue's Owners and Admins; `inbox` is the console's Inbox on the venue's host. */
export const venueContactNotice = (n: NoticeInput & { venueName: string; inbox: string }) =>
  notice(n, {
    subject: n.subject
      ? `Message from your site: ${oneLine(n.subject)}`
      : `Message from your site, from ${oneLine(n.visitor.name, 80)}`,
    intro: `A visitor wrote through the contact form of ${oneLine(n.venueName, 200)}'s site.`,
    kept: "The message is kept in your Inbox:",
    link: n.inbox,
  });
