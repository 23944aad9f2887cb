"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef } from "react";
import { type Resolver, type UseFormReturn } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, FormAlert, SaveButton } from "@/components/ui/field";
import { Checkbox, TextAreaField } from "@/components/ui/form-controls";
import { toast } from "@/components/ui/toast";
import { call } from "@/lib/client/call";
import { serverWords } from "@/lib/client/form-errors";
import { useApiForm } from "@/lib/client/use-api-form";
import type { TenantAdminDto } from "@/lib/tenants/admin";
import {
  EXISTING_ADMIN,
  PROVISION_FAILED,
  PROVISIONED,
  provisionInput,
  TENANT_UPDATE_FAILED,
  TENANT_UPDATED,
  tenantPatch,
  type ProvisionFormValues,
  type TenantEditValues,
} from "@/lib/tenants/schemas";

/** The tenant's details beside its name, in the order the dialogs show them. */
const DETAILS = [
  { key: "description", label: "Description", area: true },
  { key: "email", label: "Email", type: "email" },
  { key: "phone", label: "Phone", type: "tel" },
  { key: "website", label: "Website" },
  { key: "address", label: "Address" },
  { key: "city", label: "City" },
  { key: "state", label: "State" },
  { key: "zip_code", label: "ZIP code" },
  { key: "country", label: "Country" },
  { key: "timezone", label: "Time zone", placeholder: "UTC" },
  { key: "currency", label: "Currency", placeholder: "USD" },
  { key: "locale", label: "Locale", placeholder: "en-US" },
  { key: "primary_color", label: "Primary colour", placeholder: "#6B46C1" },
  { key: "secondary_color", label: "Secondary colour", placeholder: "#1E293B" },
  { key: "logo", label: "Logo URL" },
  { key: "owner_name", label: "Owner name" },
  { key: "owner_photo", label: "Owner photo URL" },
  { key: "owner_bio", label: "Owner bio", area: true },
  { key: "about_text", label: "About text", area: true },
  { key: "notes", label: "Notes", area: true },
  { key: "meta", label: "Meta (JSON)", area: true, placeholder: '{"plan": "standard"}' },
] as const;
type DetailKey = (typeof DETAILS)[number]["key"];
type Details = Partial<Record<DetailKey, string>>;

const fieldError = (form: UseFormReturn<never>, key: string) =>
  (form.formState.errors as Record<string, { message?: string } | undefined>)[key]?.message;

/** The optional details, shared by the provisioning and the Edit dialogs. */
function DetailFields({ form }: { form: UseFormReturn<never> }) {
  const register = form.register as unknown as (key: string) => object;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {DETAILS.map((d) =>
        "area" in d ? (
          <TextAreaField
            key={d.key}
            label={d.label}
            className="sm:col-span-2"
            placeholder={"placeholder" in d ? d.placeholder : undefined}
            {...register(d.key)}
            error={fieldError(form, d.key)}
          />
        ) : (
          <Field
            key={d.key}
            label={d.label}
            type={"type" in d ? d.type : "text"}
            placeholder={"placeholder" in d ? d.placeholder : undefined}
            {...register(d.key)}
            error={fieldError(form, d.key)}
          />
        ),
      )}
    </div>
  );
}

const FIELD_NAMES = ["admin_email", "admin_password", "name", "slug", "is_active"] as const;
const ALL_FIELDS = [...FIELD_NAMES, ...DETAILS.map((d) => d.key)];

/** Spec §5: empty fields are left out of the payload. */
const withoutEmpty = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== "" && v !== undefined));

