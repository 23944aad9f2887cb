"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { signIn } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";

import { Button } from "@/components/ui/button";
import { Field, Spinner } from "@/components/ui/field";
import { loginSchema } from "@/lib/auth/login-schema";

// The server's schema plus what only the browser has: whether to keep the session longer.
const loginForm = loginSchema.extend({ remember: z.boolean() });
type Values = z.input<typeof loginForm>;

/** Email and password sign-in (spec §2.1); on success the visitor goes where they came from. */
export function LoginForm({ destination, notice }: { destination: string; notice?: string }) {
  const [formError, setFormError] = useState<string | null>(notice ?? null);
  const [signedIn, setSignedIn] = useState(false);
  const router = useRouter();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof loginForm>>({
    resolver: zodResolver(loginForm),
    defaultValues: { email: "", password: "", remember: false },
  });

  const onSubmit = handleSubmit(async ({ remember, ...credentials }) => {
    setFormError(null);
    try {
      const result = await signIn("credentials", {
        ...credentials,
        remember: remember ? "true" : "false",
        redirect: false,
      });
      if (result?.ok && !result.error) {
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
  });

  // Once signed in, the button keeps reading 'Signing in...' while the next page loads.
  const busy = isSubmitting || signedIn;

  return (
    // POST: a submit before the scripts load must not put the password in the address bar.
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-5">
      {formError ? (
        <p
          role="alert"
          className="rounded-lg bg-red-50 px-3 py-2.5 text-sm text-red-700 ring-1 ring-red-200"
        >
          {formError}
        </p>
      ) : null}
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        required
        {...register("email")}
        error={errors.email?.message}
      />
      <Field
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        {...register("password")}
        error={errors.password?.message}
      />
      <div className="flex items-center justify-between text-sm">
        <label className="flex items-center gap-2 text-slate-700">
          <input
            type="checkbox"
            {...register("remember")}
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
