// Server-Sent Events as bytes (https://html.spec.whatwg.org/multipage/server-sent-events.html).
const encoder = new TextEncoder();

/** One event: its name, its JSON data on one line, and its id when it has one. */
export function frame(name: string, data: unknown, id?: number): Uint8Array {
  const idLine = id === undefined ? "" : `id: ${id}\n`;
  return encoder.encode(`${idLine}event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
}

/** A comment line: keeps proxies from closing a quiet connection, and is ignored by clients. */
export const HEARTBEAT = encoder.encode(": ping\n\n");

/** How long a browser waits before it reconnects on its own. */
export const retryFrame = (ms: number) => encoder.encode(`retry: ${ms}\n\n`);
