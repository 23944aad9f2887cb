"use client";

// The browser's side of the live stream (GET /api/tenant/events/stream/): one EventSource per
// console tab, its state for the presence indicator, and the changes handed to whoever shows
// bookings. A dropped connection is reopened by the browser with its Last-Event-ID; a refused one
// (a full server, a restart) is reopened here with back-off. Each time it is open again, every
// screen refetches what it shows: nothing missed in between can stay on screen. An EventSource
// does not say why it was refused, so a refusal is asked again with fetch: a 4xx is for good and
// never retried (but 408 and 429, which ask to come back later). A 401 or 403 (the session ended,
// the account or its access to the venue is gone) sends the person to sign in again
// (./session.ts), where the server says why; a 404 is a venue that was disabled. The stream is
// opened with this tab's id (./tab.ts): the changes the tab's own writes made come marked `own`.
import type { BookingEvent } from "@/lib/live/schemas";

import { sessionEnded, venueGone } from "./session";
import { tabId } from "./tab";

export const LIVE_PATH = "/api/tenant/events/stream/";

/** Why the server refused the stream for good: updates stopped and are not retried. */
export type LiveStopped = "signed-out" | "no-access" | "disabled" | "refused";
/** `off`: not started (an account held for a password change). */
export type LiveStatus = "connecting" | "live" | "reconnecting" | "off" | LiveStopped;
/** One booking changed, or anything may have: refetch what is shown. */
export type LiveChange = { kind: "booking"; event: BookingEvent } | { kind: "reset" };

const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 30_000;

/**
 * Why the server refused the stream: the status of the same request made with fetch (aborted as
 * soon as its headers are read, so an accepted one holds nothing open); 0 when it cannot be
 * reached.
 */
export async function refusalStatus(url: string): Promise<number> {
  const abort = new AbortController();
  try {
    const res = await fetch(url, {
      signal: abort.signal,
      credentials: "same-origin",
      headers: { accept: "text/event-stream" },
    });
    return res.status;
  } catch {
    return 0;
  } finally {
    abort.abort();
  }
}

/**
 * A refusal that retrying cannot mend (the credentials, what they may do, or the venue are gone),
 * as what to say; null for one worth retrying (unreachable, 5xx, 408 and 429).
 */
export function stoppedBy(status: number): LiveStopped | null {
  if (status < 400 || status >= 500 || status === 408 || status === 429) return null;
  if (status === 401) return "signed-out";
  if (status === 403) return "no-access";
  if (status === 404) return "disabled";
  return "refused";
}

/** The live event id a page's first data was read at, until the tab's stream first opens. */
let firstAfter: string | null = null;
let opened = false;

/**
 * The page was rendered with data read at live event `id` (lib/calendar/initial.ts): the tab's
 * first stream goes on from there, so a change made between the read and the stream is sent too.
 * Nothing once the stream is open: it has heard every change since.
 */
export function liveGoesOnFrom(id: string | null) {
  if (!opened && id) firstAfter ??= id;
}

/** Opens the stream; returns its closer. */
export function connectLive(handlers: {
  onStatus(status: LiveStatus): void;
  onChange(change: LiveChange): void;
}): () => void {
  let source: EventSource | null = null;
  let lastId: string | null = firstAfter;
  [firstAfter, opened] = [null, true];
  let retry: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let wasOpen = false;
  let closed = false;

  const connect = () => {
    const query = new URLSearchParams({ client_id: tabId() });
    if (lastId) query.set("last_event_id", lastId);
    const url = `${LIVE_PATH}?${query}`;
    const current = new EventSource(url);
    source = current;
    const remember = (e: MessageEvent) => void (lastId = e.lastEventId || lastId);
    current.addEventListener("ready", (e) => {
      remember(e);
      failures = 0;
      handlers.onStatus("live");
      if (wasOpen) handlers.onChange({ kind: "reset" });
      wasOpen = true;
    });
    current.addEventListener("booking", (e) => {
      remember(e);
      handlers.onChange({ kind: "booking", event: JSON.parse(e.data) as BookingEvent });
    });
    current.addEventListener("reset", () => handlers.onChange({ kind: "reset" }));
    current.onerror = () => {
      // CONNECTING: the browser reconnects by itself. CLOSED: it was refused; ask why.
      if (current.readyState !== EventSource.CLOSED) return handlers.onStatus("reconnecting");
      current.close();
      void refusalStatus(url).then((status) => {
        if (closed) return;
        const stopped = stoppedBy(status);
        if (stopped) {
          handlers.onStatus(stopped);
          if (status === 401 || status === 403) sessionEnded();
          if (status === 404) venueGone();
          return;
        }
        handlers.onStatus("reconnecting");
        const wait = Math.min(FIRST_RETRY_MS * 2 ** failures++, LAST_RETRY_MS);
        retry = setTimeout(connect, wait * (0.5 + Math.random() / 2));
      });
    };
  };
  connect();
  return () => {
    closed = true;
    clearTimeout(retry);
    source?.close();
  };
}

/**
 * Whether this tab has a change already: its own write made it, and the write's answer refetched
 * what the tab shows. Known by the writer's identity, not by the time it came: another tab's
 * change of the same booking a moment later is not one.
 */
export const alreadyHas = (change: LiveChange) => change.kind === "booking" && change.event.own;

/**
 * The visible range a calendar's query loads (keys.schedules), as its key holds it; `shared`: the
 * bookings of the halls that share the hall's space come too.
 */
export type ScheduleRange = { start: string; end: string; hall: number | null; shared?: boolean };

/**
 * Whether changes concern a bookings query: a calendar's range only when one of them touches it,
 * any other (lists, a booking, its history) always.
 */
export function concerns(key: readonly unknown[], changes: readonly LiveChange[]) {
  const range = key[1] === "schedules" ? (key[2] as ScheduleRange) : null;
  if (!range) return changes.length > 0;
  const [start, end] = [new Date(range.start), new Date(range.end)];
  // A view of a hall that shares space hears every hall's changes in its range.
  const hall = range.shared ? null : range.hall;
  return changes.some((change) => touches(change, start, end, hall));
}

/** Whether a change may touch a view of `[start, end)` showing `hall` (null: every hall). */
export function touches(change: LiveChange, start: Date, end: Date, hall: number | null) {
  if (change.kind === "reset") return true;
  const { from, until, halls } = change.event;
  if (hall !== null && !halls.includes(hall)) return false;
  return Date.parse(from) < end.getTime() && Date.parse(until) > start.getTime();
}

/**
 * Runs `run` once a burst of calls has paused for `quietMs`, and at the latest `maxMs` after the
 * first: a burst of a hundred changes is one refetch, and a steady stream still shows.
 */
export function coalesce(run: () => void, quietMs = 100, maxMs = 400) {
  let quiet: ReturnType<typeof setTimeout> | undefined;
  let cap: ReturnType<typeof setTimeout> | undefined;
  const fire = () => {
    clearTimeout(quiet);
    clearTimeout(cap);
    quiet = cap = undefined;
    run();
  };
  const call = () => {
    clearTimeout(quiet);
    quiet = setTimeout(fire, quietMs);
    cap ??= setTimeout(fire, maxMs);
  };
  call.cancel = () => {
    clearTimeout(quiet);
    clearTimeout(cap);
  };
  return call;
}
