"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";

import { Button } from "@/components/ui/button";
import { Field, FormAlert, FormSuccess, Spinner } from "@/components/ui/field";
import {
  passwordResetForm,
  RESET_LINK_INVALID,
  type PasswordResetFormValues,
} from "@/lib/auth/forgot-password-schemas";
import { errorMessage, fieldErrorMap } from "@/lib/client/api";
import { call } from "@/lib/client/call";
import { setServerErrors } from "@/lib/client/form-errors";
import { PASSWORD_MIN_LENGTH } from "@/lib/users/profile-schemas";

import { BackToSignIn } from "./forgot-password-form";

/** The token of the mailed link, from the address's fragment (never sent to a server). */
function tokenFromLink(): string | null {
  return new URLSearchParams(window.location.hash.slice(1)).get("token");
}

/** Chooses a new password with a mailed link (/reset-password#token=…). */
export function ResetPasswordForm() {
  // undefined: not read yet (the fragment exists only in the browser)
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError: setFieldError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordResetFormValues, unknown, z.output<typeof passwordResetForm>>({
    resolver: zodResolver(passwordResetForm),
    defaultValues: { new_password: "", confirm_password: "" },
  });

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the fragment is the browser's
    setToken(tokenFromLink());
  }, []);

  const save = handleSubmit(async ({ new_password }) => {
    setError(null);
    try {
      const { detail } = await call.post("/api/password-reset/confirm/", {
        body: { token, new_password },
      });
      // The link is spent: leave no usable address in the history.
      window.history.replaceState(null, "", window.location.pathname);
      setDone(detail);
    } catch (e) {
      setServerErrors(e, setFieldError, ["new_password"]);
      const fields = fieldErrorMap(e);
      setError(fields.token ?? (fields.new_password ? null : errorMessage(e)));
    }
  });

  if (token === undefined) return null;
  if (done)
    return (
      <div className="space-y-5">
        <FormSuccess>{done}</FormSuccess>
        <BackToSignIn />
      </div>
    );
  if (!token)
    return (
      <div className="space-y-5">
        <FormAlert>{RESET_LINK_INVALID}</FormAlert>
        <AskAgain />
      </div>
    );
  return (
    <form onSubmit={save} noValidate className="space-y-5">
      <FormAlert>{error}</FormAlert>
      {error === RESET_LINK_INVALID ? <AskAgain /> : null}
      <Field
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        autoFocus
        {...register("new_password")}
        error={errors.new_password?.message}
      />
      <Field
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        {...register("confirm_password")}
        error={errors.confirm_password?.message}
      />
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? (
          <>
            <Spinner /> Saving...
          </>
        ) : (
          "Save password"
        )}
      </Button>
    </form>
  );
}

function AskAgain() {
  return (
    <p className="text-center text-sm">
      <Link href="/forgot-password" className="font-medium text-brand-700 hover:underline">
        Ask for a new link
      </Link>
    </p>
  );
}
