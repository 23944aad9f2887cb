// Security vulnerability reports (spec §2.1, §7): anyone sends one from the company site, with the
// subject fixed to 'Security Vulnerability Report'; the provider's staff read them.
import { assertMessageAllowed } from "@/lib/contact/limit";
import { db, type Prisma } from "@/lib/db";
import { securityReportNotice } from "@/lib/mail/templates/support";
import { notifyProviderStaff } from "@/lib/notifications/notify";

import { SECURITY_REPORT_SUBJECT } from "./messages";
import { notifyProvider } from "./notify";
import type { SecurityReportInput } from "./schemas";

const select = {
  id: true,
  name: true,
  email: true,
  subject: true,
  message: true,
  createdAt: true,
} as const;
type Row = Prisma.SecurityReportGetPayload<{ select: typeof select }>;

export function serializeSecurityReport(r: Row) {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    subject: r.subject,
    message: r.message,
    created_at: r.createdAt.toISOString(),
  };
}
export type SecurityReportDto = ReturnType<typeof serializeSecurityReport>;

/**
 * Stores a report and mails the provider a notice (Reply-To the reporter). Counted against the
 * sender's message limit first (429 past it). Stored first, then sent: a failed send is logged and
 * the report is kept.
 */
export async function createSecurityReport({
  input,
  ip,
}: {
  input: SecurityReportInput;
  ip: string | null;
}): Promise<SecurityReportDto> {
  await assertMessageAllowed(ip);
  const row = await db.$transaction(async (tx) => {
    const created = await tx.securityReport.create({
      data: { ...input, subject: SECURITY_REPORT_SUBJECT },
      select,
    });
    await notifyProviderStaff(
      {
        level: "Warning",
        message: `New security report from ${input.name}.`,
        related: { type: "security_report", id: created.id },
      },
      tx,
    );
    return created;
  });
  await notifyProvider(
    securityReportNotice,
    { id: row.id, visitor: input, subject: row.subject, message: row.message },
    "security report",
  );
  return serializeSecurityReport(row);
}

/** Every report, newest first. */
export async function listSecurityReports(): Promise<SecurityReportDto[]> {
  const rows = await db.securityReport.findMany({
    select,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  return rows.map(serializeSecurityReport);
}
