// Reads a Server-Sent Events body as a test would: frame by frame, each awaited with a deadline.
export type SseEvent = { event: string; id: string | null; data: unknown; at: number };

export type SseReader = {
  /** the next event (skipping comments and `retry`), or a rejection after `timeoutMs` */
  next(timeoutMs?: number): Promise<SseEvent>;
  /** the next event named `name`, skipping others, within `timeoutMs` */
  nextNamed(name: string, timeoutMs?: number): Promise<SseEvent>;
  /** resolves true once the body has ended or failed (within `timeoutMs`), else false */
  ended(timeoutMs?: number): Promise<boolean>;
  /** what has been read but not yet taken */
  buffered(): SseEvent[];
};

export function sseReader(body: ReadableStream<Uint8Array>): SseReader {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const queue: SseEvent[] = [];
  let text = "";
  let done = false;
  let wake = null as (() => void) | null;
  const pump = (async () => {
    try {
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done) break;
        text += decoder.decode(chunk.value, { stream: true });
        let cut: number;
        while ((cut = text.indexOf("\n\n")) >= 0) {
          const block = text.slice(0, cut);
          text = text.slice(cut + 2);
          const parsed = parseBlock(block);
          if (parsed) queue.push(parsed);
        }
        wake?.();
      }
    } catch {
      // a stream cut by the server ends like one closed
    } finally {
      done = true;
      wake?.();
    }
  })();

  async function waitFor<T>(take: () => T | undefined, timeoutMs: number): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = take();
      if (found !== undefined) return found;
      if (done) throw new Error("The stream ended.");
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No event within ${timeoutMs} ms.`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = null;
    }
  }

  return {
    next: (timeoutMs = 2_000) => waitFor(() => queue.shift(), timeoutMs),
    nextNamed: (name, timeoutMs = 2_000) =>
      waitFor(() => {
        while (queue.length) {
          const event = queue.shift()!;
          if (event.event === name) return event;
        }
        return undefined;
      }, timeoutMs),
    async ended(timeoutMs = 2_000) {
      await Promise.race([pump, new Promise((resolve) => setTimeout(resolve, timeoutMs))]);
      return done;
    },
    buffered: () => [...queue],
  };
}

function parseBlock(block: string): SseEvent | null {
  let event = "message";
  let id: string | null = null;
  const data: string[] = [];
  for (const line of block.split("\n")) {
    if (line.startsWith(":") || line === "") continue;
    const colon = line.indexOf(":");
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
    if (field === "event") event = value;
    else if (field === "id") id = value;
    else if (field === "data") data.push(value);
  }
  if (!data.length) return null; // a comment or a retry line alone
  const raw = data.join("\n");
  let parsed: unknown = raw;
  try {
    parsed = JSON.parse(raw);
  } catch {
    // not JSON: kept as text
  }
  return { event, id, data: parsed, at: Date.now() };
}
