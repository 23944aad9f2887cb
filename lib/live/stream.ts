// One client's live stream: catch-up, then the hub's events as they come, heartbeats between.
// Its buffer is bounded (BUFFER_BYTES): a client that does not read falls behind, and once the
// next event would not fit, its stream is cut and forgotten, so it never holds anyone else up
// nor grows this server's memory. It reconnects with its Last-Event-ID and catches up, or is told
// to refetch (docs/decisions/042-live-calendar.md).
import { AppError } from "@/lib/core/errors";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { recordRateLimited } from "@/lib/metrics/metrics";

import { eventsSince } from "./events";
import { frame, HEARTBEAT, retryFrame } from "./frames";
import { countDropped, hubListening, liveStats, streamsOf, subscribe } from "./hub";
import { SERVER_FULL, USER_FULL } from "./messages";

/** Bytes of events a client may have waiting to be read before it is cut off. */
export const BUFFER_BYTES = 64 * 1024;
/** Streams one user may hold open on one server: tabs, not a denial of service. */
export const STREAMS_PER_USER = 20;
/** How long a browser waits to reconnect after a dropped connection. */
const RETRY_MS = 2_000;

export type StreamOptions = {
  tenantId: number;
  userId: number;
  /** the tab's id: its own writes' events come marked `own` (./writer.ts) */
  clientId: string | null;
  /** the last event the client has (Last-Event-ID), or null for a new client */
  lastEventId: number | null;
  /** resolves while the user may still read the venue, and throws once not */
  stillAllowed: () => Promise<unknown>;
  /** aborted when the client goes away */
  signal: AbortSignal;
};

/** The stream's answer, or a 503/429 when this server or this user has too many open. */
export async function openStream(options: StreamOptions): Promise<Response> {
  const { tenantId, userId, clientId, lastEventId, stillAllowed, signal } = options;
  if (liveStats().streams >= env().LIVE_MAX_STREAMS)
    throw new AppError(503, SERVER_FULL, { "retry-after": "5" });
  if (streamsOf(userId) >= STREAMS_PER_USER) {
    recordRateLimited("live-streams-user");
    throw new AppError(429, USER_FULL, { "retry-after": "30" });
  }
  await hubListening();

  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let ended = false;
  /** events heard while catching up, sent after it (those the catch-up sent are skipped) */
  let pending: { chunk: Uint8Array; id: number | null }[] | null = [];
  const timer: { heartbeat?: NodeJS.Timeout } = {};
  let checking = false;

  const end = (error?: Error) => {
    if (ended) return;
    ended = true;
    unsubscribe();
    clearInterval(timer.heartbeat);
    signal.removeEventListener("abort", onAbort);
    try {
      if (error) controller.error(error);
      else controller.close();
    } catch {
      // already closed by the client
    }
  };
  const onAbort = () => end();
  const push = (chunk: Uint8Array) => {
    if (ended) return;
    if ((controller.desiredSize ?? 0) < chunk.byteLength) {
      countDropped();
      log.info("A live stream fell behind and was cut off", { tenantId, userId });
      return end(new Error("The client fell too far behind."));
    }
    controller.enqueue(chunk);
  };

  /** Ends the stream once its user may no longer read the venue (signed out, removed). */
  const recheck = () => {
    if (checking || ended) return;
    checking = true;
    stillAllowed()
      .catch(() => end())
      .finally(() => (checking = false));
  };

  const body = new ReadableStream<Uint8Array>(
    {
      start: (c) => void (controller = c),
      cancel: () => end(),
    },
    { highWaterMark: BUFFER_BYTES, size: (chunk) => chunk.byteLength },
  );
  const unsubscribe = subscribe({
    tenantId,
    userId,
    clientId,
    deliver(chunk, id) {
      if (pending) pending.push({ chunk, id });
      else push(chunk);
    },
    recheck,
    close: () => end(),
  });
  signal.addEventListener("abort", onAbort);
  if (signal.aborted) end();

  try {
    const missed = await eventsSince(tenantId, lastEventId, clientId);
    push(retryFrame(RETRY_MS));
    const sent = new Set<number>();
    if (missed.kind === "reset") push(frame("reset", {}));
    else
      for (const event of missed.events) {
        sent.add(event.id);
        push(frame("booking", event, event.id));
      }
    push(frame("ready", { last_event_id: missed.latest }, missed.latest));
    const heard = pending ?? [];
    pending = null;
    for (const { chunk, id } of heard) if (id === null || !sent.has(id)) push(chunk);
  } catch (error) {
    end();
    throw error;
  }
  timer.heartbeat = setInterval(() => {
    push(HEARTBEAT);
    recheck();
  }, env().LIVE_HEARTBEAT_MS);
  timer.heartbeat.unref();

  return new Response(body, {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      // no-transform: no compression, which would hold events back until a buffer fills
      "cache-control": "no-cache, no-transform",
      "x-accel-buffering": "no",
    },
  });
}
