"use client";

// What a visitor sees once the enquiry is in: the venue's promise, the reference to quote, the
// event's time and how long the date is held, all in the venue's time zone. It takes the form's
// place in the page's panel.
import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef } from "react";

import { ENQUIRY_SENT } from "@/lib/enquiries/schemas";
import { formatDateTime, wallClock } from "@/lib/time";

import type { EnquiryAnswer } from "./enquiry-values";

const DAY_AND_TIME: Intl.DateTimeFormatOptions = {
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
};
const TIME: Intl.DateTimeFormatOptions = { hour: "2-digit", minute: "2-digit", hourCycle: "h23" };

/**
 * "Sat, Jun 14, 2026, 18:00 – 23:00" (the page's times are all 24-hour; the date in the venue's
 * locale's order, decision 095); the end with its date when it is on another day.
 */
function eventTime(start: string, end: string, clock: { timeZone: string; locale: string }) {
  const { timeZone } = clock;
  const sameDay =
    wallClock(new Date(start), timeZone).date === wallClock(new Date(end), timeZone).date;
  return `${formatDateTime(start, clock, DAY_AND_TIME)} – ${formatDateTime(
    end,
    clock,
    sameDay ? TIME : DAY_AND_TIME,
  )}`;
}

export function EnquirySent({
  answer,
  timeZone,
  dateLocale,
}: {
  answer: EnquiryAnswer;
  timeZone: string;
  /** the locale the venue's dates are written in (lib/locale.ts) */
  dateLocale: string;
}) {
  const clock = { timeZone, locale: dateLocale };
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: the news takes the focus, so a screen reader reads it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div>
      <div className="flex items-center gap-3">
        <CheckCircle2 className="size-6 shrink-0 text-emerald-700" aria-hidden />
        <h2
          id="enquiry-sent-title"
          ref={heading}
          tabIndex={-1}
          className="text-lg font-semibold text-emerald-900 focus:outline-none"
        >
          Enquiry sent
        </h2>
      </div>
      <p className="mt-3 text-emerald-900">{ENQUIRY_SENT}</p>
      <dl className="mt-5 grid gap-x-4 gap-y-3 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-emerald-800">Reference</dt>
        <dd className="font-mono text-base font-semibold text-slate-900">{answer.reference}</dd>
        <dt className="font-medium text-emerald-800">Hall</dt>
        <dd className="text-slate-900">{answer.hall_name}</dd>
        <dt className="font-medium text-emerald-800">When</dt>
        <dd className="text-slate-900">{eventTime(answer.start_time, answer.end_time, clock)}</dd>
        {answer.hold_until ? (
          <>
            <dt className="font-medium text-emerald-800">Held until</dt>
            <dd className="text-slate-900">
              {formatDateTime(answer.hold_until, clock, DAY_AND_TIME)}
            </dd>
          </>
        ) : null}
      </dl>
      <p className="mt-5 text-sm text-emerald-900">
        We have emailed you these details. Please quote the reference when you contact us.
      </p>
    </div>
  );
}
