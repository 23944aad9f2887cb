"use client";

import { useQueryClient } from "@tanstack/react-query";
import { clsx } from "clsx";
import { FileText } from "lucide-react";
import { useState } from "react";

import { useClock, useConsoleUser, useTenant } from "@/components/console/tenant-context";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/client/api";
import { call } from "@/lib/client/call";
import { keys, useBookingMoney } from "@/lib/client/queries";
import { formatMoney } from "@/lib/money/format";
import type { PaymentEntryDto } from "@/lib/payments/ledger";
import { KIND_LABELS, METHOD_LABELS, PAYMENT_VOIDED } from "@/lib/payments/schemas";
import { formatDateTime } from "@/lib/time";

import { dayOf, DepositLine } from "./deposit-line";
import { RecordPaymentForm } from "./record-payment-form";
import { RevokeLinks } from "./revoke-links";

const DAY = { dateStyle: "medium" } as const;

/**
 * The event details' Billing tab (decision 086): the booking's price, what was paid and refunded
 * and the balance due, summed by the server; its ledger, newest first (a voided entry struck
 * through, with who voided it); a form to record a payment or a refund; Void for Owners and
 * Admins, asked first.
 */
export function BillingTab({ bookingId, extra }: { bookingId: number; extra: React.ReactNode }) {
  const { locale } = useTenant();
  const money = useBookingMoney(bookingId);
  if (money.isPending) return <LoadingState message="Loading payments..." />;
  if (money.isError)
    return <ErrorState message="Failed to load payments." onRetry={() => money.refetch()} />;
  const m = money.data;
  const amount = (value: string) => formatMoney(value, { currency: m.currency, locale });
  const due = Number(m.balance) > 0;
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Figure label="Price" value={amount(m.price)} />
        <Figure label="Paid" value={amount(m.paid)} />
        <Figure label="Refunded" value={amount(m.refunded)} />
        <Figure label="Balance due" value={amount(m.balance)} strong={due} />
      </dl>
      <DepositLine money={m} amount={amount} />
      <a
        href={`/api/tenant/bookings/${bookingId}/invoice/`}
        download
        className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
      >
        <FileText className="size-4" aria-hidden />
        Download invoice
      </a>
      <dl className="divide-y divide-slate-100">{extra}</dl>
      <section aria-labelledby="ledger-title">
        <h3 id="ledger-title" className="text-sm font-semibold text-slate-900">
          Payments and refunds
        </h3>
        {m.entries.length ? (
          <ul className="mt-2 divide-y divide-slate-100 text-sm">
            {m.entries.map((e) => (
              <Entry key={e.id} bookingId={bookingId} entry={e} amount={amount(e.amount)} />
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm text-slate-500">No payments recorded yet.</p>
        )}
      </section>
      <RecordPaymentForm bookingId={bookingId} balance={m.balance} />
      <RevokeLinks bookingId={bookingId} />
    </div>
  );
}

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2 ring-1 ring-slate-200">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd
        className={clsx(
          "mt-0.5 font-semibold tabular-nums",
          strong ? "text-amber-800" : "text-slate-900",
        )}
      >
        {value}
      </dd>
    </div>
  );
}

function Entry(props: { bookingId: number; entry: PaymentEntryDto; amount: string }) {
  const { bookingId, entry: e, amount } = props;
  const clock = useClock();
  const { canManageVenue, impersonated } = useConsoleUser();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  async function voidIt() {
    setBusy(true);
    try {
      await call.post("/api/tenant/bookings/{id}/payments/{paymentId}/void/", {
        params: { id: bookingId, paymentId: e.id },
      });
      toast.success(PAYMENT_VOIDED);
      await queryClient.invalidateQueries({ queryKey: keys.money(bookingId) });
      await queryClient.invalidateQueries({ queryKey: keys.bookings });
      setAsking(false);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }
  const refund = e.kind === "refund";
  return (
    <li className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-2">
      <div className={clsx("min-w-0", e.voided && "text-slate-400")}>
        <p className={clsx("font-medium", e.voided ? "line-through" : "text-slate-900")}>
          {KIND_LABELS[e.kind]} · {METHOD_LABELS[e.method as keyof typeof METHOD_LABELS]}
          {e.reference ? ` · ${e.reference}` : ""}
        </p>
        <p className="text-xs text-slate-500">
          {dayOf(e.received_on, clock.locale)}
          {e.recorded_by ? `, recorded by ${e.recorded_by}` : ""}
          {e.voided
            ? `; voided ${formatDateTime(e.voided_at, clock, DAY)}${e.voided_by ? ` by ${e.voided_by}` : ""}`
            : ""}
        </p>
        {e.note ? <p className="text-xs whitespace-pre-wrap text-slate-600">{e.note}</p> : null}
      </div>
      <div className="flex items-center gap-2">
        <span
          className={clsx(
            "font-semibold tabular-nums",
            e.voided ? "text-slate-400 line-through" : refund ? "text-red-700" : "text-slate-900",
          )}
        >
          {refund ? `−${amount}` : amount}
        </span>
        <a
          href={`/api/tenant/bookings/${bookingId}/payments/${e.id}/receipt/`}
          download
          className="text-xs font-medium text-brand-700 hover:underline"
          aria-label={`Receipt for the ${KIND_LABELS[e.kind].toLowerCase()} of ${amount}`}
        >
          Receipt
        </a>
        {canManageVenue && !impersonated && !e.voided ? (
          <Button variant="secondary" size="sm" onClick={() => setAsking(true)}>
            Void
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Void this entry?"
        message={`The ${KIND_LABELS[e.kind].toLowerCase()} of ${amount} stays in the ledger, struck through, and no longer counts. This cannot be undone.`}
        confirmLabel="Void"
        destructive
        busy={busy}
        onConfirm={() => void voidIt()}
      />
    </li>
  );
}
