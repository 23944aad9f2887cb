"use client";

import { Pencil, Plus, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";

import { useConsoleUser } from "@/components/console/tenant-context";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Badge } from "@/components/ui/form-controls";
import { IconButton } from "@/components/ui/icon-button";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { HeaderRow, TableCard } from "@/components/ui/table";
import { toast } from "@/components/ui/toast";
import { call } from "@/lib/client/call";
import { useBranches, useTeam } from "@/lib/client/queries";
import type { TeamMember } from "@/lib/users/members";

import { TeamDialog } from "./team-dialog";
import { useTeamSubmit } from "./use-team-submit";

/** Active, inactive and pending apart; the rest neutral (spec §2.3). */
const STATUS_STYLES: Record<string, string> = {
  active: "bg-green-50 text-green-700 ring-green-200",
  inactive: "bg-slate-100 text-slate-600 ring-slate-300",
  pending: "bg-amber-50 text-amber-800 ring-amber-200",
};
const NEUTRAL = "bg-white text-slate-700 ring-slate-200";
const orNA = (v: string | null | undefined) => v || "N/A";
const nameOf = (m: TeamMember) => m.name || m.tenant_specific_email || m.email;
/** Until they accept, a member has no name the venue may see: it says what is awaited. */
export const INVITATION_SENT = "Invitation sent";

function MemberName({ member: m, own }: { member: TeamMember; own: boolean }) {
  if (!m.name && m.status === "pending")
    return <p className="text-sm text-slate-500 italic">{INVITATION_SENT}</p>;
  return (
    <p className="font-medium text-slate-900">
      {m.name || "—"}
      {own ? <span className="ml-1.5 text-xs font-normal text-slate-500">(you)</span> : null}
    </p>
  );
}

