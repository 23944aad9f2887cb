// A live calendar as a browser's EventSource holds it: when its stream ends or fails it connects
// again (through the proxy, so perhaps to another server) with the last event id it had, and is
// sent what it missed. It keeps the bookings it heard of.
import { sseReader } from "@/tests/sse-reader";

export type LiveClient = {
  /** the bookings it heard created */
  heard: Set<number>;
  /** streams it opened: 1 plus its reconnections */
  streams(): number;
  /** 'reset' events: the server could not say what it missed (it would reload) */
  resets(): number;
  stop(): void;
};

export function liveClient(url: string, headers: Record<string, string>): LiveClient {
  const heard = new Set<number>();
  const aborter = new AbortController();
  let streams = 0;
  let resets = 0;
  let lastId: string | null = null;
  void (async () => {
    while (!aborter.signal.aborted) {
      try {
        const res = await fetch(url, {
          headers: {
            ...headers,
            accept: "text/event-stream",
            ...(lastId ? { "last-event-id": lastId } : {}),
          },
          signal: aborter.signal,
        });
        if (res.status !== 200) throw new Error(`stream answered ${res.status}`);
        streams++;
        const events = sseReader(res.body!);
        for (;;) {
          const event = await events.next(60_000);
          if (event.id) lastId = event.id;
          if (event.event === "reset") resets++;
          const data = event.data as { booking?: number; action?: string } | null;
          if (event.event === "booking" && data?.action === "created") heard.add(data.booking!);
        }
      } catch {
        // ended or failed: as EventSource, again after a moment
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  })();
  return {
    heard,
    streams: () => streams,
    resets: () => resets,
    stop: () => aborter.abort(),
  };
}
