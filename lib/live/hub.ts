// This server's fan-out of booking events: one LISTEN connection (lib/db/listen.ts) on
// LIVE_CHANNEL, and every open stream of this process registered under its venue. An
// announcement is formatted once and handed to the streams of its venue only; a stream decides
// for itself whether its client keeps up (lib/live/stream.ts). While the connection is lost,
// announcements are missed, so when it is back every stream is told to refetch.
import { watchAccess, type AccessChange } from "@/lib/cache/access";
import { ChannelListener, listenUrl } from "@/lib/db/listen";
import { log } from "@/lib/log";

import { LIVE_CHANNEL, parseAnnouncement, sentTo } from "./events";
import { frame } from "./frames";

export type Subscriber = {
  tenantId: number;
  userId: number;
  /** the tab's id (./writer.ts): the changes its own writes made are marked `own` for it alone */
  clientId: string | null;
  /** hands over one frame; `eventId` for deduplication while the stream is catching up */
  deliver(chunk: Uint8Array, eventId: number | null): void;
  /** checks that its user may still read the venue, and ends the stream if not */
  recheck(): void;
  /** ends the stream; its client reconnects (to whichever server the balancer picks) */
  close(): void;
};

type Hub = {
  listener: ChannelListener | null;
  byTenant: Map<number, Set<Subscriber>>;
  count: number;
  heardBefore: boolean;
  stats: { announcements: number; deliveries: number; dropped: number };
};

// One hub per process: Next.js may load this module in several bundles.
const globalForHub = globalThis as unknown as { hallbookLiveHub?: Hub };
const hub = (globalForHub.hallbookLiveHub ??= {
  listener: null,
  byTenant: new Map(),
  count: 0,
  heardBefore: false,
  stats: { announcements: 0, deliveries: 0, dropped: 0 },
});

const RESET = frame("reset", {});

function broadcastReset() {
  for (const subscribers of hub.byTenant.values())
    for (const s of subscribers) s.deliver(RESET, null);
}

function announce(payload: string) {
  const announced = parseAnnouncement(payload);
  if (!announced) return log.warn("An unreadable booking announcement", { payload });
  hub.stats.announcements++;
  const subscribers = hub.byTenant.get(announced.tenantId);
  if (!subscribers?.size) return;
  const { event, clientId: writer } = announced;
  const chunk = frame("booking", sentTo(event, writer, null), event.id);
  let ownChunk: Uint8Array | undefined;
  for (const s of subscribers) {
    hub.stats.deliveries++;
    const own = writer !== null && s.clientId === writer;
    s.deliver(
      own ? (ownChunk ??= frame("booking", sentTo(event, writer, writer), event.id)) : chunk,
      event.id,
    );
  }
}

/** The listener, started on first use; null when there is no database to listen to. */
function listener(): ChannelListener | null {
  if (hub.listener && !hub.listener.closed) return hub.listener;
  const url = listenUrl();
  if (!url) return null;
  // A member removed, a venue switched off: their open streams end now, not at the next heartbeat.
  watchAccess(recheckAccess);
  hub.listener = new ChannelListener(url, LIVE_CHANNEL, {
    onNotify: announce,
    onListening() {
      // Back after a loss: whatever was announced in between was not heard.
      if (hub.heardBefore) broadcastReset();
      hub.heardBefore = true;
    },
    onLost() {},
  });
  return hub.listener;
}

/**
 * Resolves once this server hears announcements, or after `timeoutMs` (a stream opened while the
 * database is away still opens, and is told to refetch when the listener is back).
 */
export async function hubListening(timeoutMs = 5_000): Promise<void> {
  const l = listener();
  if (!l) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    l.whenListening(),
    new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs))),
  ]);
  clearTimeout(timer);
}

/** Resolves once every announcement committed before the call has reached the streams. */
export async function hubSettled(): Promise<void> {
  await hub.listener?.sync();
}

export function subscribe(s: Subscriber): () => void {
  let set = hub.byTenant.get(s.tenantId);
  if (!set) hub.byTenant.set(s.tenantId, (set = new Set<Subscriber>()));
  set.add(s);
  hub.count++;
  let gone = false;
  return () => {
    if (gone) return;
    gone = true;
    hub.count--;
    set.delete(s);
    if (!set.size) hub.byTenant.delete(s.tenantId);
  };
}

/** Open streams of one user on this server. */
export function streamsOf(userId: number): number {
  let n = 0;
  for (const set of hub.byTenant.values()) for (const s of set) if (s.userId === userId) n++;
  return n;
}

/** Asks the streams a change of access may concern to check their user again. */
function recheckAccess(change: AccessChange) {
  for (const [tenantId, set] of hub.byTenant)
    for (const s of set)
      if (
        change === "all" ||
        ("tenantId" in change && change.tenantId === tenantId) ||
        ("userId" in change && change.userId === s.userId)
      )
        s.recheck();
}

/**
 * Ends every stream when this server is told to stop. A server that stops waits for the requests
 * it is answering, and a stream never ends by itself: without this, a restart would wait for its
 * kill timeout while its clients saw nothing. Their browsers reconnect at once, elsewhere.
 */
export function endStreamsOnShutdown() {
  const flag = globalThis as unknown as { hallbookLiveShutdown?: true };
  if (flag.hallbookLiveShutdown) return;
  flag.hallbookLiveShutdown = true;
  const endAll = () => {
    for (const subscribers of hub.byTenant.values()) for (const s of subscribers) s.close();
  };
  process.once("SIGTERM", endAll);
  process.once("SIGINT", endAll);
}

export function countDropped() {
  hub.stats.dropped++;
}

export function liveStats() {
  return { streams: hub.count, listening: !!hub.listener?.listening, ...hub.stats };
}
