"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { CalendarDays, Pencil, Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { toast } from "sonner";

import { useTenant } from "@/components/console/tenant-context";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { SelectField } from "@/components/ui/form-controls";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { HeaderRow, TableCard } from "@/components/ui/table";
import { BOOKING_STATUSES, STATUS_LABELS } from "@/lib/bookings/constants";
import { api } from "@/lib/client/api";
import type { Booking, BookingDraft } from "@/lib/client/bookings";
import { keys, useHalls } from "@/lib/client/queries";
import { formatDateTime } from "@/lib/time";

import { BookingForm } from "./booking-form";
import { DeleteBookingDialog } from "./delete-booking";
import { StatusBadge } from "./status-badge";

type Filters = { q: string; hall: string; status: string; start_date: string; end_date: string };
const EMPTY: Filters = { q: "", hall: "", status: "", start_date: "", end_date: "" };
const PAGE_SIZE = 25;
type Page = { count: number; page: number; page_size: number; results: Booking[] };

const amount = (price: string) =>
  Number.isFinite(Number(price)) ? `$${Number(price).toFixed(2)}` : "$0.00";

/** /bookings: filter, read, edit and delete the venue's bookings. Filtering runs on the server. */
export function BookingsPage() {
  const { timezone } = useTenant();
  const router = useRouter();
  const halls = useHalls();
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<BookingDraft | null>(null);
  const [deleting, setDeleting] = useState<Booking | null>(null);

  // Typing waits for a pause before it asks the server.
  useEffect(() => {
    const timer = setTimeout(() => {
      setFilters((f) => (f.q === q ? f : { ...f, q }));
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [q]);

  const params = new URLSearchParams({ page: String(page), page_size: String(PAGE_SIZE) });
  for (const [k, v] of Object.entries(filters)) if (v) params.set(k, v);
  const bookings = useQuery({
    queryKey: [...keys.bookings, params.toString()],
    queryFn: ({ signal }) => api<Page>(`/api/tenant/bookings/?${params}`, { signal }),
    placeholderData: keepPreviousData,
  });

  useEffect(() => {
    if (bookings.isError) toast.error("Failed to load bookings.");
  }, [bookings.isError]);

  const setFilter = (key: keyof Filters, value: string) => {
    setFilters((f) => ({ ...f, [key]: value }));
    setPage(1);
  };

  let body: React.ReactNode;
  if (bookings.isPending) body = <LoadingState message="Loading bookings..." />;
  else if (bookings.isError)
    body = (
      <ErrorState
        message="Failed to load bookings. Please try again."
        onRetry={() => bookings.refetch()}
      />
    );
  else if (!bookings.data.results.length)
    body = <EmptyState title="No bookings found matching your criteria." />;
  else {
    const { count, results } = bookings.data;
    const first = (page - 1) * PAGE_SIZE + 1;
    const pager = (
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 text-sm text-slate-600">
        <p>
          Showing {first}–{first + results.length - 1} of {count}
        </p>
        <div className="flex gap-2">
          <Button
            size="sm"
            variant="secondary"
            disabled={page === 1}
            onClick={() => setPage((p) => p - 1)}
          >
            Previous
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={first + results.length - 1 >= count}
            onClick={() => setPage((p) => p + 1)}
          >
            Next
          </Button>
        </div>
      </div>
    );
    body = (
      <TableCard busy={bookings.isFetching} footer={pager}>
        <HeaderRow
          columns={[
            "ID",
            "Title",
            "Hall",
            "Customer",
            "Start Time",
            "End Time",
            "Status",
            { label: "Amount", className: "text-right" },
            { label: "Actions", className: "text-right" },
          ]}
        />
        <tbody className="divide-y divide-slate-100">
          {results.map((b) => (
            <tr key={b.id} className="hover:bg-slate-50">
              <td className="px-3 py-3 text-slate-500 tabular-nums">{b.id}</td>
              <td className="max-w-56 px-4 py-3 font-medium text-slate-900">{b.event_name}</td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700">{b.hall_name}</td>
              <td className="px-4 py-3">
                <p className="text-slate-900">{b.customer_name}</p>
                <p className="text-xs text-slate-500">{b.customer_email || "N/A"}</p>
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                <span className="block">
                  {formatDateTime(b.start_time, timezone, { dateStyle: "medium" })}
                </span>
                <span className="text-xs text-slate-500">
                  {formatDateTime(b.start_time, timezone, { timeStyle: "short" })}
                </span>
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                <span className="block">
                  {formatDateTime(b.end_time, timezone, { dateStyle: "medium" })}
                </span>
                <span className="text-xs text-slate-500">
                  {formatDateTime(b.end_time, timezone, { timeStyle: "short" })}
                </span>
              </td>
              <td className="px-4 py-3">
                <StatusBadge status={b.status} />
              </td>
              <td className="px-4 py-3 text-right text-slate-900 tabular-nums">
                {amount(b.price)}
              </td>
              <td className="px-4 py-3">
                <div className="flex justify-end gap-1">
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setEditing({ booking: b })}
                    aria-label={`Edit booking ${b.id}`}
                  >
                    <Pencil className="size-4" /> <span className="hidden 2xl:inline">Edit</span>
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => router.push(`/calendar?booking=${b.id}&hall=${b.hall}`)}
                    aria-label={`View booking ${b.id} on Calendar`}
                  >
                    <CalendarDays className="size-4" />{" "}
                    <span className="hidden 2xl:inline">View on Calendar</span>
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    className="text-red-600 hover:bg-red-50"
                    onClick={() => setDeleting(b)}
                    aria-label={`Delete booking ${b.id}`}
                  >
                    <Trash2 className="size-4" />
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </TableCard>
    );
  }

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Bookings</h1>
        <p className="mt-1 text-sm text-slate-600">Every booking of your halls, by start time.</p>
      </div>
      <section
        aria-labelledby="filters-title"
        className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      >
        <div className="mb-3 flex items-center justify-between">
          <h2 id="filters-title" className="font-semibold text-slate-900">
            Filter Bookings
          </h2>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              setQ("");
              setFilters(EMPTY);
              setPage(1);
            }}
          >
            Clear Filters
          </Button>
        </div>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          <Field
            label="Customer Name/Email/Phone"
            type="search"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            placeholder="Search..."
          />
          <SelectField
            label="Hall"
            value={filters.hall}
            onChange={(e) => setFilter("hall", e.target.value)}
          >
            <option value="">All Halls</option>
            {halls.data?.map((h) => (
              <option key={h.id} value={h.id}>
                {h.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Status"
            value={filters.status}
            onChange={(e) => setFilter("status", e.target.value)}
          >
            <option value="">All Statuses</option>
            {BOOKING_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </SelectField>
          <Field
            label="Start Date"
            type="date"
            value={filters.start_date}
            onChange={(e) => setFilter("start_date", e.target.value)}
          />
          <Field
            label="End Date"
            type="date"
            value={filters.end_date}
            onChange={(e) => setFilter("end_date", e.target.value)}
          />
        </div>
      </section>
      {body}
      {editing ? (
        <BookingForm
          draft={editing}
          from="list"
          onClose={() => setEditing(null)}
          onGone={() => bookings.refetch()}
        />
      ) : null}
      <DeleteBookingDialog booking={deleting} from="list" onClose={() => setDeleting(null)} />
    </div>
  );
}
