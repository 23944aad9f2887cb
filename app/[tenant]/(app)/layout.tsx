import { ConsoleShell } from "@/components/console/console-shell";
import { TENANT_ADMIN_ROLES } from "@/lib/auth/roles";
import { requireTenantViewer } from "@/lib/auth/viewer";

/** The signed-in venue console: sidebar, top bar, and the venue's time zone for every page. */
export default async function TenantAppLayout({ children }: LayoutProps<"/[tenant]">) {
  const { tenant, user, role } = await requireTenantViewer();
  return (
    <ConsoleShell
      tenant={{
        slug: tenant.slug,
        name: tenant.name,
        timezone: tenant.timezone,
        maxBookingDays: tenant.maxBookingDays,
      }}
      user={{
        name: user.name,
        email: user.email,
        role,
        canManageVenue: TENANT_ADMIN_ROLES.includes(role),
      }}
    >
      {children}
    </ConsoleShell>
  );
}
