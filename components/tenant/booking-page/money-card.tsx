import type { CustomerMailKind } from "@/lib/bookings/customer-mail";
import type { CustomerBookingPage } from "@/lib/customer-page/page";
import { formatMoney } from "@/lib/money/format";

import { accentText } from "../venue-style";
import { dayText, momentText, whenText } from "./dates";

type Money = CustomerBookingPage["money"];

const card = "rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200";
const heading = "text-lg font-semibold text-slate-900";

/**
 * Price, paid and what is due, the deposit, and each payment or refund (amount and day). A
 * cancelled booking asks nothing more: what was paid towards it is the venue's to settle.
 */
export function MoneyCard({
  money,
  invoiceUrl,
  cancelled,
}: {
  money: Money;
  invoiceUrl: string;
  cancelled: boolean;
}) {
  const amount = (v: string) => formatMoney(v, money);
  const due = !cancelled && Number(money.balance) > 0;
  const net = Number(money.paid) - Number(money.refunded);
  const d = money.deposit;
  return (
    <section aria-labelledby="money-title" className={card}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="money-title" className={heading}>
          Payments
        </h2>
        <a
          href={invoiceUrl}
          download
          className={`text-sm font-medium ${accentText} hover:underline`}
        >
          Download invoice
        </a>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        {[
          ["Price", money.price],
          ["Paid", money.paid],
          ...(Number(money.refunded) > 0 ? [["Refunded", money.refunded]] : []),
          ...(cancelled ? [] : [["Balance due", money.balance]]),
        ].map(([label, value]) => (
          <div key={label} className="rounded-lg bg-slate-50 px-3 py-2 ring-1 ring-slate-200">
            <dt className="text-xs font-medium text-slate-600">{label}</dt>
            <dd className="mt-0.5 font-semibold text-slate-900 tabular-nums">{amount(value)}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 space-y-1 text-sm text-slate-700">
        {cancelled ? (
          <p>
            This booking is cancelled: nothing more is due.
            {net > 0 ? " The venue will be in touch about what you paid." : ""}
          </p>
        ) : null}
        {d && !cancelled ? (
          <p>
            Deposit {amount(d.amount)}
            {d.due_on ? `, due by ${dayText(d.due_on, money.locale)}` : ""}
            {Number(d.owed) > 0 ? `: ${amount(d.owed)} still to pay.` : ": paid, thank you."}
          </p>
        ) : null}
        {due ? <p>The balance is due by {dayText(money.balance_due_on, money.locale)}.</p> : null}
      </div>
      {money.entries.length ? (
        <ul className="mt-4 divide-y divide-slate-100 text-sm">
          {money.entries.map((e) => (
            <li key={e.id} className="flex justify-between gap-4 py-2">
              <span className="text-slate-700">
                {e.kind === "refund" ? "Refund" : "Payment"}, {dayText(e.received_on, money.locale)}
              </span>
              <span className="font-medium text-slate-900 tabular-nums">
                {e.kind === "refund" ? `−${amount(e.amount)}` : amount(e.amount)}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-sm text-slate-500">No payments yet.</p>
      )}
    </section>
  );
}

type Dates = CustomerBookingPage["dates"];

/** Every date of the booking's series, a cancelled one struck through. */
export function SeriesDates(props: { dates: Dates; locale: string; timeZone: string }) {
  return (
    <section aria-labelledby="dates-title" className={card}>
      <h2 id="dates-title" className={heading}>
        All dates ({props.dates.filter((d) => d.status !== "cancelled").length})
      </h2>
      <ul className="mt-3 space-y-1 text-sm text-slate-700">
        {props.dates.map((d) => (
          <li key={d.id} className={d.status === "cancelled" ? "text-slate-400 line-through" : ""}>
            {whenText(d.start, d.end, props.locale, props.timeZone)}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Every kind of mail by name: the type keeps a new kind from showing as its code. */
const MAIL_NAMES: Record<CustomerMailKind, string> = {
  received: "Enquiry received",
  confirmed: "Booking confirmed",
  changed: "Booking changed",
  cancelled: "Booking cancelled",
  expired: "Hold expired",
  reminder: "Payment reminder",
  receipt: "Receipt",
};

/** The mails the venue sent about the booking, oldest first. */
export function MailsSent(props: {
  mails: CustomerBookingPage["mails"];
  locale: string;
  timeZone: string;
}) {
  if (!props.mails.length) return null;
  return (
    <section aria-labelledby="mails-title" className={card}>
      <h2 id="mails-title" className={heading}>
        Emails we sent you
      </h2>
      <ul className="mt-3 space-y-1 text-sm text-slate-700">
        {props.mails.map((m, i) => (
          <li key={i} className="flex flex-wrap justify-between gap-x-4">
            <span>{MAIL_NAMES[m.kind as CustomerMailKind] ?? m.kind}</span>
            <span className="text-slate-500">
              {momentText(m.sentAt, props.locale, props.timeZone)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
