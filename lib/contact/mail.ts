// A venue's contact message, mailed to the people who read it: the venue's active Owners and
// Admins (the roles that may read contact submissions, TENANT_ADMIN_ROLES), each their own copy,
// Reply-To the visitor. Sent after the message is stored and in the background (decision 077):
// a slow or absent mail server never slows or fails the visitor's message, which the Inbox keeps
// whatever becomes of the mail.
import { TENANT_ADMIN_ROLES } from "@/lib/auth/roles";
import { db } from "@/lib/db";
import { log } from "@/lib/log";
import { sendMailLater } from "@/lib/mail/later";
import { venueContactNotice } from "@/lib/mail/templates/support";
import { tenantOrigin } from "@/lib/tenants/origins";

type Message = { id: number; name: string; email: string; subject: string; message: string };

/** The addresses of the venue's active Owners and Admins whose accounts are active. */
export async function venueAdminAddresses(tenantId: number): Promise<string[]> {
  const members = await db.tenantUser.findMany({
    where: {
      tenantId,
      status: "active",
      role: { in: TENANT_ADMIN_ROLES },
      user: { isActive: true },
    },
    select: { user: { select: { email: true } } },
    orderBy: { id: "asc" },
  });
  return [...new Set(members.map((m) => m.user.email))];
}

/** Starts the mail of `message` to each of the venue's Owners and Admins; never throws. */
export async function mailVenueAdmins(tenantId: number, message: Message) {
  const [tenant, to] = await Promise.all([
    db.tenant.findUnique({ where: { id: tenantId }, select: { name: true, slug: true } }),
    venueAdminAddresses(tenantId),
  ]).catch((error: unknown) => {
    log.error("Contact message not mailed; it is stored", { id: message.id, error });
    return [null, []] as const;
  });
  if (!tenant) return;
  const inbox = new URL("/inbox", tenantOrigin(tenant.slug)).toString();
  for (const address of to)
    sendMailLater(
      venueContactNotice({
        to: address,
        id: message.id,
        visitor: message,
        subject: message.subject,
        message: message.message,
        venueName: tenant.name,
        inbox,
      }),
    );
}
