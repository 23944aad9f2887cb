"use client";

import { Controller } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, FieldShell, FormAlert, useFieldIds } from "@/components/ui/field";
import { Checkbox, TextAreaField } from "@/components/ui/form-controls";
import { MultiSelect } from "@/components/ui/multi-select";
import { call } from "@/lib/client/call";
import { serverWords } from "@/lib/client/form-errors";
import { useApiForm } from "@/lib/client/use-api-form";
import type { FlagDto } from "@/lib/flags/flags";
import {
  ADD_FLAG_TITLE,
  EDIT_FLAG_TITLE,
  FLAG_NAME_HINT,
  FLAG_SAVE_FAILED,
  flagForm,
  flagSaved,
  SAVE_FLAG,
  SAVING_FLAG,
  TENANT_PICKER,
  TENANTS_HINT,
} from "@/lib/flags/schemas";

/** Characters that reorder the text around them (embeddings, overrides, isolates). */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;

export type TenantChoice = { id: number; slug: string; name: string };

/** 'Add New Flag' and edit (spec §2.2): the name is required, and locked once the flag exists. */
export function FlagDialog({
  flag,
  tenants,
  onClose,
}: {
  flag: FlagDto | null;
  tenants: TenantChoice[];
  onClose: () => void;
}) {
  const { form, formError, submit } = useApiForm({
    schema: flagForm,
    defaultValues: {
      name: flag?.name ?? "",
      description: flag?.description ?? "",
      enabled: flag?.enabled ?? false,
      tenants: flag?.tenant_ids ?? [],
    },
    request: (values) => {
      const { name, ...rest } = values;
      return flag
        ? call.patch("/api/public/feature-flags/{id}/", { params: { id: flag.id }, body: rest })
        : call.post("/api/public/feature-flags/", { body: values });
    },
    success: (_, { name }) => flagSaved(name),
    refresh: true,
    onSuccess: onClose,
    failure: { form: serverWords(FLAG_SAVE_FAILED) },
  });
  const { register, formState } = form;
  const tenantIds = useFieldIds(undefined, formState.errors.tenants?.message, TENANTS_HINT);

  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={flag ? EDIT_FLAG_TITLE : ADD_FLAG_TITLE}
      className="max-w-lg"
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <FormAlert>{formError}</FormAlert>
        <Field
          label="Name"
          placeholder="public_site_gallery"
          {...register("name")}
          readOnly={!!flag}
          aria-readonly={!!flag}
          className={flag ? "[&_input]:bg-slate-50 [&_input]:text-slate-500" : undefined}
          error={formState.errors.name?.message}
          hint={flag ? undefined : FLAG_NAME_HINT}
          required
          autoFocus={!flag}
        />
        <TextAreaField
          label="Description"
          {...register("description")}
          error={formState.errors.description?.message}
        />
        <Controller
          control={form.control}
          name="tenants"
          render={({ field }) => (
            <FieldShell
              fieldId={tenantIds.fieldId}
              label="Tenants"
              message={tenantIds.message}
              hint={TENANTS_HINT}
            >
              <MultiSelect
                id={tenantIds.fieldId}
                describedBy={tenantIds.aria["aria-describedby"]}
                invalid={!!tenantIds.message}
                // Without bidi controls: a right-to-left override in a name would reorder the
                // slug after it, and a tenant could pass for another.
                choices={tenants.map((t) => ({
                  value: t.id,
                  label: `${t.name.replace(BIDI_CONTROLS, "")} (${t.slug})`,
                }))}
                value={field.value}
                onChange={field.onChange}
                texts={TENANT_PICKER}
              />
            </FieldShell>
          )}
        />
        <Checkbox label="Enabled" {...register("enabled")} />
        <div className="flex justify-end gap-2 pt-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? SAVING_FLAG : SAVE_FLAG}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
