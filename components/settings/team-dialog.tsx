"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";

import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, FormAlert, SaveButton } from "@/components/ui/field";
import { Checkbox, SelectField } from "@/components/ui/form-controls";
import { call } from "@/lib/client/call";
import { setServerErrors } from "@/lib/client/form-errors";
import type { Branch } from "@/lib/client/queries";
import type { TeamMember } from "@/lib/users/members";
import {
  CONTACT_EMAIL_LABEL,
  INVITED_ADDRESS_HINT,
  JOB_TITLES,
  memberCreate,
  memberPatch,
  NAME_IS_THEIRS,
  ROLES,
  STATUSES,
} from "@/lib/users/team-schemas";

import { useTeamSubmit } from "./use-team-submit";

// Adding sends memberCreate, editing memberPatch: the same fields, less the account's name (the
// person's own) and with the status, which a new member does not have yet (pending).
type Values = z.input<typeof memberPatch>;
const FIELDS = Object.keys(memberPatch.shape) as (keyof Values)[];
/** What a venue may set; pending is only ever an invitation not yet answered. */
const SETTABLE = STATUSES.filter((s) => s !== "pending");

const valuesOf = (m: TeamMember | null): Values => ({
  tenant_specific_email: m?.tenant_specific_email || m?.email || "",
  ...(m ? {} : { name: "" }),
  tenant_specific_phone: m?.tenant_specific_phone ?? "",
  job_title: JOB_TITLES.find((t) => t === m?.job_title) ?? "",
  internal_id: m?.internal_id ?? "",
  branches: (m?.branches ?? []).map(String),
  role: ROLES.find((r) => r === m?.role) ?? "Staff",
  ...(m ? { status: STATUSES.find((x) => x === m.status) ?? "active" } : {}),
});

/** What the edit dialog says of the email the venue keeps for a member (not their sign-in). */
export const contactEmailHint = (accountEmail: string) =>
  `Where this venue reaches them. They sign in with ${accountEmail}, which only they can change.`;
export const OWN_ACCESS_HINT = "You cannot change your own role or status.";

/**
 * 'Add New User' and 'Edit User' (spec §2.3 Tenant Users; §5 "Add tenant user"). `own`: the
 * signed-in person's own row, whose role and status are not theirs to change.
 */
export function TeamDialog({
  member,
  own,
  branches,
  onClose,
}: {
  member: TeamMember | null;
  own: boolean;
  branches: Branch[];
  onClose: () => void;
}) {
  const submit = useTeamSubmit();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values, unknown, z.output<typeof memberPatch>>({
    resolver: zodResolver(member ? memberPatch : (memberCreate as unknown as typeof memberPatch)),
    defaultValues: valuesOf(member),
  });
  const pending = member?.status === "pending";
  const { register, formState } = form;
  const errors = formState.errors;

  const save = form.handleSubmit(async (body) => {
    setFormError(null);
    const result = await submit({
      ...(member
        ? {
            kind: "update",
            request: () =>
              call.patch("/api/tenant/user-details/{id}/", { params: { id: member.id }, body }),
          }
        : { kind: "add", request: () => call.post("/api/tenant/user-details/", { body }) }),
      inDialog: true,
    });
    if (result.ok) return onClose();
    setServerErrors(result.error, form.setError, FIELDS);
    setFormError(result.message);
  });

  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={member ? "Edit User" : "Add New User"}
      description={
        member
          ? undefined
          : "They are mailed an invitation to accept, and a temporary password if they are new."
      }
      className="max-w-xl"
    >
      <form onSubmit={save} noValidate className="max-h-[70vh] space-y-4 overflow-y-auto px-1">
        <FormAlert>{formError}</FormAlert>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={member ? CONTACT_EMAIL_LABEL : "Email"}
            hint={
              !member ? undefined : pending ? INVITED_ADDRESS_HINT : contactEmailHint(member.email)
            }
            type="email"
            readOnly={pending}
            {...register("tenant_specific_email")}
            error={errors.tenant_specific_email?.message}
            required
            autoFocus
          />
          {member ? (
            <div>
              <p className="mb-1.5 text-sm font-medium text-slate-700">Name</p>
              <p className="text-sm text-slate-800">{member.name || "—"}</p>
              <p className="mt-1 text-xs text-slate-500">
                {pending ? "Shown once they accept the invitation." : NAME_IS_THEIRS}
              </p>
            </div>
          ) : (
            <Field label="Name" {...register("name")} error={errors.name?.message} />
          )}
          <Field
            label="Phone"
            type="tel"
            {...register("tenant_specific_phone")}
            error={errors.tenant_specific_phone?.message}
          />
          <SelectField
            label="Job title"
            {...register("job_title")}
            error={errors.job_title?.message}
          >
            <option value="">None</option>
            {JOB_TITLES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </SelectField>
          <Field
            label="Internal ID"
            {...register("internal_id")}
            error={errors.internal_id?.message}
          />
          <SelectField
            label="Role"
            hint={own ? OWN_ACCESS_HINT : undefined}
            {...register("role", { disabled: own })}
            error={errors.role?.message}
          >
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </SelectField>
          {member ? (
            <SelectField
              label="Status"
              {...register("status", { disabled: pending || own })}
              error={errors.status?.message}
            >
              {(pending ? ["pending" as const] : SETTABLE).map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </SelectField>
          ) : null}
        </div>
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-slate-700">Branches</legend>
          {branches.length ? (
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              {branches.map((b) => (
                <Checkbox
                  key={b.id}
                  label={b.name}
                  value={String(b.id)}
                  {...register("branches")}
                />
              ))}
            </div>
          ) : (
            <p className="text-sm text-slate-500">No branches yet.</p>
          )}
          {errors.branches ? (
            <p className="mt-1.5 text-sm text-red-600">{errors.branches.message}</p>
          ) : null}
        </fieldset>
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <SaveButton saving={formState.isSubmitting}>
            {member ? "Save Changes" : "Add User"}
          </SaveButton>
        </div>
      </form>
    </Dialog>
  );
}
