"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";

import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Field, FormAlert, Spinner } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/client/api";
import { call } from "@/lib/client/call";
import { setServerErrors } from "@/lib/client/form-errors";
import { invitationAnswer } from "@/lib/users/team-schemas";

const credentials = invitationAnswer.omit({ answer: true });

/** Declining deletes the invitation: it is asked first. */
export const DECLINE_TITLE = "Decline this invitation?";
export const DECLINE_CONFIRM =
  "You will not join this venue's team. This cannot be undone: the venue would have to invite " +
  "you again.";
type Values = z.input<typeof credentials>;
type Answer = z.output<typeof invitationAnswer>["answer"];

/**
 * The invited person's answer: their email and password, then Accept (they are signed in and
 * go to the dashboard) or Decline, once confirmed (the invitation is gone).
 */
export function InvitationForm() {
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [declined, setDeclined] = useState<string | null>(null);
  const [busy, setBusy] = useState<Answer | "signing-in" | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(credentials),
    defaultValues: { email: "", password: "" },
  });
  const errors = form.formState.errors;

  const submit = (answer: Answer) =>
    form.handleSubmit(async (values) => {
      setFormError(null);
      setBusy(answer);
      try {
        const { detail } = await call.post("/api/tenant/invitation/", {
          body: { ...values, answer },
        });
        toast.success(detail);
        if (answer === "decline") {
          setDeclined(detail);
          return;
        }
        setBusy("signing-in");
        const { signIn } = await import("next-auth/react");
        const result = await signIn("credentials", { ...values, redirect: false });
        router.replace(result?.ok && !result.error ? "/dashboard" : "/login");
        router.refresh();
      } catch (error) {
        setServerErrors(error, form.setError, ["email", "password"]);
        setFormError(error instanceof ApiError ? error.message : "An unexpected error occurred.");
        setBusy(null);
      }
    });

  if (declined)
    return (
      <p role="status" className="rounded-lg bg-slate-50 px-3 py-2.5 text-sm text-slate-700">
        {declined}
      </p>
    );
  return (
    <form onSubmit={submit("accept")} noValidate className="space-y-5">
      <FormAlert>{formError}</FormAlert>
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        required
        {...form.register("email")}
        error={errors.email?.message}
      />
      <Field
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        {...form.register("password")}
        error={errors.password?.message}
      />
      <p className="-mt-2 text-right text-sm">
        <Link href="/forgot-password" className="font-medium text-brand-700 hover:underline">
          Forgot password?
        </Link>
      </p>
      <div className="flex gap-3">
        <Button type="submit" size="lg" className="flex-1" disabled={!!busy}>
          {busy === "accept" || busy === "signing-in" ? <Spinner /> : null} Accept
        </Button>
        <Button
          type="button"
          size="lg"
          variant="secondary"
          className="flex-1"
          disabled={!!busy}
          onClick={() => void form.handleSubmit(() => setConfirming(true))()}
        >
          {busy === "decline" ? <Spinner /> : null} Decline
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={DECLINE_TITLE}
        message={DECLINE_CONFIRM}
        confirmLabel="Decline"
        destructive
        busy={busy === "decline"}
        onConfirm={() => {
          setConfirming(false);
          void submit("decline")();
        }}
      />
    </form>
  );
}
