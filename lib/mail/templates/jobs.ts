// The mail of the careers pages: the confirmation an applicant gets, and the message provider
// staff write to an applicant. Replies go to the provider's address. Anyone can apply in anyone's
// name, so the confirmation carries nothing the applicant typed but the address it goes to: not
// their name, which would let a stranger write the first line of our mail to any mailbox
// (docs/decisions/019-resumes-and-job-api.md, amended).
import { COMPANY } from "@/lib/core/company";

import type { Mail } from "../index";
import { composeMail } from "../template";

type AboutApplication = {
  to: string;
  jobTitle: string;
  companyName: string;
};

const oneLine = (value: string) => value.replace(/\s+/g, " ").trim();

/** To an applicant, as soon as their application is saved. */
export function applicationConfirmationMail(input: AboutApplication): Mail {
  const job = oneLine(input.jobTitle);
  return composeMail({
    to: input.to,
    replyTo: COMPANY.email,
    subject: `We received your application for ${job}`,
    paragraphs: [
      "Hello,",
      `Thank you for applying for the ${job} position at ${input.companyName}. ` +
        "We have received your application and your resume.",
      "Our team will review it and contact you by email about the next steps.",
      ["Best regards,", `The ${input.companyName} team`],
    ],
  });
}

/** From provider staff to an applicant: their subject and message, as they wrote them. */
export function applicantMessageMail(
  input: AboutApplication & { subject: string; message: string },
): Mail {
  return composeMail({
    to: input.to,
    replyTo: COMPANY.email,
    subject: oneLine(input.subject),
    paragraphs: [
      ...input.message.replace(/\r\n?/g, "\n").split(/\n\s*\n/),
      `${input.companyName}, about your application for ${oneLine(input.jobTitle)}`,
    ],
  });
}
