"use client";

import { useQueryClient } from "@tanstack/react-query";
import { Copy, RefreshCw, Trash2 } from "lucide-react";
import { useState } from "react";

import { useClock, useConsoleUser } from "@/components/console/tenant-context";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Checkbox, SelectField } from "@/components/ui/form-controls";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { toast } from "@/components/ui/toast";
import type { FeedDto } from "@/lib/calendar-feeds/feeds";
import {
  ALL_HALLS,
  FEED_CREATED,
  FEED_DELETED,
  FEED_NAME_MAX,
  FEED_REGENERATED,
} from "@/lib/calendar-feeds/schemas";
import { call } from "@/lib/client/call";
import { withReason } from "@/lib/client/failure";
import { keys, useFeeds, useHalls } from "@/lib/client/queries";
import { formatDateTime } from "@/lib/time";

/** A feed's address, shown once after it is made or renewed, with a button to copy it. */
function NewAddress({ url, note }: { url: string; note: string }) {
  return (
    <div role="status" className="space-y-2 rounded-lg bg-emerald-50 p-3 ring-1 ring-emerald-200">
      <p className="text-sm text-emerald-900">{note}</p>
      <div className="flex gap-2">
        <input
          readOnly
          value={url}
          aria-label="Feed address"
          onFocus={(e) => e.currentTarget.select()}
          className="h-9 min-w-0 flex-1 rounded-md bg-white px-2 font-mono text-xs ring-1 ring-slate-300"
        />
        <Button
          size="sm"
          variant="secondary"
          onClick={() =>
            navigator.clipboard.writeText(url).then(() => toast.success("Address copied."))
          }
        >
          <Copy className="size-4" aria-hidden /> Copy
        </Button>
      </div>
    </div>
  );
}

/**
 * Private iCal feeds of the venue's bookings: one per hall or for all, made and revoked here; only
 * listed in a session opened through an access request (a feed's address outlives any grant).
 */
export function CalendarFeedsSection() {
  const clock = useClock();
  const readOnly = useConsoleUser().impersonated;
  const feeds = useFeeds();
  const halls = useHalls();
  const queryClient = useQueryClient();
  const [hall, setHall] = useState("");
  const [name, setName] = useState("");
  const [withCustomers, setWithCustomers] = useState(false);
  const [shown, setShown] = useState<{ id: number; url: string; note: string } | null>(null);
  const [deleting, setDeleting] = useState<FeedDto | null>(null);
  const [busy, setBusy] = useState(false);

  const hallName = (id: string) => halls.data?.find((h) => String(h.id) === id)?.name ?? null;
  async function run(work: () => Promise<void>) {
    setBusy(true);
    try {
      await work();
      await queryClient.invalidateQueries({ queryKey: keys.feeds });
    } catch (error) {
      toast.error(withReason("The calendar feed could not be changed.", error));
    } finally {
      setBusy(false);
    }
  }
  const create = () =>
    run(async () => {
      const body = { hall: hall ? Number(hall) : null, include_customer: withCustomers, name };
      const made = await call.post("/api/tenant/calendar-feeds/", { body });
      setName("");
      setShown({ id: made.id, url: made.url ?? "", note: FEED_CREATED });
    });
  const renew = (f: FeedDto) =>
    run(async () => {
      const renewed = await call.post("/api/tenant/calendar-feeds/{id}/regenerate/", {
        params: { id: f.id },
      });
      setShown({ id: f.id, url: renewed.url ?? "", note: FEED_REGENERATED });
    });
  const toggle = (f: FeedDto) =>
    run(async () => {
      const body = { include_customer: !f.include_customer };
      await call.patch("/api/tenant/calendar-feeds/{id}/", { params: { id: f.id }, body });
    });
  const remove = (f: FeedDto) =>
    run(async () => {
      await call.delete("/api/tenant/calendar-feeds/{id}/", { params: { id: f.id } });
      if (shown?.id === f.id) setShown(null);
      setDeleting(null);
      toast.success(FEED_DELETED);
    });

  return (
    <section aria-labelledby="feeds-title" className="space-y-4">
      <div>
        <h2 id="feeds-title" className="text-lg font-semibold text-slate-900">
          Calendar feeds
        </h2>
        <p className="text-sm text-slate-600">
          Subscribe to your bookings from Google Calendar, Outlook or Apple Calendar. Anyone with a
          feed&apos;s address can read it: share it like a password.
        </p>
      </div>
      <div className="space-y-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <div className={readOnly ? "hidden" : "flex flex-wrap items-end gap-4"}>
          <label className="flex min-w-48 flex-col gap-1 text-sm font-medium text-slate-700">
            Feed name
            <input
              value={name}
              onChange={(e) => setName(e.target.value)}
              maxLength={FEED_NAME_MAX}
              placeholder={hallName(hall) ?? ALL_HALLS}
              className="h-10 rounded-lg border border-slate-300 px-3 text-sm font-normal text-slate-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
            />
          </label>
          <SelectField
            label="Bookings of"
            value={hall}
            onChange={(e) => setHall(e.target.value)}
            className="min-w-48"
          >
            <option value="">All halls</option>
            {halls.data?.map((h) => (
              <option key={h.id} value={h.id}>
                {h.name}
              </option>
            ))}
          </SelectField>
          <Checkbox
            label="Include customers' names and contacts"
            checked={withCustomers}
            onChange={(e) => setWithCustomers(e.target.checked)}
            className="h-10"
          />
          <Button onClick={create} disabled={busy}>
            Create feed
          </Button>
        </div>
        {shown ? <NewAddress url={shown.url} note={shown.note} /> : null}
        {feeds.isPending ? (
          <LoadingState message="Loading calendar feeds..." />
        ) : feeds.isError ? (
          <ErrorState message="Failed to load calendar feeds." onRetry={() => feeds.refetch()} />
        ) : feeds.data.length ? (
          <ul className="divide-y divide-slate-100">
            {feeds.data.map((f) => (
              <li key={f.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0 text-sm">
                  <p className="font-medium break-words text-slate-900">{f.name}</p>
                  <p className="text-xs text-slate-500">
                    {f.hall_name ?? ALL_HALLS} · made{" "}
                    {formatDateTime(f.created_at, clock, { dateStyle: "medium" })} ·{" "}
                    {f.last_fetched_at
                      ? `Last read by a calendar app ${formatDateTime(f.last_fetched_at, clock, {
                          dateStyle: "medium",
                          timeStyle: "short",
                        })}`
                      : "Not read by a calendar app yet"}
                  </p>
                  <Checkbox
                    label="Customers' names and contacts"
                    checked={f.include_customer}
                    onChange={() => toggle(f)}
                    disabled={busy || readOnly}
                  />
                </div>
                <div className={readOnly ? "hidden" : "flex gap-2"}>
                  <Button size="sm" variant="secondary" onClick={() => renew(f)} disabled={busy}>
                    <RefreshCw className="size-4" aria-hidden /> New address
                  </Button>
                  <Button size="sm" variant="danger" onClick={() => setDeleting(f)} disabled={busy}>
                    <Trash2 className="size-4" aria-hidden /> Delete
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-500">No calendar feeds yet.</p>
        )}
      </div>
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this calendar feed?"
        message="Calendars subscribed to its address stop receiving your bookings."
        confirmLabel="Delete"
        destructive
        busy={busy}
        onConfirm={() => deleting && remove(deleting)}
      />
    </section>
  );
}
