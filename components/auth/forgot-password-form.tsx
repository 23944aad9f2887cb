"use client";

import Link from "next/link";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { Field, FormAlert, FormSuccess, Spinner } from "@/components/ui/field";
import { errorMessage, fieldErrorMap } from "@/lib/client/api";
import { call } from "@/lib/client/call";

/**
 * Asks for a link to choose a new password. The answer is the same whether or not the email has
 * an account here (lib/auth/forgot-password.ts), and the page shows it as it comes.
 */
export function ForgotPasswordForm() {
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [emailError, setEmailError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "");
    setBusy(true);
    setError(null);
    setEmailError(undefined);
    try {
      const { detail } = await call.post("/api/password-reset/", { body: { email } });
      setSent(detail);
    } catch (e) {
      const fields = fieldErrorMap(e);
      if (fields.email) setEmailError(fields.email);
      else setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  if (sent)
    return (
      <div className="space-y-5">
        <FormSuccess>{sent}</FormSuccess>
        <BackToSignIn />
      </div>
    );
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-5">
      <FormAlert>{error}</FormAlert>
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        required
        name="email"
        error={emailError}
      />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? (
          <>
            <Spinner /> Sending...
          </>
        ) : (
          "Send link"
        )}
      </Button>
      <BackToSignIn />
    </form>
  );
}

export function BackToSignIn() {
  return (
    <p className="text-center text-sm">
      <Link href="/login" className="font-medium text-brand-700 hover:underline">
        Back to sign in
      </Link>
    </p>
  );
}
