"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Send } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { Field, Spinner } from "@/components/ui/field";
import { SelectField } from "@/components/ui/form-controls";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/client/api";
import { setServerErrors } from "@/lib/client/form-errors";
import {
  LOADING_ROLES,
  requestForm,
  requestSent,
  ROLES_LOAD_FAILED,
  SEND_REQUEST,
  SEND_REQUEST_FAILED,
  SYSTEM_ROLE,
  TENANT_SLUG_PLACEHOLDER,
  type RequestForm as FormShape,
  type RequestInput,
  type RoleChoice,
} from "@/lib/impersonation/schemas";

import { REQUESTS_PATH, serverSaid } from "./use-requests";

/** Role choices from the server, SYSTEM left out (spec §2.2). */
function useRoles() {
  const [roles, setRoles] = useState<RoleChoice[]>([]);
  useEffect(() => {
    api<RoleChoice[]>("/api/roles/")
      .then((all) => setRoles(all.filter((r) => r.value !== SYSTEM_ROLE)))
      .catch(() => toast.error(ROLES_LOAD_FAILED));
  }, []);
  return roles;
}

/** /admin/tenants/access's form: a venue's slug and a role; 'Send Request' once both are set. */
export function RequestAccessForm({ onSent }: { onSent: () => void }) {
  const roles = useRoles();
  const form = useForm<FormShape, unknown, RequestInput>({
    resolver: zodResolver(requestForm) as Resolver<FormShape, unknown, RequestInput>,
    defaultValues: { tenant_name: "", role: "" },
  });
  const { register, handleSubmit, setError, setValue, control, formState } = form;
  const [tenantName, role] = useWatch({ control, name: ["tenant_name", "role"] });

  useEffect(() => {
    if (roles.length && !form.getValues("role")) setValue("role", roles[0].value);
  }, [roles, form, setValue]);

  async function submit(input: RequestInput) {
    try {
      await api(REQUESTS_PATH, { method: "POST", body: { action: "request", ...input } });
      toast.success(requestSent(input.tenant_name));
      form.reset({ tenant_name: "", role: input.role });
      onSent();
    } catch (e) {
      setServerErrors(e, setError, ["tenant_name", "role"]);
      toast.error(serverSaid(e, SEND_REQUEST_FAILED));
    }
  }

  const loading = !roles.length;
  const empty = !String(tenantName ?? "").trim() || !String(role ?? "").trim();
  return (
    <form
      onSubmit={handleSubmit(submit)}
      noValidate
      className="grid gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-[1fr_12rem_auto] sm:items-start sm:p-6"
    >
      <Field
        label="Tenant Slug"
        placeholder={TENANT_SLUG_PLACEHOLDER}
        autoComplete="off"
        error={formState.errors.tenant_name?.message}
        {...register("tenant_name")}
      />
      <SelectField
        label="Role"
        disabled={loading}
        error={formState.errors.role?.message}
        {...register("role")}
      >
        {loading ? (
          <option value="">{LOADING_ROLES}</option>
        ) : (
          roles.map((r) => (
            <option key={r.value} value={r.value}>
              {r.label}
            </option>
          ))
        )}
      </SelectField>
      <Button
        type="submit"
        className="sm:mt-6"
        disabled={loading || empty || formState.isSubmitting}
      >
        {formState.isSubmitting ? <Spinner /> : <Send className="size-4" aria-hidden />}
        {SEND_REQUEST}
      </Button>
    </form>
  );
}
