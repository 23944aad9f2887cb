"use client";

import type { UseFormReturn } from "react-hook-form";

import { useTenant } from "@/components/console/tenant-context";
import { Field } from "@/components/ui/field";
import type { BookingFormOutput, BookingFormValues } from "@/lib/bookings/form";
import { readAmount } from "@/lib/money/format";

/**
 * The booking form's deposit (decision 091): an amount or a percentage of the price, and the date
 * it is due by. A new booking left empty asks the venue's default.
 */
export function DepositFields({
  form,
  editing,
}: {
  form: UseFormReturn<BookingFormValues, unknown, BookingFormOutput>;
  editing: boolean;
}) {
  const { depositPercent, locale } = useTenant();
  const asAmount = (v: unknown) =>
    typeof v === "string" && !v.trim().endsWith("%") ? readAmount(v, locale) : v;
  const errors = form.formState.errors;
  const empty = editing
    ? "Empty: no deposit."
    : depositPercent
      ? `Empty: the venue's ${depositPercent}%. 0: no deposit.`
      : "Empty: no deposit.";
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        label="Deposit"
        inputMode="decimal"
        placeholder="e.g. 300 or 30%"
        hint={`An amount, or a percentage of the price. ${empty}`}
        {...form.register("deposit_amount", { setValueAs: asAmount })}
        error={errors.deposit_amount?.message}
      />
      <Field
        label="Deposit due by"
        type="date"
        hint="Empty: the venue's usual time."
        {...form.register("deposit_due_on")}
        error={errors.deposit_due_on?.message}
      />
    </div>
  );
}
