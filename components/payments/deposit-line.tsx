import { clsx } from "clsx";

import { useClock } from "@/components/console/tenant-context";
import type { bookingMoney } from "@/lib/payments/ledger";
import { formatDateTime } from "@/lib/time";

type Money = Awaited<ReturnType<typeof bookingMoney>>;

/** A local date ("2031-05-01") as the console writes a day: "May 1, 2031" (en-US). */
export const dayOf = (date: string, locale: string) =>
  formatDateTime(`${date}T12:00:00Z`, { timeZone: "UTC", locale }, { dateStyle: "medium" });

/**
 * What the Billing tab says of the deposit and the balance's date (decision 091): "Deposit
 * $300.00 due by May 20, 2031: $100.00 still owed", in amber while it is due.
 */
export function DepositLine({ money, amount }: { money: Money; amount: (v: string) => string }) {
  const { locale } = useClock();
  const d = money.deposit;
  const owed = d && Number(d.owed) > 0;
  return (
    <div className="space-y-1 text-sm text-slate-700" data-testid="deposit-line">
      {d ? (
        <p className={clsx(d.due && "font-medium text-amber-800")}>
          {d.due ? "Deposit due: " : "Deposit "}
          {amount(d.amount)}
          {d.due_on ? ` by ${dayOf(d.due_on, locale)}` : ""}
          {owed ? `, ${amount(d.owed)} still owed.` : ", paid."}
        </p>
      ) : (
        <p className="text-slate-500">No deposit asked.</p>
      )}
      {Number(money.balance) > 0 ? (
        <p>Balance due by {dayOf(money.balance_due_on, locale)}.</p>
      ) : null}
    </div>
  );
}
