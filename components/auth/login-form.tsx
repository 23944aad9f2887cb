"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";

import { Button } from "@/components/ui/button";
import { Field, Spinner } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";

import type { LoginErrors, LoginValues } from "./login-validation";
import { MessageWithLinks } from "./message-links";

// The schema (zod) and next-auth's client are fetched with the first submit, not with the page:
// the login page is a landing page with a budget for its scripts (decision 037).
const validation = () => import("./login-validation");

function valuesOf(form: HTMLFormElement): LoginValues {
  const data = new FormData(form);
  return {
    email: String(data.get("email") ?? ""),
    password: String(data.get("password") ?? ""),
    remember: data.get("remember") === "on",
  };
}

/** Email and password sign-in (spec §2.1); on success the visitor goes where they came from. */
export function LoginForm({ destination, notice }: { destination: string; notice?: string }) {
  const [formError, setFormError] = useState<string | null>(notice ?? null);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [signedIn, setSignedIn] = useState(false);
  // After the first submit, each change checks the form again, so an error goes as it is fixed.
  const submitted = useRef(false);
  const router = useRouter();

  async function check(form: HTMLFormElement) {
    const { validateLogin } = await validation();
    const result = validateLogin(valuesOf(form));
    setErrors("errors" in result ? result.errors : {});
    return result;
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    submitted.current = true;
    setSubmitting(true);
    try {
      const result = await check(form);
      if ("errors" in result) {
        const first = Object.keys(result.errors)[0];
        form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
        return;
      }
      await signInWith(result.data);
    } finally {
      setSubmitting(false);
    }
  }

  async function signInWith({ remember, ...credentials }: LoginValues) {
    setFormError(null);
    try {
      const { signIn } = await import("next-auth/react");
      const result = await signIn("credentials", {
        ...credentials,
        remember: remember ? "true" : "false",
        redirect: false,
      });
      if (result?.ok && !result.error) {
        // A failed try's error is over: it does not follow the person into the console.
        toast.dismiss();
        toast.success("Login successful!");
        setSignedIn(true);
        // Replace, so Back does not return to the form; refresh, so server components see the new
        // session.
        router.replace(destination);
        router.refresh();
        return;
      }
      // next-auth reports a plain credentials failure as "CredentialsSignin"; anything else is the
      // server's detail.
      const detail = result?.error && result.error !== "CredentialsSignin" ? result.error : null;
      setFormError(detail ?? "Invalid credentials");
      toast.error(detail ?? "Login failed. Please check your credentials.");
    } catch {
      setFormError("An unexpected error occurred.");
      toast.error("An unexpected error occurred.");
    }
  }

  // Once signed in, the button keeps reading 'Signing in...' while the next page loads.
  const busy = submitting || signedIn;

  return (
    // POST: a submit before the scripts load must not put the password in the address bar.
    <form
      method="post"
      onSubmit={onSubmit}
      onChange={(event) => void (submitted.current && check(event.currentTarget))}
      noValidate
      className="space-y-5"
    >
      {formError ? (
        <p
          role="alert"
          className="rounded-lg bg-red-50 px-3 py-2.5 text-sm text-red-700 ring-1 ring-red-200"
        >
          <MessageWithLinks text={formError} />
        </p>
      ) : null}
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        required
        name="email"
        error={errors.email}
      />
      <Field
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        name="password"
        error={errors.password}
      />
      <div className="flex items-center justify-between text-sm">
        <label className="flex items-center gap-2 text-slate-700">
          <input
            type="checkbox"
            name="remember"
            className="size-4 rounded border-slate-300 text-brand-600 focus:ring-brand-600"
          />
          Remember me
        </label>
        <Link href="/forgot-password" className="font-medium text-brand-700 hover:underline">
          Forgot password?
        </Link>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? (
          <>
            <Spinner /> Signing in...
          </>
        ) : (
          "Sign in"
        )}
      </Button>
    </form>
  );
}
