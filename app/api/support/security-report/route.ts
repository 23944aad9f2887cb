import { anyone, created, providerStaff, route } from "@/lib/api/handler";
import { securityReportInput } from "@/lib/support/schemas";
import { createSecurityReport, listSecurityReports } from "@/lib/support/security-reports";

/** Every security report, newest first: for the provider's staff only. */
export const GET = route({ auth: providerStaff }, async () => listSecurityReports());

/**
 * A security vulnerability report: anyone (the spec names no path; this one is documented in the
 * README). Subject fixed, stored, mailed to PROVIDER_EMAIL; shares the message limit (429).
 */
export const POST = route({ auth: anyone, body: securityReportInput }, async ({ body, ip }) =>
  created(await createSecurityReport({ input: body, ip })),
);
