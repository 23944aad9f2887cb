import {
  Banknote,
  CalendarCheck,
  CalendarDays,
  CalendarPlus,
  Clock,
  Hourglass,
  ListChecks,
  Sparkles,
  Wallet,
  Warehouse,
} from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";

import { StatusBadge } from "@/components/bookings/status-badge";
import { LiveRefresh } from "@/components/console/live-refresh";
import { BookingsChart } from "@/components/dashboard/bookings-chart";
import { PendingApprovals } from "@/components/dashboard/pending-approvals";
import { requireTenantViewer } from "@/lib/auth/viewer";
import { venueFormats } from "@/lib/booking-settings/settings";
import { currentVersions } from "@/lib/bookings/read-version";
import { CUSTOMER, customerVerb } from "@/lib/customer-page/words";
import { getDashboard } from "@/lib/dashboard/dashboard";
import { dateLocaleOf } from "@/lib/locale";
import { formatMoney } from "@/lib/money/format";
import { formatDateTime } from "@/lib/time";
import { relativeTime } from "@/lib/ui/relative-time";

export const metadata: Metadata = { title: "Dashboard" };

const ACTIONS = {
  created: "created",
  updated: "updated",
  deleted: "deleted",
  emailed: "emailed the customer about",
  customer: "",
} as const;

function Card({
  label,
  value,
  icon: Icon,
}: {
  label: string;
  value: number | string;
  icon: typeof CalendarCheck;
}) {
  return (
    <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="flex items-center justify-between text-sm text-slate-600">
        {label}
        <Icon className="size-5 text-brand-600" aria-hidden />
      </div>
      <p className="mt-2 text-3xl font-semibold text-slate-900 tabular-nums">{value}</p>
    </div>
  );
}

/** The snapshot's tints: whole class names, as Tailwind reads them from the source. */
const TONES = {
  brand: ["bg-brand-50", "text-brand-800"],
  emerald: ["bg-emerald-50", "text-emerald-800"],
  sky: ["bg-sky-50", "text-sky-800"],
  amber: ["bg-amber-50", "text-amber-800"],
} as const;

/** One figure of the Performance Snapshot: its label with an icon, over its value. */
function SnapshotFigure(props: {
  tone: (typeof TONES)[keyof typeof TONES];
  icon: typeof Sparkles;
  label: string;
  children: React.ReactNode;
}) {
  const { icon: Icon } = props;
  return (
    <div className={`rounded-lg p-3 ${props.tone[0]}`}>
      <dt className={`flex items-center gap-1.5 text-xs font-medium ${props.tone[1]}`}>
        <Icon className="size-4" aria-hidden /> {props.label}
      </dt>
      <dd className="mt-1 text-xl font-semibold break-words text-slate-900 tabular-nums">
        {props.children}
      </dd>
    </div>
  );
}

