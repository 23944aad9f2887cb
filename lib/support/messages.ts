// The texts of the provider's security report form (spec §2.1, §8). Client-safe. The contact
// form's texts are the venue form's, in lib/contact/form.ts.

export const SECURITY_REPORT_SUBJECT = "Security Vulnerability Report";
export const REPORT_RECEIVED = "Thank you for your report. We will get back to you shortly.";
export const reportFailed = (error: string) => `Submission failed: ${error}`;
export const REPORT_NETWORK_FAILED =
  "Submission failed due to a network error. Please try again later.";

export const SECURITY_REPORT_FIELDS = ["name", "email", "message"] as const;
export type SecurityReportValues = Record<(typeof SECURITY_REPORT_FIELDS)[number], string>;
