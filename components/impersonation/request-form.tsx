"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Send } from "lucide-react";
import { useEffect, useState } from "react";
import { useWatch, type Resolver } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { Field, Spinner } from "@/components/ui/field";
import { SelectField } from "@/components/ui/form-controls";
import { toast } from "@/components/ui/toast";
import { call, type Reply } from "@/lib/client/call";
import { useApiForm } from "@/lib/client/use-api-form";
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
} from "@/lib/impersonation/schemas";

import { serverSaid } from "./use-requests";

/** Role choices from the server, SYSTEM left out (spec §2.2). */
function useRoles() {
  const [roles, setRoles] = useState<Reply<"/api/roles/", "GET">>([]);
  useEffect(() => {
    call
      .get("/api/roles/")
      .then((all) => setRoles(all.filter((r) => r.value !== SYSTEM_ROLE)))
      .catch(() => toast.error(ROLES_LOAD_FAILED));
  }, []);
  return roles;
}

/** /admin/tenants/access's form: a venue's slug and a role; 'Send Request' once both are set. */
export function RequestAccessForm({ onSent }: { onSent: () => void }) {
  const roles = useRoles();
  const { form, submit } = useApiForm({
    resolver: zodResolver(requestForm) as Resolver<FormShape, unknown, RequestInput>,
    defaultValues: { tenant_name: "", role: "" },
    fields: ["tenant_name", "role"],
    request: (input) =>
      call.post("/api/management/impersonation/", { body: { action: "request", ...input } }),
    success: (_, input) => requestSent(input.tenant_name),
    onSuccess: (_, input) => {
      form.reset({ tenant_name: "", role: input.role });
      onSent();
    },
    failure: { form: false, toast: (error) => serverSaid(error, SEND_REQUEST_FAILED) },
  });
  const { register, setValue, control, formState } = form;
  const [tenantName, role] = useWatch({ control, name: ["tenant_name", "role"] });

  useEffect(() => {
    if (roles.length && !form.getValues("role")) setValue("role", roles[0].value);
  }, [roles, form, setValue]);

  const loading = !roles.length;
  const empty = !String(tenantName ?? "").trim() || !String(role ?? "").trim();
  return (
    <form
      onSubmit={submit}
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
