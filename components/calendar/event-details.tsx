"use client";

import { X } from "lucide-react";
import Link from "next/link";
import { Dialog as D, Tabs } from "radix-ui";

import { StatusBadge } from "@/components/bookings/status-badge";
import { useClock } from "@/components/console/tenant-context";
import { BillingTab } from "@/components/payments/billing-tab";
import { Button } from "@/components/ui/button";
import { useReturnFocus } from "@/components/ui/return-focus";
import { tabTriggerClass } from "@/components/ui/tabs";
import { STATUS_LABELS } from "@/lib/bookings/constants";
import type { Booking } from "@/lib/client/bookings";
import { useSeries } from "@/lib/client/queries";
import { formatDateTime } from "@/lib/time";

import { BookingHistory } from "./booking-history";

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-3 gap-3 py-2">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="col-span-2 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * The Event Details popup: Details, Billing, Notes and Files tabs (spec §2.3), and the booking's
 * History (its changes and the mail to its customer); Edit and Close.
 */
export function EventDetails({
  booking,
  onClose,
  onEdit,
  returnFocus,
}: {
  booking: Booking;
  onClose: () => void;
  onEdit: () => void;
  returnFocus?: () => HTMLElement | null | undefined;
}) {
  const clock = useClock();
  const onCloseAutoFocus = useReturnFocus(true, returnFocus);
  const date = formatDateTime(booking.start_time, clock, { dateStyle: "full" });
  const time = `${formatDateTime(booking.start_time, clock, { timeStyle: "short" })} – ${formatDateTime(booking.end_time, clock, { timeStyle: "short" })}`;
  return (
    <D.Root open onOpenChange={(o) => !o && onClose()}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <D.Content
          aria-describedby={undefined}
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-h-[calc(100dvh-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto overscroll-contain rounded-2xl bg-white p-6 shadow-2xl focus:outline-none"
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <D.Title className="text-lg font-semibold text-slate-900">Event Details</D.Title>
              <p className="mt-0.5 text-sm text-slate-600">{booking.event_name}</p>
            </div>
            <D.Close
              className="-m-1 rounded-md p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-600"
              aria-label="Close"
            >
              <X className="size-5" />
            </D.Close>
          </div>
          <Tabs.Root defaultValue="details">
            <Tabs.List
              aria-label="Booking"
              className="flex gap-1 overflow-x-auto rounded-lg bg-slate-100 p-1"
            >
              <Tabs.Trigger value="details" className={tabTriggerClass}>
                Details
              </Tabs.Trigger>
              <Tabs.Trigger value="billing" className={tabTriggerClass}>
                Billing
              </Tabs.Trigger>
              <Tabs.Trigger value="notes" className={tabTriggerClass}>
                Notes
              </Tabs.Trigger>
              <Tabs.Trigger value="files" className={tabTriggerClass}>
                Files
              </Tabs.Trigger>
              <Tabs.Trigger value="history" className={tabTriggerClass}>
                History
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="details" className="mt-3">
              <dl className="divide-y divide-slate-100">
                <Row label="Name">{booking.event_name}</Row>
                <Row label="Date">{date}</Row>
                <Row label="Time">{time}</Row>
                <Row label="Status">
                  <StatusBadge status={booking.status} />
                </Row>
                {booking.series_id !== null ? (
                  <SeriesRow id={booking.series_id} exception={booking.is_exception} />
                ) : null}
                <Row label="Hall">{booking.hall_name}</Row>
                <Row label="Branch">{booking.branch_name}</Row>
                {booking.hold_until ? (
                  <Row label="Held until">{formatDateTime(booking.hold_until, clock)}</Row>
                ) : null}
                {booking.source === "public" ? (
                  <Row label="From">An enquiry on your public site</Row>
                ) : null}
                <Row label="Customer">
                  {booking.customer_name}
                  {booking.customer_email ? (
                    <span className="block text-slate-500">{booking.customer_email}</span>
                  ) : null}
                  {booking.customer_phone ? (
                    <span className="block text-slate-500">{booking.customer_phone}</span>
                  ) : null}
                </Row>
              </dl>
            </Tabs.Content>
            <Tabs.Content value="billing" className="mt-3">
              <BillingTab
                bookingId={booking.id}
                extra={
                  <>
                    <Row label="Add-ons">
                      {booking.addons.length ? booking.addons.join(", ") : "None"}
                    </Row>
                    <Row label="Booking token">{booking.booking_token || "N/A"}</Row>
                    <Row label="Status">{STATUS_LABELS[booking.status]}</Row>
                  </>
                }
              />
            </Tabs.Content>
            <Tabs.Content value="notes" className="mt-3 space-y-3">
              {booking.description ? (
                <p className="rounded-lg bg-slate-50 p-3 text-sm whitespace-pre-wrap text-slate-700">
                  {booking.description}
                </p>
              ) : null}
              <p className="min-h-24 rounded-lg bg-slate-50 p-3 text-sm whitespace-pre-wrap text-slate-700">
                {booking.notes || "No notes for this booking."}
              </p>
            </Tabs.Content>
            <Tabs.Content value="files" className="mt-3">
              <p className="min-h-24 rounded-lg border-2 border-dashed border-slate-200 p-6 text-center text-sm text-slate-500">
                No files are attached to this booking.
              </p>
            </Tabs.Content>
            <Tabs.Content value="history" className="mt-3">
              <BookingHistory bookingId={booking.id} clock={clock} />
            </Tabs.Content>
          </Tabs.Root>
          <div className="mt-6 flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
            <Button onClick={onEdit}>Edit</Button>
          </div>
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}

/** A date of a series: the series in words, whether this date was changed on its own, its list. */
function SeriesRow({ id, exception }: { id: number; exception: boolean }) {
  const series = useSeries(id);
  return (
    <Row label="Repeats">
      {series.data?.description ?? (series.isError ? "A repeating booking" : "Loading...")}
      {exception ? <span className="mt-0.5 block text-amber-700">Changed on its own</span> : null}
      <Link
        href={`/bookings?series=${id}`}
        className="mt-0.5 block text-brand-700 underline hover:text-brand-800"
      >
        All dates of this series
      </Link>
    </Row>
  );
}
