"use client";

import { firstAnswer } from "@/lib/core/form-answer";
import { sendSecurityReport } from "@/lib/support/actions";
import { REPORT_NETWORK_FAILED, REPORT_RECEIVED, reportFailed } from "@/lib/support/messages";
import { securityReportInput } from "@/lib/support/schemas";

import { PublicForm, type Failure } from "./public-form";

/** Spec §8: the server's words after 'Submission failed:', or the network error's own text. */
const failedText = (failure: Failure | null) =>
  failure?.status === 0
    ? REPORT_NETWORK_FAILED
    : reportFailed(failure?.detail ?? "Internal server error.");

/** The security report (spec §2.1): all fields required, the subject fixed by the server. */
export function SecurityReportForm() {
  return (
    <PublicForm
      id="security-report-form"
      schema={securityReportInput}
      endpoint="/api/support/security-report/"
      action={sendSecurityReport}
      permalink="/security-vulnerability-report"
      initial={firstAnswer({ name: "", email: "", message: "" })}
      fields={[
        { name: "name", label: "Your Name", maxLength: 120, autoComplete: "name" },
        {
          name: "email",
          label: "Your Email",
          type: "email",
          maxLength: 254,
          autoComplete: "email",
        },
        { name: "message", label: "Vulnerability Details", maxLength: 10_000, rows: 8 },
      ]}
      submit={{ idle: "Submit Report", busy: "Submitting..." }}
      sentText={REPORT_RECEIVED}
      failedText={failedText}
    />
  );
}
