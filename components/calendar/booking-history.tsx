"use client";

import { useQuery } from "@tanstack/react-query";

import { LoadingState } from "@/components/ui/states";
import type { BookingChangeDto } from "@/lib/bookings/history";
import { errorMessage } from "@/lib/client/api";
import { call } from "@/lib/client/call";
import { CUSTOMER, customerVerb } from "@/lib/customer-page/words";
import { formatDateTime, type Clock } from "@/lib/time";

const VERBS: Record<BookingChangeDto["action"], string> = {
  created: "created the booking",
  updated: "changed",
  deleted: "deleted the booking",
  emailed: "emailed the customer",
  customer: "",
};

const shown = (value: unknown) =>
  value === null || value === ""
    ? "—"
    : Array.isArray(value)
      ? value.join(", ") || "—"
      : String(value);

/** What one entry says: the mail's outcome, or each changed field as before → after. */
function Change({ entry }: { entry: BookingChangeDto }) {
  const fields = Object.entries(entry.changes);
  if (entry.action === "emailed")
    return <p className="text-slate-600">{shown(entry.changes.email?.[1])}</p>;
  if ((entry.action !== "updated" && entry.action !== "customer") || !fields.length) return null;
  return (
    <ul className="mt-1 space-y-0.5 text-slate-600">
      {fields.map(([field, [before, after]]) => (
        <li key={field} className="break-words">
          <span className="font-medium text-slate-700">{field.replace(/_/g, " ")}</span>:{" "}
          {field === "hold" ? shown(after) : `${shown(before)} → ${shown(after)}`}
        </li>
      ))}
    </ul>
  );
}

/** The History tab: who changed what and when, and each mail to the customer. */
export function BookingHistory({ bookingId, clock }: { bookingId: number; clock: Clock }) {
  const history = useQuery({
    queryKey: ["bookings", "history", bookingId],
    queryFn: ({ signal }) =>
      call.get("/api/tenant/bookings/{id}/history/", { params: { id: bookingId }, signal }),
  });
  if (history.isPending) return <LoadingState message="Loading history..." />;
  if (history.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        {errorMessage(history.error, { fallback: "Failed to load the history." })}
      </p>
    );
  return (
    <ol className="max-h-72 space-y-3 overflow-y-auto text-sm">
      {history.data.map((entry) => (
        <li key={entry.id} className="rounded-lg bg-slate-50 p-3">
          <p className="text-slate-900">
            <span className="font-medium">
              {entry.action === "customer"
                ? CUSTOMER
                : entry.user?.name || entry.user?.email || "HallBook"}
            </span>{" "}
            {entry.action === "customer"
              ? `${customerVerb(entry.changes)} the booking on their page`
              : VERBS[entry.action]}
            <span className="block text-xs text-slate-500">
              {formatDateTime(entry.created_at, clock)}
            </span>
          </p>
          <Change entry={entry} />
        </li>
      ))}
    </ol>
  );
}
