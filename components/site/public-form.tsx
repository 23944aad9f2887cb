"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useActionState, useState } from "react";
import { useForm, type Path, type Resolver } from "react-hook-form";
import type { z } from "zod";

import { Button } from "@/components/ui/button";
import { Field, FormAlert, FormSuccess, Spinner } from "@/components/ui/field";
import { TextAreaField } from "@/components/ui/form-controls";
import { ApiError, errorMessage } from "@/lib/client/api";
import { call } from "@/lib/client/call";
import { setServerErrors } from "@/lib/client/form-errors";
import type { FormAnswer } from "@/lib/core/form-answer";

type Values = Record<string, string>;
/** Why a send failed: the answer's status (0: the server was not reached) and its words. */
export type Failure = { status: number; detail: string };

export type PublicFormField<V extends Values> = {
  name: keyof V & string;
  label: string;
  maxLength: number;
  type?: "email";
  autoComplete?: string;
  /** a textarea of this many rows */
  rows?: number;
  /** the full width of the form (a textarea always is); else two fields share a row */
  wide?: boolean;
};

export type PublicFormProps<V extends Values> = {
  id: string;
  /** the route's own schema: the same checks and messages in the browser */
  schema: z.ZodType;
  /** where the browser sends the form with JavaScript */
  endpoint: "/api/support/contact-form/" | "/api/support/security-report/";
  /** the server action that takes the same form without JavaScript */
  action: (previous: FormAnswer<V>, form: FormData) => Promise<FormAnswer<V>>;
  /** the page the form is on, where the browser posts without JavaScript */
  permalink: string;
  initial: FormAnswer<V>;
  fields: PublicFormField<V>[];
  submit: { idle: string; busy: string };
  sentText: string;
  /** the message of a failure; null: an unexpected error whose details the server kept */
  failedText: (failure: Failure | null) => string;
};

type Outcome = { sent: true } | { sent: false; failure: Failure | null };

/**
 * A public form of the company site (contact, security report). With JavaScript: checked in the
 * browser with the route's schema (react-hook-form), sent to the API with fetch, answered in place
 * and cleared on success. Without it: posted to a server action that runs the same schema and lib
 * function, and the page comes back with the answer and the visitor's text.
 */
export function PublicForm<V extends Values>(props: PublicFormProps<V>) {
  const { fields, submit } = props;
  const [answer, formAction] = useActionState(props.action, props.initial, props.permalink);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const names = fields.map((f) => f.name as Path<V>);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<V>({
    resolver: zodResolver(props.schema as never) as unknown as Resolver<V>,
    defaultValues: answer.values as never,
  });

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await call.post(props.endpoint, { body: values });
      reset(Object.fromEntries(names.map((n) => [n, ""])) as V);
      setOutcome({ sent: true });
    } catch (error) {
      const unknown = setServerErrors(error, setError, names);
      if (error instanceof ApiError && error.status === 400 && !unknown.length) return;
      const status = error instanceof ApiError ? error.status : 0;
      setOutcome({ sent: false, failure: { status, detail: errorMessage(error) } });
    }
  });

  // With JavaScript the outcome is this page's; without, the server action's answer.
  const sent = outcome ? outcome.sent : answer.status === "sent";
  const failure = outcome
    ? outcome.sent
      ? undefined
      : outcome.failure
    : answer.status === "failed"
      ? (answer.failure ?? null)
      : undefined;

  return (
    <form
      id={props.id}
      action={formAction}
      onSubmit={onSubmit}
      noValidate
      className="grid gap-5 sm:grid-cols-2"
    >
      {fields.map((f) => {
        const common = {
          label: f.label,
          maxLength: f.maxLength,
          defaultValue: answer.values[f.name],
          error: errors[f.name]?.message?.toString() ?? answer.errors[f.name],
          className: f.rows || f.wide ? "sm:col-span-2" : undefined,
          ...register(f.name as Path<V>),
        };
        return f.rows ? (
          <TextAreaField key={f.name} rows={f.rows} {...common} />
        ) : (
          <Field key={f.name} type={f.type} autoComplete={f.autoComplete} {...common} />
        );
      })}
      <div className="space-y-4 sm:col-span-2">
        {sent ? <FormSuccess>{props.sentText}</FormSuccess> : null}
        {failure !== undefined ? <FormAlert>{props.failedText(failure)}</FormAlert> : null}
        <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? (
            <>
              <Spinner /> {submit.busy}
            </>
          ) : (
            submit.idle
          )}
        </Button>
      </div>
    </form>
  );
}
