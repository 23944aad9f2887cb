// The careers pages' mail: what an applicant reads, in text and escaped HTML.
import { describe, expect, it } from "vitest";

import { COMPANY } from "@/lib/core/company";
import { applicantMessageMail, applicationConfirmationMail } from "@/lib/mail/templates/jobs";

const about = {
  to: "ana@example.com",
  jobTitle: "Head\nChef",
  companyName: "HallBook",
};

describe("the jobs mail", () => {
  it("confirms an application on one subject line, replies going to the provider", () => {
    const mail = applicationConfirmationMail(about);
    expect(mail).toMatchObject({
      to: "ana@example.com",
      replyTo: COMPANY.email,
      subject: "We received your application for Head Chef",
    });
    expect(mail.text).toMatch(/^Hello,\n\nThank you for applying for the Head Chef position/);
  });

  it("sends staff's message as they wrote it, paragraph by paragraph", () => {
    const mail = applicantMessageMail({
      ...about,
      subject: "Next\r\nsteps",
      message: "Hello Ana,\r\n\r\nSee you at 10:00.\r\nBring a pen.",
    });
    expect(mail.subject).toBe("Next steps");
    expect(mail.text).toBe(
      "Hello Ana,\n\nSee you at 10:00.\nBring a pen.\n\nHallBook, about your application for Head Chef",
    );
    expect(mail.html).toContain("See you at 10:00.<br>Bring a pen.");
  });
});
