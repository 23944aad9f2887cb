"use client";

import { Pencil, Plus, Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { IconButton, TooltipProvider } from "@/components/ui/icon-button";
import { PageHeading } from "@/components/ui/page-heading";
import { ResponsiveList } from "@/components/ui/responsive-list";
import { EmptyState } from "@/components/ui/states";
import { toast } from "@/components/ui/toast";
import { call } from "@/lib/client/call";
import { withReason } from "@/lib/client/failure";
import type { FlagDto } from "@/lib/flags/flags";
import {
  ADD_FLAG,
  FLAG_DELETE_CONFIRM,
  FLAG_DELETE_FAILED,
  FLAG_TOGGLE_FAILED,
  flagDeleted,
  flagToggled,
  GLOBAL,
  NO_FLAGS,
} from "@/lib/flags/messages";
import { cn } from "@/lib/ui/cn";

import { FlagDialog, type TenantChoice } from "./flag-dialog";

/** The Enabled toggle: saves at once (spec §4), and goes back if the save fails. */
function EnabledSwitch({ flag }: { flag: FlagDto }) {
  const [on, setOn] = useState(flag.enabled);
  const [saving, setSaving] = useState(false);
  async function toggle() {
    const next = !on;
    setOn(next);
    setSaving(true);
    try {
      await call.patch("/api/public/feature-flags/{id}/", {
        params: { id: flag.id },
        body: { enabled: next },
      });
      toast.success(flagToggled(flag.name, next));
    } catch (error) {
      setOn(!next);
      toast.error(withReason(FLAG_TOGGLE_FAILED, error));
    } finally {
      setSaving(false);
    }
  }
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-label={`Enabled: ${flag.name}`}
      disabled={saving}
      onClick={toggle}
      className={cn(
        "relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors",
        "focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2",
        "focus-visible:outline-none disabled:opacity-60",
        on ? "bg-brand-600" : "bg-slate-300",
      )}
    >
      <span
        aria-hidden
        className={cn(
          "inline-block size-5 rounded-full bg-white shadow transition-transform",
          on ? "translate-x-5.5" : "translate-x-0.5",
        )}
      />
    </button>
  );
}

const tenantsText = (f: FlagDto) => (f.tenants.length ? f.tenants.join(", ") : GLOBAL);

/** /admin/settings/ffsettings: the flags, toggled at once, added, edited and deleted. */
export function FlagsPage({ flags, tenants }: { flags: FlagDto[]; tenants: TenantChoice[] }) {
  const router = useRouter();
  const [editing, setEditing] = useState<FlagDto | "new" | null>(null);
  const [deleting, setDeleting] = useState<FlagDto | null>(null);
  const [busy, setBusy] = useState(false);

  async function remove(flag: FlagDto) {
    setBusy(true);
    try {
      await call.delete("/api/public/feature-flags/{id}/", { params: { id: flag.id } });
      toast.success(flagDeleted(flag.name));
      router.refresh();
    } catch (error) {
      toast.error(withReason(FLAG_DELETE_FAILED, error));
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  }

  const actions = (f: FlagDto) => (
    <div className="flex items-center justify-end gap-1">
      <IconButton icon={Pencil} label={`Edit ${f.name}`} onClick={() => setEditing(f)} />
      <IconButton
        icon={Trash2}
        label={`Delete ${f.name}`}
        className="text-red-600 hover:bg-red-50"
        onClick={() => setDeleting(f)}
      />
    </div>
  );
  const addButton = (
    <Button onClick={() => setEditing("new")}>
      <Plus className="size-4" aria-hidden /> {ADD_FLAG}
    </Button>
  );

  return (
    <TooltipProvider>
      <div className="space-y-6">
        <PageHeading
          title="Feature flags"
          description="Switch features on or off for every venue, or only for the venues listed."
          action={flags.length ? addButton : null}
        />
        {!flags.length ? (
          <EmptyState title={NO_FLAGS} action={addButton} />
        ) : (
          <ResponsiveList
            label="Feature flags"
            items={flags}
            columns={["Name", "Description", "Tenants", "Enabled"]}
            actions={actions}
            card={(f) => (
              <>
                <div className="min-w-0">
                  <p className="font-mono text-sm font-medium break-all text-slate-900">{f.name}</p>
                  {f.description ? (
                    <p className="mt-0.5 text-sm text-slate-600">{f.description}</p>
                  ) : null}
                  <p className="mt-1 text-xs text-slate-500">Tenants: {tenantsText(f)}</p>
                </div>
                <EnabledSwitch key={`${f.id}-${f.enabled}`} flag={f} />
              </>
            )}
            cells={(f) => (
              <>
                <td className="px-4 py-3 font-mono text-sm font-medium text-slate-900">{f.name}</td>
                <td className="px-4 py-3 text-slate-700">{f.description}</td>
                <td className="px-4 py-3 text-slate-700">{tenantsText(f)}</td>
                <td className="px-4 py-3">
                  <EnabledSwitch key={`${f.id}-${f.enabled}`} flag={f} />
                </td>
              </>
            )}
          />
        )}
        {editing ? (
          <FlagDialog
            flag={editing === "new" ? null : editing}
            tenants={tenants}
            onClose={() => setEditing(null)}
          />
        ) : null}
        <ConfirmDialog
          open={!!deleting}
          onOpenChange={(open) => !open && !busy && setDeleting(null)}
          title={deleting ? `Delete ${deleting.name}` : "Delete feature flag"}
          message={FLAG_DELETE_CONFIRM}
          confirmLabel="Delete"
          destructive
          busy={busy}
          onConfirm={() => deleting && remove(deleting)}
        />
      </div>
    </TooltipProvider>
  );
}
