"use client";

import { Pencil, Plus, Power, PowerOff } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";

import { LocalDateTime } from "@/components/admin/jobs/applied-date";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Badge } from "@/components/ui/form-controls";
import { IconButton, TooltipProvider } from "@/components/ui/icon-button";
import { PageHeading } from "@/components/ui/page-heading";
import { ResponsiveList } from "@/components/ui/responsive-list";
import { EmptyState } from "@/components/ui/states";
import { toast } from "@/components/ui/toast";
import { call } from "@/lib/client/call";
import { withReason } from "@/lib/client/failure";
import type { TenantAdminDto } from "@/lib/tenants/admin";
import { siteOrigin, type PublicSite } from "@/lib/tenants/host";
import {
  NO_TENANTS,
  TENANT_DISABLE_FAILED,
  TENANT_ENABLE_FAILED,
  tenantDisabled,
  tenantEnabled,
  toggleTenantConfirm,
} from "@/lib/tenants/messages";

import { EditTenantDialog, ProvisionDialog } from "./tenant-dialogs";

function ActiveBadge({ active }: { active: boolean }) {
  return active ? (
    <Badge className="bg-green-50 text-green-700 ring-green-200">Active</Badge>
  ) : (
    <Badge className="bg-slate-100 text-slate-700 ring-slate-300">Inactive</Badge>
  );
}

/** /admin/tenants: every venue, with editing, enabling and disabling, and provisioning. */
export function TenantsPage({ tenants, site }: { tenants: TenantAdminDto[]; site: PublicSite }) {
  const router = useRouter();
  const [provisioning, setProvisioning] = useState(false);
  const [editing, setEditing] = useState<TenantAdminDto | null>(null);
  const [toggling, setToggling] = useState<TenantAdminDto | null>(null);
  const [busy, setBusy] = useState(false);
  const siteUrl = (slug: string) => `${siteOrigin(site, slug)}/home`;

  async function toggle(tenant: TenantAdminDto) {
    setBusy(true);
    try {
      await call.patch(
        tenant.is_active ? "/api/public/tenants/{id}/disable/" : "/api/public/tenants/{id}/enable/",
        { params: { id: tenant.id } },
      );
      toast.success(tenant.is_active ? tenantDisabled(tenant.name) : tenantEnabled(tenant.name));
      router.refresh();
    } catch (error) {
      toast.error(
        withReason(tenant.is_active ? TENANT_DISABLE_FAILED : TENANT_ENABLE_FAILED, error),
      );
    } finally {
      setBusy(false);
      setToggling(null);
    }
  }

  const actions = (t: TenantAdminDto) => (
    <div className="flex items-center justify-end gap-1">
      <IconButton icon={Pencil} label={`Edit ${t.name}`} onClick={() => setEditing(t)} />
      <IconButton
        icon={t.is_active ? PowerOff : Power}
        label={`${t.is_active ? "Disable" : "Enable"} ${t.name}`}
        className={t.is_active ? "text-red-600 hover:bg-red-50" : "text-green-700"}
        onClick={() => setToggling(t)}
      />
    </div>
  );
  const slugLink = (t: TenantAdminDto) => (
    <a
      href={siteUrl(t.slug)}
      target="_blank"
      rel="noreferrer"
      className="font-mono text-sm text-brand-700 hover:underline"
    >
      {t.slug}
    </a>
  );
  const provisionButton = (
    <Button onClick={() => setProvisioning(true)}>
      <Plus className="size-4" aria-hidden /> Provision Tenant
    </Button>
  );

  return (
    <TooltipProvider>
      <div className="space-y-6">
        <PageHeading
          title="Tenants"
          description="The venues on this platform: provision a new one, edit, enable or disable."
          action={tenants.length ? provisionButton : null}
        />
        {!tenants.length ? (
          <EmptyState title={NO_TENANTS} action={provisionButton} />
        ) : (
          <ResponsiveList
            label="Tenants"
            items={tenants}
            columns={["Name", "Slug", "Status", "Created"]}
            actions={actions}
            card={(t) => (
              <>
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">{t.name}</p>
                  <p className="mt-0.5">{slugLink(t)}</p>
                  <p className="mt-0.5 text-xs text-slate-500">
                    Created <LocalDateTime value={t.created_at} />
                  </p>
                </div>
                <ActiveBadge active={t.is_active} />
              </>
            )}
            cells={(t) => (
              <>
                <td className="px-4 py-3">
                  <p className="font-medium text-slate-900">{t.name}</p>
                  {t.city ? <p className="text-xs text-slate-500">{t.city}</p> : null}
                </td>
                <td className="px-4 py-3">{slugLink(t)}</td>
                <td className="px-4 py-3">
                  <ActiveBadge active={t.is_active} />
                </td>
                <td className="px-4 py-3 text-slate-700">
                  <LocalDateTime value={t.created_at} />
                </td>
              </>
            )}
          />
        )}
        {provisioning ? <ProvisionDialog onClose={() => setProvisioning(false)} /> : null}
        {editing ? <EditTenantDialog tenant={editing} onClose={() => setEditing(null)} /> : null}
        <ConfirmDialog
          open={!!toggling}
          onOpenChange={(open) => !open && !busy && setToggling(null)}
          title={toggling?.is_active ? "Disable tenant" : "Enable tenant"}
          message={
            toggling
              ? toggleTenantConfirm(toggling.is_active ? "disable" : "enable", toggling.name)
              : ""
          }
          confirmLabel={toggling?.is_active ? "Disable" : "Enable"}
          destructive={toggling?.is_active}
          busy={busy}
          onConfirm={() => toggling && toggle(toggling)}
        />
      </div>
    </TooltipProvider>
  );
}
