import { ConsoleShell } from "@/components/console/console-shell";
import { ImpersonationBanner } from "@/components/console/impersonation-banner";
import { PasswordResetGuard } from "@/components/profile/password-reset-guard";
import { TENANT_ADMIN_ROLES } from "@/lib/auth/roles";
import { requireTenantViewer } from "@/lib/auth/viewer";
import { venueFormats } from "@/lib/booking-settings/settings";
import { grantOf } from "@/lib/impersonation/requests";
import { holdForPasswordChange } from "@/lib/users/password-reset";
import { avatarOf } from "@/lib/users/profile";

/** The signed-in venue console: sidebar, top bar, and the venue's time zone for every page. */
export default async function TenantAppLayout({ children }: LayoutProps<"/[tenant]">) {
  const principal = await requireTenantViewer({ held: true });
  const { tenant, user, role } = principal;
  // A password that must be changed first: every page leads to /profile (spec §4).
  const [mustChangePassword, grant, avatarUrl, formats] = await Promise.all([
    holdForPasswordChange({ principal, profilePath: "/profile" }),
    grantOf(principal),
    avatarOf(user.id),
    venueFormats(tenant.id),
  ]);
  return (
    <ConsoleShell
      tenant={{
        slug: tenant.slug,
        name: tenant.name,
        timezone: tenant.timezone,
        maxBookingDays: tenant.maxBookingDays,
        defaultHoldDays: tenant.defaultHoldDays,
        depositPercent: tenant.depositPercent,
        ...formats,
      }}
      user={{
        uuid: user.uuid,
        name: user.name,
        email: user.email,
        avatarUrl,
        role,
        canManageVenue: TENANT_ADMIN_ROLES.includes(role),
        impersonated: !!principal.impersonationId,
      }}
      held={mustChangePassword}
      banner={
        grant ? (
          <ImpersonationBanner
            who={user.name || user.email}
            role={grant.role}
            until={grant.expiresAt}
            timeZone={tenant.timezone}
          />
        ) : null
      }
    >
      <PasswordResetGuard active={mustChangePassword} profilePath="/profile" />
      {children}
    </ConsoleShell>
  );
}
