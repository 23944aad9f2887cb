// The bookings this tab has just written. A screen that refetches after its own save need not
// refetch again when the live stream brings the same change back a moment later: a second
// refetch re-draws the calendar under a hand that may already be on its next drag.
const RECENT_MS = 3_000;
const written = new Map<number, number>();
const BOOKING_PATH = /^\/api\/tenant\/bookings\/(\d+)?\/?(?:\?|$)/;

/** Notes a booking write this tab made and the server accepted (called by api()). */
export function noteWrite(path: string, method: string, answer: unknown, now = Date.now()) {
  if (method === "GET") return;
  const match = BOOKING_PATH.exec(path);
  if (!match) return;
  const id = match[1]
    ? Number(match[1])
    : answer && typeof answer === "object" && "id" in answer && typeof answer.id === "number"
      ? answer.id
      : null;
  if (id === null) return;
  for (const [key, at] of written) if (now - at > RECENT_MS) written.delete(key);
  written.set(id, now);
}

/** Whether this tab wrote `bookingId` within the last few seconds. */
export const wroteLately = (bookingId: number, now = Date.now()) =>
  now - (written.get(bookingId) ?? -Infinity) <= RECENT_MS;
