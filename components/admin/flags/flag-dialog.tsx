"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, FieldShell, FormAlert, inputClass, useFieldIds } from "@/components/ui/field";
import { Checkbox, TextAreaField } from "@/components/ui/form-controls";
import { toast } from "@/components/ui/toast";
import { api, errorMessage } from "@/lib/client/api";
import { setServerErrors } from "@/lib/client/form-errors";
import type { FlagDto } from "@/lib/flags/flags";
import {
  ADD_FLAG_TITLE,
  EDIT_FLAG_TITLE,
  FLAG_SAVE_FAILED,
  flagForm,
  flagSaved,
  SAVE_FLAG,
  SAVING_FLAG,
  TENANTS_HINT,
  type FlagFormValues,
} from "@/lib/flags/schemas";

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
  const router = useRouter();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<FlagFormValues>({
    resolver: zodResolver(flagForm),
    defaultValues: {
      name: flag?.name ?? "",
      description: flag?.description ?? "",
      enabled: flag?.enabled ?? false,
      tenants: flag?.tenant_ids ?? [],
    },
  });
  const { register, formState } = form;
  const tenantIds = useFieldIds(undefined, formState.errors.tenants?.message, TENANTS_HINT);

  const save = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { name, ...rest } = values;
      if (flag) await api(`/api/public/feature-flags/${flag.id}/`, { method: "PATCH", body: rest });
      else await api("/api/public/feature-flags/", { method: "POST", body: values });
      toast.success(flagSaved(name));
      router.refresh();
      onClose();
    } catch (error) {
      setServerErrors(error, form.setError, ["name", "description", "enabled", "tenants"]);
      const message = errorMessage(error, { fallback: FLAG_SAVE_FAILED });
      setFormError(message);
      toast.error(message);
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={flag ? EDIT_FLAG_TITLE : ADD_FLAG_TITLE}
      className="max-w-lg"
    >
      <form onSubmit={save} noValidate className="space-y-4">
        <FormAlert>{formError}</FormAlert>
        <Field
          label="Name"
          placeholder="public_site_gallery"
          {...register("name")}
          readOnly={!!flag}
          aria-readonly={!!flag}
          className={flag ? "[&_input]:bg-slate-50 [&_input]:text-slate-500" : undefined}
          error={formState.errors.name?.message}
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
              <select
                {...tenantIds.aria}
                multiple
                size={Math.min(6, Math.max(3, tenants.length))}
                className={inputClass}
                value={field.value.map(String)}
                onChange={(e) =>
                  field.onChange([...e.target.selectedOptions].map((o) => Number(o.value)))
                }
              >
                {tenants.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name} ({t.slug})
                  </option>
                ))}
              </select>
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
