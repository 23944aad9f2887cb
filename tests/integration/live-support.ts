// Live streams opened in this process, as a browser's EventSource would open them.
import { NextRequest } from "next/server";

import { GET as stream } from "@/app/api/tenant/events/stream/route";
import { settleAccessCache } from "@/lib/cache/access";
import { PEER_HEADER } from "@/lib/core/request";
import { sseReader, type SseReader } from "@/tests/sse-reader";

import { PROXY_ADDRESS } from "./helpers";

export type LiveOptions = {
  host: string;
  token?: string;
  lastEventId?: string;
  /** ?last_event_id= */
  query?: string;
  /** a client that never reads: its body is left alone */
  slow?: boolean;
};

export type Live = {
  status: number;
  headers: Headers;
  /** the body's events (unread for a slow client) */
  events: SseReader;
  body: ReadableStream<Uint8Array> | null;
  /** the client goes away */
  close(): void;
  /** the JSON of a refusal */
  refusal(): Promise<unknown>;
};

export async function openLive(o: LiveOptions): Promise<Live> {
  const headers: Record<string, string> = { host: o.host, [PEER_HEADER]: PROXY_ADDRESS };
  if (o.token) headers.authorization = `Bearer ${o.token}`;
  if (o.lastEventId !== undefined) headers["last-event-id"] = o.lastEventId;
  const aborter = new AbortController();
  const path = `/api/tenant/events/stream/${o.query ? `?${o.query}` : ""}`;
  const req = new NextRequest(`http://${o.host}${path}`, { headers, signal: aborter.signal });
  await settleAccessCache();
  const res = await stream(req, { params: Promise.resolve({}) });
  const ok = res.status === 200 && res.body;
  return {
    status: res.status,
    headers: res.headers,
    body: res.body,
    events: ok && !o.slow ? sseReader(res.body!) : sseReader(new ReadableStream()),
    close: () => aborter.abort(),
    refusal: () => res.json(),
  };
}
