"use client";

import { MapPin, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { DeleteDialog } from "@/components/ui/delete-dialog";
import { Dialog } from "@/components/ui/dialog";
import { Field, FormAlert, SaveButton } from "@/components/ui/field";
import { IconButton } from "@/components/ui/icon-button";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { branchInput } from "@/lib/branches/schemas";
import { call } from "@/lib/client/call";
import { serverWords } from "@/lib/client/form-errors";
import { keys, useBranches, type Branch } from "@/lib/client/queries";
import { useApiForm } from "@/lib/client/use-api-form";

function BranchDialog({ branch, onClose }: { branch: Branch | null; onClose: () => void }) {
  const { form, formError, submit } = useApiForm({
    schema: branchInput,
    defaultValues: {
      name: branch?.name ?? "",
      city: branch?.city ?? "",
      address: branch?.address ?? "",
    },
    request: (body) =>
      branch
        ? call.patch("/api/tenant/branches/{id}/", { params: { id: branch.id }, body })
        : call.post("/api/tenant/branches/", { body }),
    success: branch ? "Branch updated successfully!" : "Branch added successfully!",
    invalidate: [keys.branches],
    onSuccess: onClose,
    failure: { form: serverWords("Failed to save branch."), toast: false },
  });
  const errors = form.formState.errors;
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={branch ? "Edit Branch" : "Add Branch"}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <FormAlert>{formError}</FormAlert>
        <Field
          label="Name"
          {...form.register("name")}
          error={errors.name?.message}
          required
          autoFocus
        />
        <Field label="City" {...form.register("city")} error={errors.city?.message} />
        <Field label="Address" {...form.register("address")} error={errors.address?.message} />
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <SaveButton saving={form.formState.isSubmitting}>
            {branch ? "Save Changes" : "Add Branch"}
          </SaveButton>
        </div>
      </form>
    </Dialog>
  );
}

/** The venue's branches (locations): each hall belongs to one. */
export function BranchesSection() {
  const branches = useBranches();
  const [editing, setEditing] = useState<{ branch: Branch | null } | null>(null);
  const [deleting, setDeleting] = useState<Branch | null>(null);

  let body: React.ReactNode;
  if (branches.isPending) body = <LoadingState message="Loading branches..." />;
  else if (branches.isError)
    body = <ErrorState message="Failed to load branches." onRetry={() => branches.refetch()} />;
  else if (!branches.data.length)
    body = <EmptyState title="No branches yet." message="Add one to start adding halls." />;
  else
    body = (
      <ul className="divide-y divide-slate-100 overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
        {branches.data.map((b) => (
          <li key={b.id} className="flex items-center justify-between gap-3 px-4 py-3">
            <div className="min-w-0">
              <p className="font-medium text-slate-900">{b.name}</p>
              <p className="flex items-center gap-1 text-sm text-slate-600">
                <MapPin className="size-4 shrink-0 text-slate-400" aria-hidden />
                <span className="truncate">
                  {[b.address, b.city].filter(Boolean).join(", ") || "No address"}
                </span>
              </p>
            </div>
            <div className="flex gap-1">
              <IconButton
                label={`Edit ${b.name}`}
                icon={Pencil}
                onClick={() => setEditing({ branch: b })}
              />
              <IconButton
                label={`Delete ${b.name}`}
                icon={Trash2}
                className="text-red-600 hover:bg-red-50"
                onClick={() => setDeleting(b)}
              />
            </div>
          </li>
        ))}
      </ul>
    );

  return (
    <section aria-labelledby="branches-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="branches-title" className="text-lg font-semibold text-slate-900">
            Branches
          </h2>
          <p className="text-sm text-slate-600">Your locations; each hall belongs to one.</p>
        </div>
        <Button onClick={() => setEditing({ branch: null })}>
          <Plus className="size-4" /> Add Branch
        </Button>
      </div>
      {body}
      {editing ? <BranchDialog branch={editing.branch} onClose={() => setEditing(null)} /> : null}
      <DeleteDialog
        path="/api/tenant/branches/{id}/"
        id={deleting?.id ?? null}
        title={deleting ? `Delete ${deleting.name}` : "Delete branch"}
        message="Are you sure you want to delete this branch?"
        successMessage="Branch deleted successfully!"
        errorPrefix="Failed to delete branch: "
        invalidate={[keys.branches]}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
