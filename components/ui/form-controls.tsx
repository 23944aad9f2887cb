import { clsx } from "clsx";
import { forwardRef } from "react";

import { FieldShell, inputClass, useFieldIds, type FieldChrome } from "./field";

export const SelectField = forwardRef<
  HTMLSelectElement,
  FieldChrome & React.SelectHTMLAttributes<HTMLSelectElement>
>(function SelectField({ label, error, hint, className, id, children, ...props }, ref) {
  const { fieldId, message, aria } = useFieldIds(id, error, hint);
  return (
    <FieldShell fieldId={fieldId} label={label} message={message} hint={hint} className={className}>
      <select ref={ref} {...aria} className={clsx(inputClass, "pr-8")} {...props}>
        {children}
      </select>
    </FieldShell>
  );
});

export const TextAreaField = forwardRef<
  HTMLTextAreaElement,
  FieldChrome & React.TextareaHTMLAttributes<HTMLTextAreaElement>
>(function TextAreaField({ label, error, hint, className, id, ...props }, ref) {
  const { fieldId, message, aria } = useFieldIds(id, error, hint);
  return (
    <FieldShell fieldId={fieldId} label={label} message={message} hint={hint} className={className}>
      <textarea ref={ref} {...aria} className={clsx(inputClass, "min-h-20")} {...props} />
    </FieldShell>
  );
});

export function Checkbox({
  label,
  className,
  ...props
}: { label: string; className?: string } & React.ComponentProps<"input">) {
  return (
    <label className={clsx("flex items-center gap-2 text-sm text-slate-700", className)}>
      <input
        type="checkbox"
        className="size-4 rounded border-slate-300 accent-brand-600"
        {...props}
      />
      {label}
    </label>
  );
}

export function Badge({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <span
      className={clsx(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset",
        className,
      )}
    >
      {children}
    </span>
  );
}
