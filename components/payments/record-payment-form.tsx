"use client";

import { useWatch } from "react-hook-form";

import { useTenant } from "@/components/console/tenant-context";
import { Field, FormAlert, SaveButton } from "@/components/ui/field";
import { SelectField, TextAreaField } from "@/components/ui/form-controls";
import { fieldErrorMap } from "@/lib/client/api";
import { call } from "@/lib/client/call";
import { refusalReason } from "@/lib/client/failure";
import { keys } from "@/lib/client/queries";
import { useApiForm } from "@/lib/client/use-api-form";
import { formatMoney, readAmount } from "@/lib/money/format";
import {
  KIND_LABELS,
  METHOD_LABELS,
  PAYMENT_KINDS,
  PAYMENT_RECORDED,
  paymentInput,
  REFUND_RECORDED,
  STAFF_METHODS,
} from "@/lib/payments/schemas";
import { todayIn } from "@/lib/time";

const RECORD_FAILED = "Failed to record the entry.";

/**
 * Records a payment or a refund of the booking (decision 086): checked with the route's schema,
 * the server's refusals (a refund beyond what was paid, too many digits) on their fields.
 */
export function RecordPaymentForm({ bookingId, balance }: { bookingId: number; balance: string }) {
  const { timezone, currency, locale } = useTenant();
  const { form, formError, submit } = useApiForm({
    schema: paymentInput,
    defaultValues: {
      kind: "payment",
      amount: "",
      received_on: todayIn(timezone),
      method: "bank_transfer",
      reference: "",
      note: "",
    },
    request: (body) =>
      call.post("/api/tenant/bookings/{id}/payments/", { params: { id: bookingId }, body }),
    success: (_, values) => (values.kind === "refund" ? REFUND_RECORDED : PAYMENT_RECORDED),
    // a deposit paid is seen in the list and the calendar
    invalidate: [keys.money(bookingId), keys.bookings],
    // The next entry is a payment again: a refund is the rarer, and the one to choose.
    onSuccess: () =>
      form.reset({ ...form.getValues(), kind: "payment", amount: "", reference: "", note: "" }),
    // A refusal on a field is said at the field; any other reason (404, 409) in the banner.
    failure: {
      form: (error) =>
        refusalReason(error, { atFields: true }) ??
        (Object.keys(fieldErrorMap(error)).length ? "" : RECORD_FAILED),
      toast: false,
    },
  });
  const errors = form.formState.errors;
  const [kind, typed] = useWatch({ control: form.control, name: ["kind", "amount"] });
  // A payment beyond the balance is allowed (a tip, a payment ahead of a price), but said first.
  const read = Number(readAmount(String(typed ?? ""), locale));
  const over =
    kind === "payment" && read > Number(balance)
      ? `More than the balance due (${formatMoney(balance, { currency, locale })}): ` +
        `the booking will be overpaid.`
      : undefined;
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="record-payment-title"
      className="space-y-3 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200"
    >
      <h3 id="record-payment-title" className="text-sm font-semibold text-slate-900">
        Record a payment or refund
      </h3>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField label="Kind" {...form.register("kind")} error={errors.kind?.message}>
          {PAYMENT_KINDS.map((k) => (
            <option key={k} value={k}>
              {KIND_LABELS[k]}
            </option>
          ))}
        </SelectField>
        <Field
          label={`Amount (${currency})`}
          hint={over}
          inputMode="decimal"
          autoComplete="off"
          {...form.register("amount", {
            setValueAs: (v: unknown) => (typeof v === "string" ? readAmount(v, locale) : v),
          })}
          error={errors.amount?.message}
          required
        />
        <Field
          label="Received on"
          type="date"
          {...form.register("received_on")}
          error={errors.received_on?.message}
          required
        />
        <SelectField label="Method" {...form.register("method")} error={errors.method?.message}>
          {STAFF_METHODS.map((m) => (
            <option key={m} value={m}>
              {METHOD_LABELS[m]}
            </option>
          ))}
        </SelectField>
        <Field
          label="Reference"
          hint="A transfer's reference or a receipt number"
          {...form.register("reference")}
          error={errors.reference?.message}
        />
      </div>
      <TextAreaField
        label="Note"
        rows={2}
        {...form.register("note")}
        error={errors.note?.message}
      />
      <div className="flex justify-end">
        <SaveButton saving={form.formState.isSubmitting}>Record</SaveButton>
      </div>
    </form>
  );
}
