"use client";

// A hall's availability page below its title: the month beside the enquiry form on a wide
// screen, above it on a phone. The day chosen on the calendar and the form's date are one value.
import { format, parseISO } from "date-fns";
import { Info } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";

import type { MonthAvailability } from "@/lib/enquiries/availability";
import { ENQUIRIES_OFF, tooSoon, type EnquiryLimits } from "@/lib/enquiries/schemas";
import { YYYY_MM_DD } from "@/lib/time";

import { accentText } from "../venue-style";
import { freeTimes, longDate, monthName, NOTHING_FREE } from "./day-status";
import { EnquiryForm } from "./enquiry-form";
import { EnquirySent } from "./enquiry-sent";
import type { EnquiryAnswer } from "./enquiry-values";
import { MonthGrid } from "./month-grid";

const frame = "rounded-2xl p-4 shadow-sm ring-1 sm:p-6";
const card = `${frame} bg-white ring-slate-200`;

export function AvailabilityView({
  availability,
  today,
  path,
  previousMonth,
  nextMonth,
  enquiriesOpen,
  limits,
  weekStart,
  dateLocale,
}: {
  availability: MonthAvailability;
  today: string;
  /** this page's path, without its query */
  path: string;
  /** "YYYY-MM"; null: the month shown is this month */
  previousMonth: string | null;
  nextMonth: string;
  enquiriesOpen: boolean;
  limits: EnquiryLimits;
  /** the venue's first day of the week: 0 Sunday, 1 Monday, 6 Saturday */
  weekStart: number;
  /** the locale the venue's dates are written in (lib/locale.ts) */
  dateLocale: string;
}) {
  const [date, setDate] = useState("");
  const [sent, setSent] = useState<EnquiryAnswer | null>(null);
  const router = useRouter();
  const day = availability.days.find((d) => d.date === date) ?? null;
  const monthOf = (d: string) => format(parseISO(d), "yyyy-MM");
  const otherMonth = !day && YYYY_MM_DD.test(date) ? monthOf(date) : null;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] lg:items-start lg:gap-8">
      <section aria-labelledby="month-title" className={card}>
        <MonthGrid
          month={availability.month}
          days={availability.days}
          today={today}
          selected={date}
          onSelect={setDate}
          monthHref={{
            previous: previousMonth ? `${path}?month=${previousMonth}` : null,
            next: `${path}?month=${nextMonth}`,
          }}
          weekStart={weekStart}
        />
        <div aria-live="polite" className="mt-5 rounded-lg bg-slate-50 px-4 py-3 text-sm">
          {day ? (
            <p className="text-slate-700">
              <span className="font-semibold text-slate-900">{longDate(day.date)}.</span>{" "}
              {day.status === "notice" ? (
                tooSoon(limits.noticeHours)
              ) : (
                <FreeTimes times={freeTimes(day)} />
              )}
              {/* On a phone the form is further down. */}
              {enquiriesOpen && !sent && day.status !== "notice" ? (
                <a
                  href="#enquiry"
                  className={`mt-2 block font-medium underline underline-offset-2 lg:hidden ${accentText}`}
                >
                  Enquire about this day
                </a>
              ) : null}
            </p>
          ) : otherMonth ? (
            <p className="text-slate-700">
              <span className="font-semibold text-slate-900">{longDate(date)}</span> is in{" "}
              <Link
                href={`${path}?month=${otherMonth}`}
                scroll={false}
                className={`font-medium underline underline-offset-2 ${accentText}`}
              >
                {monthName(otherMonth)}
              </Link>
              .
            </p>
          ) : (
            <p className="text-slate-600">Choose a free or partly booked day to see its times.</p>
          )}
        </div>
        <p className="mt-3 text-xs text-slate-500">
          Times are the venue&apos;s local time ({availability.time_zone.replaceAll("_", " ")}).
        </p>
      </section>

      <section
        id="enquiry"
        aria-labelledby={sent ? "enquiry-sent-title" : "enquiry-title"}
        className={`scroll-mt-20 ${sent ? `${frame} bg-emerald-50 ring-emerald-200` : card}`}
      >
        {sent ? (
          <EnquirySent answer={sent} timeZone={availability.time_zone} dateLocale={dateLocale} />
        ) : (
          <>
            <h2 id="enquiry-title" className="text-lg font-semibold text-slate-900">
              Send an enquiry
            </h2>
            {enquiriesOpen ? (
              <>
                <p className="mt-1 mb-5 text-sm text-slate-600">
                  Tell us about your event: we hold the date for you while we reply.
                </p>
                <EnquiryForm
                  hall={availability.hall}
                  slots={availability.slots}
                  date={date}
                  day={day}
                  today={today}
                  limits={limits}
                  onDateChange={setDate}
                  onSent={(answer) => {
                    setSent(answer);
                    router.refresh(); // the day is no longer as free as the calendar shows
                  }}
                  onTaken={() => router.refresh()}
                />
              </>
            ) : (
              <p className="mt-4 flex gap-3 rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700 ring-1 ring-slate-200">
                <Info className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />
                <span>
                  {ENQUIRIES_OFF}{" "}
                  <Link href="/#contact" className={`font-medium underline ${accentText}`}>
                    Contact details
                  </Link>
                </span>
              </p>
            )}
          </>
        )}
      </section>
    </div>
  );
}

/** "Free: 08:00–14:00, 18:00–24:00", a time never broken over two lines. */
function FreeTimes({ times }: { times: string[] }) {
  if (!times.length) return NOTHING_FREE;
  return (
    <>
      Free:{" "}
      {times.map((t, i) => (
        <span key={t} className="whitespace-nowrap">
          {t}
          {i < times.length - 1 ? ", " : ""}
        </span>
      ))}
    </>
  );
}