/** The venue's team: who they are, their branches and status; add, edit, (de)activate, delete. */
export function TeamSection() {
  const team = useTeam();
  const branches = useBranches();
  const submit = useTeamSubmit();
  // Through an access request the team is read-only (the API refuses changes too).
  const { impersonated, uuid } = useConsoleUser();
  /** Your own row: your role and status are not yours to change, nor can you remove yourself. */
  const isOwn = (m: TeamMember) => m.uuid !== null && m.uuid === uuid;
  const [editing, setEditing] = useState<{ member: TeamMember | null } | null>(null);
  const [toggling, setToggling] = useState<TeamMember | null>(null);
  const [deleting, setDeleting] = useState<TeamMember | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (team.isError) toast.error("Failed to load tenant users.");
  }, [team.isError]);
  useEffect(() => {
    if (branches.isError) toast.error("Failed to load available branches.");
  }, [branches.isError]);

  const branchName = (id: number) => branches.data?.find((b) => b.id === id)?.name ?? `ID: ${id}`;
  const next = (m: TeamMember) => (m.status === "active" ? "inactive" : "active");

  /** A change asked for in a confirmation: it closes, and a refusal is said in a toast. */
  async function confirmed(change: Parameters<typeof submit>[0]) {
    setBusy(true);
    await submit(change);
    setBusy(false);
    setToggling(null);
    setDeleting(null);
  }
  const toggle = (m: TeamMember) =>
    confirmed({
      kind: "status",
      request: () =>
        call.patch("/api/tenant/user-details/{id}/", {
          params: { id: m.id },
          body: { status: next(m) },
        }),
      done: `User status changed to "${next(m)}" successfully!`,
    });
  const remove = (m: TeamMember) =>
    confirmed({
      kind: "remove",
      request: () => call.delete("/api/tenant/user-details/{id}/", { params: { id: m.id } }),
    });

  // A pending member has not answered the invitation: only they can make it active. Your own
  // row offers only what can succeed: editing your details at this venue.
  const actions = (m: TeamMember) =>
    impersonated ? null : (
      <div className="flex items-center justify-end gap-1">
        {m.status === "pending" ? (
          <span className="px-2 text-xs text-slate-500">Invited</span>
        ) : isOwn(m) ? null : (
          <Button size="sm" variant="secondary" onClick={() => setToggling(m)}>
            {m.status === "active" ? "Deactivate" : "Activate"}
          </Button>
        )}
        <IconButton
          label={`Edit ${nameOf(m)}`}
          icon={Pencil}
          onClick={() => setEditing({ member: m })}
        />
        {isOwn(m) ? null : (
          <IconButton
            label={`Delete ${nameOf(m)}`}
            icon={Trash2}
            className="text-red-600 hover:bg-red-50"
            onClick={() => setDeleting(m)}
          />
        )}
      </div>
    );
  const status = (m: TeamMember) => (
    <Badge className={STATUS_STYLES[m.status] ?? NEUTRAL}>{m.status}</Badge>
  );
  const branchesOf = (m: TeamMember) =>
    m.branches.length ? m.branches.map(branchName).join(", ") : "N/A";

  let body: React.ReactNode;
  if (team.isPending) body = <LoadingState message="Loading tenant users..." />;
  else if (team.isError)
    body = <ErrorState message="Failed to load tenant users." onRetry={() => team.refetch()} />;
  else if (!team.data.length) body = <EmptyState title="No users yet." />;
  else
    body = (
      <>
        {/* On a phone each person is a card, with their actions beside what they are. */}
        <ul className="space-y-3 md:hidden">
          {team.data.map((m) => (
            <li key={m.id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <MemberName member={m} own={isOwn(m)} />
                  <p className="truncate text-xs text-slate-500">
                    {m.tenant_specific_email || m.email}
                  </p>
                </div>
                {status(m)}
              </div>
              <dl className="mt-3 grid grid-cols-[6rem_1fr] gap-y-1 text-sm">
                <dt className="text-slate-500">Role</dt>
                <dd className="text-slate-800">{m.role}</dd>
                <dt className="text-slate-500">Job title</dt>
                <dd className="text-slate-800">{orNA(m.job_title)}</dd>
                <dt className="text-slate-500">Phone</dt>
                <dd className="text-slate-800">{orNA(m.tenant_specific_phone)}</dd>
                <dt className="text-slate-500">Branches</dt>
                <dd className="text-slate-800">{branchesOf(m)}</dd>
              </dl>
              <div className="mt-3 border-t border-slate-100 pt-3">{actions(m)}</div>
            </li>
          ))}
        </ul>
        <div className="hidden md:block">
          <TableCard>
            <HeaderRow
              columns={[
                "User",
                "Phone",
                "Job title",
                "Internal ID",
                "Role",
                "Branches",
                "Status",
                { label: "Actions", className: "text-right" },
              ]}
            />
            <tbody className="divide-y divide-slate-100">
              {team.data.map((m) => (
                <tr key={m.id}>
                  <td className="px-4 py-3">
                    <MemberName member={m} own={isOwn(m)} />
                    <p className="text-xs text-slate-500">{m.tenant_specific_email || m.email}</p>
                  </td>
                  <td className="px-4 py-3 text-slate-700">{orNA(m.tenant_specific_phone)}</td>
                  <td className="px-4 py-3 text-slate-700">{orNA(m.job_title)}</td>
                  <td className="px-4 py-3 text-slate-700">{orNA(m.internal_id)}</td>
                  <td className="px-4 py-3 text-slate-700">{m.role}</td>
                  <td className="px-4 py-3 text-slate-700">{branchesOf(m)}</td>
                  <td className="px-4 py-3">{status(m)}</td>
                  <td className="px-4 py-3">{actions(m)}</td>
                </tr>
              ))}
            </tbody>
          </TableCard>
        </div>
      </>
    );

  return (
    <section aria-labelledby="team-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="team-title" className="text-lg font-semibold text-slate-900">
            Tenant Users
          </h2>
          <p className="text-sm text-slate-600">Who works in the console, in which role.</p>
        </div>
        {impersonated ? null : (
          <Button onClick={() => setEditing({ member: null })}>
            <Plus className="size-4" /> Add New User
          </Button>
        )}
      </div>
      {body}
      {editing ? (
        <TeamDialog
          member={editing.member}
          own={!!editing.member && isOwn(editing.member)}
          branches={branches.data ?? []}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={!!toggling}
        onOpenChange={(o) => !o && setToggling(null)}
        title="Change status"
        message={
          toggling
            ? `Are you sure you want to change ${nameOf(toggling)}'s status to "${next(toggling)}"?`
            : ""
        }
        busy={busy}
        onConfirm={() => toggling && toggle(toggling)}
      />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={deleting ? `Delete ${nameOf(deleting)}` : "Delete user"}
        message={
          deleting?.status === "pending"
            ? "Withdraw this invitation? Their account, if they have one, is not touched."
            : "Are you sure you want to delete this user? They lose access to this venue."
        }
        confirmLabel="Delete"
        destructive
        busy={busy}
        onConfirm={() => deleting && remove(deleting)}
      />
    </section>
  );
}
