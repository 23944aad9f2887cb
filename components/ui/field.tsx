import { forwardRef, useId } from "react";
import { cn } from "@/lib/ui/cn";

export const inputClass =
  "block w-full rounded-lg border-0 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm ring-1 ring-inset ring-slate-300 placeholder:text-slate-400 focus:ring-2 focus:ring-inset focus:ring-brand-600 focus:outline-none disabled:bg-slate-50 aria-[invalid=true]:ring-red-500";

type FieldProps = React.InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string | string[]; hint?: string };

/** A labelled input with its error below, wired for screen readers. */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field({ label, error, hint, id, className, ...props }, ref) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const message = Array.isArray(error) ? error.join(" ") : error;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined}
        className={inputClass}
        {...props}
      />
      {message ? (
        <p id={`${inputId}-error`} className="mt-1.5 text-sm text-red-600">
          {message}
        </p>
      ) : hint ? (
        <p id={`${inputId}-hint`} className="mt-1.5 text-sm text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
});

export function Spinner({ className }: { className?: string }) {
  return <span aria-hidden className={cn("inline-block size-4 animate-spin rounded-full border-2 border-current border-r-transparent", className)} />;
}
