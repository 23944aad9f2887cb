// The answers this tab has read with an ETag (a calendar range, a page of the list: decision 096),
// kept so that reading one again sends If-None-Match and a 304 gives back the copy held: the
// server reads no booking, and the screen gets the very same object, so nothing is drawn again.
// Held in memory only, for the few addresses read last; the HTTP cache keeps nothing (no-store).

const KEEP = 64;
const held = new Map<string, { etag: string; data: unknown }>();

/** The copy held of `path` and its ETag, if any: a 304 to If-None-Match says it is the answer. */
export function heldCopy(path: string): { etag: string; data: unknown } | undefined {
  const copy = held.get(path);
  if (!copy) return undefined;
  // Read last, kept longest.
  held.delete(path);
  held.set(path, copy);
  return copy;
}

/** Keeps `data`, the answer of `path` with `etag`; the copy read longest ago goes past KEEP. */
export function hold(path: string, etag: string | null, data: unknown) {
  held.delete(path);
  if (!etag) return;
  held.set(path, { etag, data });
  if (held.size > KEEP) held.delete(held.keys().next().value!);
}
