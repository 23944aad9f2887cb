"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";

import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { SelectField } from "@/components/ui/form-controls";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { toast } from "@/components/ui/toast";
import { BOOKING_STATUSES, STATUS_LABELS } from "@/lib/bookings/constants";
import {
  DATE_RANGE_REVERSED,
  isReversedRange,
  listQuery,
  NO_FILTERS,
  type ListFilters,
} from "@/lib/bookings/list-filters";
import { bookingsPage, type Booking, type BookingDraft } from "@/lib/client/bookings";
import { keys, useHalls } from "@/lib/client/queries";

import { BookingCards } from "./booking-cards";
import { BookingForm } from "./booking-form";
import { BookingsTable } from "./bookings-table";
import { DeleteBookingDialog } from "./delete-booking";
import { ExportLinks } from "./export-links";
import { SeriesChip } from "./series-chip";

const PAGE_SIZE = 25;
const END_DATE_ID = "bookings-end-date";

/** /bookings: filter, read, edit and delete the venue's bookings. Filtering runs on the server. */
export function BookingsPage() {
  const halls = useHalls();
  const [filters, setFilters] = useState<ListFilters>(NO_FILTERS);
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<BookingDraft | null>(null);
  const [deleting, setDeleting] = useState<Booking | null>(null);
  // The dates of one series (`?series=ID`, from a booking's details), until the chip is removed.
  const router = useRouter();
  const pathname = usePathname();
  const seriesId = Number(useSearchParams().get("series")) || null;
  const clearSeries = () => router.replace(pathname, { scroll: false });

  // Typing waits for a pause before it asks the server.
  useEffect(() => {
    const timer = setTimeout(() => {
      setFilters((f) => (f.q === q ? f : { ...f, q }));
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [q]);

  const query = listQuery(
    { ...filters, series: seriesId ? String(seriesId) : "" },
    page,
    PAGE_SIZE,
  );
  const bookings = useQuery({
    queryKey: [...keys.bookings, query],
    queryFn: ({ signal }) => bookingsPage(query ?? "", signal),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });

  useEffect(() => {
    if (bookings.isError) toast.error("Failed to load bookings.");
  }, [bookings.isError]);

  const reversed = isReversedRange(filters);
  const setFilter = (key: keyof ListFilters, value: string) => {
    setFilters((f) => ({ ...f, [key]: value }));
    setPage(1);
  };

  let body: React.ReactNode;
  // An impossible range is not asked for: nothing can match it (the hint says why).
  if (query === null) body = <EmptyState title="No bookings found matching your criteria." />;
  else if (bookings.isPending) body = <LoadingState message="Loading bookings..." />;
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
    const list = {
      bookings: results,
      busy: bookings.isFetching,
      onEdit: (b: Booking) => setEditing({ booking: b }),
      onDelete: setDeleting,
    };
    body = (
      <div className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
        <BookingsTable {...list} />
        <BookingCards {...list} />
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
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">Bookings</h1>
          <p className="mt-1 text-sm text-slate-600">Every booking of your halls, by start time.</p>
        </div>
        <ExportLinks filters={{ ...filters, series: seriesId ? String(seriesId) : "" }} />
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
              setFilters(NO_FILTERS);
              setPage(1);
              if (seriesId) clearSeries();
            }}
          >
            Clear Filters
          </Button>
        </div>
        {seriesId ? (
          <div className="mb-3">
            <SeriesChip id={seriesId} onRemove={clearSeries} />
          </div>
        ) : null}
        {/* Phones: the search on its own line, then pairs (hall and status, the two dates). */}
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
          <Field
            className="col-span-2 lg:col-span-1"
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
            aria-invalid={reversed || undefined}
            aria-describedby={reversed ? `${END_DATE_ID}-error` : undefined}
          />
          <Field
            id={END_DATE_ID}
            label="End Date"
            type="date"
            value={filters.end_date}
            onChange={(e) => setFilter("end_date", e.target.value)}
            error={reversed ? DATE_RANGE_REVERSED : undefined}
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
