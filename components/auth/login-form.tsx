"use client";

import { signIn } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { Field, Spinner } from "@/components/ui/field";
import { firstFieldErrors } from "@/lib/api/errors";
import { loginSchema } from "@/lib/auth/login-schema";

type Errors = { email?: string; password?: string; form?: string };

/** Email and password sign-in (spec §2.1); on success the visitor goes where they came from. */
export function LoginForm({ destination, notice }: { destination: string; notice?: string }) {
  const [errors, setErrors] = useState<Errors>(notice ? { form: notice } : {});
  const [submitting, setSubmitting] = useState(false);
  const router = useRouter();

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = loginSchema.safeParse({
      email: form.get("email"),
      password: form.get("password"),
    });
    if (!parsed.success) {
      setErrors(firstFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const result = await signIn("credentials", {
        ...parsed.data,
        remember: form.get("remember") ? "true" : "false",
        redirect: false,
      });
      if (result?.ok && !result.error) {
        toast.success("Login successful!");
        // Replace, so Back does not return to the form; refresh, so server components see the new
        // session.
        router.replace(destination);
        router.refresh();
        return;
      }
      // next-auth reports a plain credentials failure as "CredentialsSignin"; anything else is the
      // server's detail.
      const detail = result?.error && result.error !== "CredentialsSignin" ? result.error : null;
      setErrors({ form: detail ?? "Invalid credentials" });
      toast.error(detail ?? "Login failed. Please check your credentials.");
    } catch {
      setErrors({ form: "An unexpected error occurred." });
      toast.error("An unexpected error occurred.");
    }
    setSubmitting(false);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {errors.form ? (
        <p
          role="alert"
          className="rounded-lg bg-red-50 px-3 py-2.5 text-sm text-red-700 ring-1 ring-red-200"
        >
          {errors.form}
        </p>
      ) : null}
      <Field
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        error={errors.email}
      />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
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
        <a
          href="#"
          onClick={(e) => e.preventDefault()}
          className="font-medium text-brand-700 hover:underline"
        >
          Forgot password?
        </a>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={submitting}>
        {submitting ? (
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
