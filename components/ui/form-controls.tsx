import { forwardRef, useId } from "react";
import { cn } from "@/lib/ui/cn";
import { inputClass } from "./field";

type Common = { label: string; error?: string | string[]; hint?: string; className?: string };
const message = (e?: string | string[]) => (Array.isArray(e) ? e.join(" ") : e);

function Shell({ id, label, error, hint, className, children }: Common & { id: string; children: React.ReactNode }) {
  const msg = message(error);
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
      {msg ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-600">
          {msg}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

const describedBy = (id: string, error?: string | string[], hint?: string) => (message(error) ? `${id}-error` : hint ? `${id}-hint` : undefined);

export const SelectField = forwardRef<HTMLSelectElement, Common & React.SelectHTMLAttributes<HTMLSelectElement>>(function SelectField({ label, error, hint, className, id, children, ...props }, ref) {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <Shell id={fieldId} label={label} error={error} hint={hint} className={className}>
      <select ref={ref} id={fieldId} aria-invalid={message(error) ? true : undefined} aria-describedby={describedBy(fieldId, error, hint)} className={cn(inputClass, "pr-8")} {...props}>
        {children}
      </select>
    </Shell>
  );
});

export const TextAreaField = forwardRef<HTMLTextAreaElement, Common & React.TextareaHTMLAttributes<HTMLTextAreaElement>>(function TextAreaField({ label, error, hint, className, id, ...props }, ref) {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <Shell id={fieldId} label={label} error={error} hint={hint} className={className}>
      <textarea ref={ref} id={fieldId} aria-invalid={message(error) ? true : undefined} aria-describedby={describedBy(fieldId, error, hint)} className={cn(inputClass, "min-h-20")} {...props} />
    </Shell>
  );
});

export function Checkbox({ label, className, ...props }: { label: string; className?: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className={cn("flex items-center gap-2 text-sm text-slate-700", className)}>
      <input type="checkbox" className="size-4 rounded border-slate-300 accent-brand-600" {...props} />
      {label}
    </label>
  );
}

export function Badge({ children, className }: { children: React.ReactNode; className?: string }) {
  return <span className={cn("inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset", className)}>{children}</span>;
}
