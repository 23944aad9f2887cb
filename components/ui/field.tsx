import { clsx } from "clsx";
import { CheckCircle2 } from "lucide-react";
import { forwardRef, useId } from "react";

import { Button } from "./button";

export const inputClass =
  "block w-full rounded-lg border-0 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm ring-1 ring-inset ring-slate-300 placeholder:text-slate-400 focus:ring-2 focus:ring-inset focus:ring-brand-600 focus:outline-none read-only:bg-slate-50 read-only:text-slate-600 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 aria-[invalid=true]:ring-red-500";

export type FieldChrome = {
  label: string;
  error?: string | string[];
  hint?: string;
  className?: string;
};

const messageOf = (e?: string | string[]) => (Array.isArray(e) ? e.join(" ") : e);

/** The id, aria attributes and the label, error and hint around any form control. */
export function useFieldIds(id: string | undefined, error?: string | string[], hint?: string) {
  const auto = useId();
  const fieldId = id ?? auto;
  const message = messageOf(error);
  return {
    fieldId,
    message,
    aria: {
      id: fieldId,
      "aria-invalid": message ? true : undefined,
      "aria-describedby": message ? `${fieldId}-error` : hint ? `${fieldId}-hint` : undefined,
    },
  };
}

export function FieldShell({
  fieldId,
  label,
  message,
  hint,
  className,
  children,
}: {
  fieldId: string;
  label: string;
  message?: string;
  hint?: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={fieldId} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
      {message ? (
        <p id={`${fieldId}-error`} className="mt-1.5 text-sm text-red-600">
          {message}
        </p>
      ) : hint ? (
        <p id={`${fieldId}-hint`} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled input with its error below, wired for screen readers. */
export const Field = forwardRef<
  HTMLInputElement,
  FieldChrome & React.InputHTMLAttributes<HTMLInputElement>
>(function Field({ label, error, hint, id, className, ...props }, ref) {
  const { fieldId, message, aria } = useFieldIds(id, error, hint);
  return (
    <FieldShell fieldId={fieldId} label={label} message={message} hint={hint} className={className}>
      <input ref={ref} {...aria} className={inputClass} {...props} />
    </FieldShell>
  );
});

export function Spinner({ className }: { className?: string }) {
  return <span aria-hidden className={clsx("spinner", className)} />;
}

export { FormAlert } from "./form-alert";

/** A form's success line, announced politely to screen readers. */
export function FormSuccess({ children }: { children: React.ReactNode }) {
  return (
    <p
      role="status"
      className="flex items-center gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800 ring-1 ring-emerald-200"
    >
      <CheckCircle2 className="size-4 shrink-0" aria-hidden />
      {children}
    </p>
  );
}

/** A submit button that reads 'Saving...' while busy. */
export function SaveButton({
  saving,
  disabled,
  children,
}: {
  saving: boolean;
  disabled?: boolean;
  children: React.ReactNode;
}) {
  return (
    <Button type="submit" disabled={saving || disabled}>
      {saving ? (
        <>
          <Spinner /> Saving...
        </>
      ) : (
        children
      )}
    </Button>
  );
}
