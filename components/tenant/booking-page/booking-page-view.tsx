import { CalendarPlus } from "lucide-react";

import { Badge } from "@/components/ui/form-controls";
import { DEPOSIT_DUE } from "@/lib/bookings/constants";
import type { CustomerBookingPage } from "@/lib/customer-page/page";

import { accentButton, accentText } from "../venue-style";
import { BookingActions } from "./booking-actions";
import { momentText, whenText } from "./dates";
import { MailsSent, MoneyCard, SeriesDates } from "./money-card";

const STATUS = {
  confirmed: { label: "Confirmed", className: "bg-emerald-50 text-emerald-800 ring-emerald-200" },
  tentative: { label: "Held for you", className: "bg-amber-50 text-amber-900 ring-amber-200" },
  cancelled: { label: "Cancelled", className: "bg-slate-100 text-slate-700 ring-slate-300" },
} as const;

/** The customer's booking: what, where, when, its state, its money and what they may do. */
export function BookingPageView({
  token,
  page,
  timeZone,
  done,
  problem,
}: {
  token: string;
  page: CustomerBookingPage;
  timeZone: string;
  done: string | null;
  problem: string | null;
}) {
  const b = page.booking;
  const locale = page.money.locale;
  const status = STATUS[b.status];
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      {done ? (
        <p
          role="status"
          className="rounded-lg bg-emerald-50 px-4 py-3 text-emerald-900 ring-1 ring-emerald-200"
        >
          {done}
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-red-800 ring-1 ring-red-200">
          {problem}
        </p>
      ) : null}
      <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <p className={`text-sm font-semibold tracking-wide uppercase ${accentText}`}>
          Booking {page.reference}
        </p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
          {page.title}
        </h1>
        <div className="mt-3 flex flex-wrap gap-2">
          <Badge className={status.className}>{status.label}</Badge>
          {page.money.deposit?.due ? (
            <Badge className="bg-orange-50 text-orange-800 ring-orange-200">{DEPOSIT_DUE}</Badge>
          ) : null}
        </div>
        <dl className="mt-5 grid gap-4 text-sm sm:grid-cols-2">
          <div>
            <dt className="font-medium text-slate-500">When</dt>
            <dd className="mt-0.5 text-slate-900">{whenText(b.start, b.end, locale, timeZone)}</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-500">Hall</dt>
            <dd className="mt-0.5 break-words text-slate-900">{b.hallName}</dd>
          </div>
        </dl>
        {b.status === "tentative" && b.holdUntil ? (
          <p className="mt-4 text-sm text-slate-700">
            We are holding the date for you until {momentText(b.holdUntil, locale, timeZone)}.
          </p>
        ) : null}
        {b.status !== "cancelled" ? (
          <a
            href={`/api/public/booking-page/${token}/ics/`}
            className={`mt-5 inline-flex items-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold ${accentButton}`}
          >
            <CalendarPlus className="size-4" aria-hidden />
            Add to calendar
          </a>
        ) : null}
      </section>
      <MoneyCard
        money={page.money}
        invoiceUrl={`/api/public/booking-page/${token}/invoice/`}
        cancelled={b.status === "cancelled"}
      />
      {page.dates.length > 1 ? (
        <SeriesDates dates={page.dates} locale={locale} timeZone={timeZone} />
      ) : null}
      <BookingActions token={token} actions={page.actions} />
      <MailsSent mails={page.mails} locale={locale} timeZone={timeZone} />
    </div>
  );
}