/** The provisioning form (spec §2.2, §5): the admin's email and password, name and slug. */
export function ProvisionDialog({ onClose }: { onClose: () => void }) {
  const { form, formError, submit } = useApiForm({
    // What is checked is what is sent: the fields left empty are left out.
    resolver: ((values: Record<string, unknown>, ...rest: [never, never]) =>
      zodResolver(provisionInput)(withoutEmpty(values) as never, ...rest)) as unknown as Resolver<
      ProvisionFormValues & Details
    >,
    defaultValues: { admin_email: "", admin_password: "", name: "", slug: "", is_active: true },
    fields: ALL_FIELDS,
    request: (_, typed) => call.post("/api/public/register/", { body: withoutEmpty(typed) }),
    success: PROVISIONED,
    refresh: true,
    onSuccess: (tenant) => {
      if (tenant.admin_account === "existing") toast.info(EXISTING_ADMIN);
      onClose();
    },
    failure: { form: serverWords(PROVISION_FAILED) },
  });
  const { register, formState } = form;
  const errors = formState.errors;
  // A detail's error opens the details; only the person folds them shut again (an error fixed,
  // or a value entered, leaves them as they are).
  const details = useRef<HTMLDetailsElement>(null);
  const detailError = DETAILS.find((d) => d.key in errors)?.key;
  useEffect(() => {
    if (detailError && details.current) details.current.open = true;
  }, [detailError, formState.submitCount]);

  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title="Provision Tenant"
      description="Creates the venue, its admin (who chooses a new password at first sign-in; an email that already has an account keeps its own), its site and a first branch."
      className="max-w-2xl"
    >
      <form onSubmit={submit} noValidate className="max-h-[70vh] space-y-4 overflow-y-auto px-1">
        <FormAlert>{formError}</FormAlert>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Admin email"
            type="email"
            autoComplete="off"
            {...register("admin_email")}
            error={errors.admin_email?.message}
            required
            autoFocus
          />
          <Field
            label="Admin password"
            type="password"
            autoComplete="new-password"
            {...register("admin_password")}
            error={errors.admin_password?.message}
            required
          />
          <Field label="Tenant name" {...register("name")} error={errors.name?.message} required />
          <Field
            label="Tenant slug"
            placeholder="grand-halls"
            hint="Lower-case letters, digits and hyphens: the venue's address."
            {...register("slug")}
            error={errors.slug?.message}
            required
          />
        </div>
        <Checkbox label="Active" {...register("is_active")} />
        <details className="rounded-lg ring-1 ring-slate-200" ref={details}>
          <summary className="cursor-pointer px-3 py-2 text-sm font-medium text-slate-700">
            More details (optional)
          </summary>
          <div className="p-3">
            <DetailFields form={form as never} />
          </div>
        </details>
        <div className="flex justify-end gap-2 pt-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <SaveButton saving={formState.isSubmitting}>Provision</SaveButton>
        </div>
      </form>
    </Dialog>
  );
}

const editValues = (t: TenantAdminDto): TenantEditValues & Details => ({
  ...Object.fromEntries(DETAILS.map((d) => [d.key, String(t[d.key] ?? "")])),
  name: t.name,
  meta: Object.keys(t.meta ?? {}).length ? JSON.stringify(t.meta, null, 2) : "",
});

/** Edit: the name (required) and the other editable fields (spec §5 "Tenant edit"). */
export function EditTenantDialog({
  tenant,
  onClose,
}: {
  tenant: TenantAdminDto;
  onClose: () => void;
}) {
  const { form, formError, submit } = useApiForm({
    resolver: zodResolver(tenantPatch) as unknown as Resolver<TenantEditValues & Details>,
    defaultValues: editValues(tenant),
    fields: ["name", ...DETAILS.map((d) => d.key)],
    request: (_, typed) =>
      call.patch("/api/public/tenants/{id}/", { params: { id: tenant.id }, body: typed }),
    success: TENANT_UPDATED,
    refresh: true,
    onSuccess: onClose,
    failure: { form: serverWords(TENANT_UPDATE_FAILED), toast: TENANT_UPDATE_FAILED },
  });
  const { register, formState } = form;

  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={`Edit ${tenant.name}`}
      className="max-w-2xl"
    >
      <form onSubmit={submit} noValidate className="max-h-[70vh] space-y-4 overflow-y-auto px-1">
        <FormAlert>{formError}</FormAlert>
        <Field
          label="Name"
          {...register("name")}
          error={formState.errors.name?.message}
          required
          autoFocus
        />
        <DetailFields form={form as never} />
        <div className="flex justify-end gap-2 pt-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <SaveButton saving={formState.isSubmitting}>Save</SaveButton>
        </div>
      </form>
    </Dialog>
  );
}
