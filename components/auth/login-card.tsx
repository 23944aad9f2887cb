import { LoginForm } from "./login-form";

export const MISMATCH_NOTICE = "Authentication token mismatch. Please log in again.";

export function LoginCard({
  title,
  subtitle,
  destination,
  reason,
}: {
  title: string;
  subtitle: string;
  destination: string;
  reason?: string;
}) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-16 sm:py-24">
      <div className="rounded-2xl bg-white p-8 shadow-xl ring-1 ring-slate-900/5">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        <p className="mt-1 mb-8 text-sm text-slate-600">{subtitle}</p>
        <LoginForm
          destination={destination}
          notice={reason === "mismatch" ? MISMATCH_NOTICE : undefined}
        />
      </div>
    </div>
  );
}