export default async function TenantDashboard() {
  const { tenant } = await requireTenantViewer();
  const money = await venueFormats(tenant.id);
  const tz = tenant.timezone;
  const clock = { timeZone: tz, locale: dateLocaleOf(money.locale) };
  // Read first: a change after it is in the figures, or comes through the live stream after it.
  const { event_version: since } = await currentVersions(tenant.id);
  const data = await getDashboard(tenant, new Date(), clock.locale);
  return (
    <div className="mx-auto max-w-7xl space-y-8">
      <LiveRefresh since={since ?? "0"} />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">
            Welcome to {tenant.name} Dashboard
          </h1>
          <p className="mt-1 text-sm text-slate-600">Times are shown in {tz.replace(/_/g, " ")}.</p>
        </div>
        <nav aria-label="Quick actions" className="flex flex-wrap gap-2">
          <Link
            href="/calendar"
            className="inline-flex h-10 items-center gap-2 rounded-lg bg-brand-600 px-4 text-sm font-medium text-white shadow-sm hover:bg-brand-700"
          >
            <CalendarPlus className="size-4" aria-hidden /> Create New Booking
          </Link>
          <Link
            href="/calendar"
            className="inline-flex h-10 items-center gap-2 rounded-lg bg-white px-4 text-sm font-medium text-slate-800 shadow-sm ring-1 ring-slate-300 hover:bg-slate-50"
          >
            <CalendarDays className="size-4" aria-hidden /> Go to Calendar
          </Link>
          <Link
            href="/bookings"
            className="inline-flex h-10 items-center gap-2 rounded-lg bg-white px-4 text-sm font-medium text-slate-800 shadow-sm ring-1 ring-slate-300 hover:bg-slate-50"
          >
            <ListChecks className="size-4" aria-hidden /> View All Bookings
          </Link>
        </nav>
      </div>

      <section aria-labelledby="glance">
        <h2 id="glance" className="mb-3 text-lg font-semibold text-slate-900">
          At a Glance
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Card
            label="Total Active Bookings"
            value={data.glance.activeBookings}
            icon={CalendarCheck}
          />
          <Card label="Available Halls" value={data.glance.availableHalls} icon={Warehouse} />
          <Card label="Upcoming Events" value={data.glance.upcomingEvents} icon={CalendarDays} />
          <Card label="Pending Approvals" value={data.glance.pendingApprovals} icon={Clock} />
        </div>
      </section>

      <div className="grid gap-6 lg:grid-cols-3">
        <section
          aria-labelledby="snapshot"
          className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 lg:col-span-1"
        >
          <h2 id="snapshot" className="text-lg font-semibold text-slate-900">
            Performance Snapshot
          </h2>
          <dl className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
            <SnapshotFigure tone={TONES.brand} icon={Sparkles} label="New bookings this week">
              {data.snapshot.newThisWeek}
            </SnapshotFigure>
            <SnapshotFigure
              tone={TONES.emerald}
              icon={Banknote}
              label="Estimated revenue next month"
            >
              {formatMoney(data.snapshot.revenueNextMonth, money)}
            </SnapshotFigure>
            <SnapshotFigure tone={TONES.sky} icon={Wallet} label="Received this month">
              {formatMoney(data.snapshot.receivedThisMonth, money)}
            </SnapshotFigure>
            <SnapshotFigure tone={TONES.amber} icon={Hourglass} label="Still due for next month">
              {formatMoney(data.snapshot.dueNextMonth, money)}
            </SnapshotFigure>
          </dl>
          <h3 className="mt-6 text-sm font-semibold text-slate-900">Recent activity</h3>
          {data.activity.length ? (
            <ul className="mt-2 space-y-2 text-sm">
              {data.activity.map((a) => (
                <li key={a.id} className="flex justify-between gap-3">
                  <span className="min-w-0 text-slate-700">
                    <span className="font-medium">
                      {a.action === "customer"
                        ? CUSTOMER
                        : a.user?.name || a.user?.email || "Someone"}
                    </span>{" "}
                    {a.action === "customer" ? customerVerb(a.changes) : ACTIONS[a.action]}{" "}
                    <span className="font-medium">“{a.event_name}”</span>
                    {a.action === "updated" ? (
                      <span className="text-slate-500">
                        {" "}
                        (
                        {Object.keys(a.changes as object)
                          .join(", ")
                          .replace(/_/g, " ")}
                        )
                      </span>
                    ) : null}
                  </span>
                  <span className="shrink-0 text-xs text-slate-500">
                    {relativeTime(a.created_at)}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-slate-500">No booking activity yet.</p>
          )}
        </section>

        <section
          aria-labelledby="chart"
          className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 lg:col-span-2"
        >
          <h2 id="chart" className="text-lg font-semibold text-slate-900">
            Bookings per week
          </h2>
          <p className="mb-3 text-sm text-slate-500">
            Events held in the last 12 weeks (cancelled ones excluded).
          </p>
          <BookingsChart data={data.chart} />
        </section>
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <section
          aria-labelledby="next-up"
          className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
        >
          <div className="flex items-center justify-between">
            <h2 id="next-up" className="text-lg font-semibold text-slate-900">
              Next Up!
            </h2>
            {data.moreUpcoming ? (
              <Link href="/bookings" className="text-sm font-medium text-brand-700 hover:underline">
                View All Events →
              </Link>
            ) : null}
          </div>
          {data.nextUp.length ? (
            <ul className="mt-3 divide-y divide-slate-100">
              {data.nextUp.map((e) => (
                <li key={e.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <Link
                      href={`/calendar?booking=${e.id}&hall=${e.hall}`}
                      className="font-medium text-slate-900 hover:text-brand-700"
                    >
                      {e.event_name}
                    </Link>
                    <p className="text-sm text-slate-600">
                      {formatDateTime(e.start_time, clock)} · {e.hall_name}
                    </p>
                  </div>
                  <StatusBadge status={e.status} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-sm text-slate-500">No upcoming events found.</p>
          )}
        </section>
        <PendingApprovals bookings={data.pending} clock={clock} now={data.now} />
      </div>
    </div>
  );
}
