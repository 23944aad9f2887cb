"use client";

// The one way a console form talks to the API: checked in the browser with the route's own zod
// schema, then call, success toast, refetch what it touched, and on failure the server's field
// errors onto their fields and the failure said where the form says it (its banner, a toast, or
// both). A form only declares its schema, its request and its texts (the spec's, never retyped).
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";

import { failureTexts, fieldsOf, setServerErrors, type Failure } from "./form-errors";

type Checked<V extends FieldValues, O> =
  | { schema: z.ZodType<O, V>; resolver?: undefined }
  /** when the form's values are not the schema's input (text read into lists, say) */
  | { resolver: Resolver<V, unknown, O>; schema?: z.ZodType };

export type ApiFormOptions<V extends FieldValues, O, R> = Checked<V, O> & {
  defaultValues: DefaultValues<V>;
  /** the fields the server's field errors go onto (default: the schema's own) */
  fields?: readonly string[];
  /** `values` as the schema parsed them; `typed`, as the inputs hold them (sent unparsed) */
  request: (values: O, typed: V) => Promise<R>;
  /** the success toast; none when undefined */
  success?: string | ((reply: R, values: O) => string | undefined);
  /** the cached queries the change touched, refetched before the form is done */
  invalidate?: readonly QueryKey[];
  /** the page's server components read it again (router.refresh()) */
  refresh?: boolean;
  onSuccess?: (reply: R, values: O) => void;
  failure: Failure;
  /** what else a failure does (an error on a field the form keeps outside its values) */
  onFailure?: (error: unknown) => void;
};

export type ApiForm<V extends FieldValues, O> = {
  form: UseFormReturn<V, unknown, O>;
  /** the failure the form's banner says, cleared when a field changes or it is sent again */
  formError: string | null;
  setFormError: (message: string | null) => void;
  submit: (event?: React.BaseSyntheticEvent) => Promise<void>;
};

export function useApiForm<V extends FieldValues, O, R>(
  options: ApiFormOptions<V, O, R>,
): ApiForm<V, O> {
  const queryClient = useQueryClient();
  const router = useRouter();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<V, unknown, O>({
    resolver:
      options.resolver ??
      (zodResolver(options.schema as never) as unknown as Resolver<V, unknown, O>),
    defaultValues: options.defaultValues,
  });
  const fields = (options.fields ?? fieldsOf(options.schema)) as Path<V>[];
  // The banner says the last answer: a change of the fields, or the form's own check failing on
  // the next try, takes it away.
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ type }) => type === "change" && setFormError(null),
      }),
    [form],
  );

  const submit = form.handleSubmit(
    async (values) => {
      setFormError(null);
      try {
        const reply = await options.request(values, form.getValues());
        const success =
          typeof options.success === "function" ? options.success(reply, values) : options.success;
        if (success) toast.success(success);
        await Promise.all(
          (options.invalidate ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
        );
        if (options.refresh) router.refresh();
        options.onSuccess?.(reply, values);
      } catch (error) {
        setServerErrors(error, form.setError, fields);
        options.onFailure?.(error);
        const said = failureTexts(error, options.failure);
        setFormError(said.form);
        if (said.toast) toast.error(said.toast);
      }
    },
    () => setFormError(null),
  );

  return { form, formError, setFormError, submit };
}
