// The `route` label of a request: its route's pattern (/api/tenant/bookings/[id]), never its raw
// path, so that no client makes new series by varying paths or query strings. A route handler
// is not told which file it is; it is given the path and the params Next.js matched, in the
// order of the route's segments. Each param's segment is named back into the path, and what
// remains are the static segments Next.js matched, which are the route file's own.
// A param's value may equal a static segment of its route (GET /api/tenant/halls/api): the path
// then has several readings. Each reading keeps the path's segment count, as the route's pattern
// does, and the route's own is among them; a handler that has once seen a path with one reading
// knows its pattern and picks it (handler.ts), and before that the reading that puts the params
// furthest right is taken, since this app's routes have most of their static segments first.
// A path that cannot be read back (no segment holds a param's value: a test calling a handler
// with a path of its own) is "other", and so is every label past the first MAX_ROUTES.

/** Far more patterns than the app has routes (about 100): a bound, whatever goes wrong. */
export const MAX_ROUTES = 400;
export const OTHER = "other";
/** The most readings of one path looked at (a route has at most two params and ten segments). */
const MAX_READINGS = 32;

type Params = Record<string, string | string[]> | undefined;

/** The path's segments, escapes read; null when an escape is no UTF-8. */
function segmentsOf(pathname: string): string[] | null {
  const segments: string[] = [];
  try {
    for (const s of pathname.split("/"))
      if (s) segments.push(s.includes("%") ? decodeURIComponent(s) : s);
  } catch {
    return null;
  }
  return segments;
}

/**
 * Every pattern `pathname` may be read as given its `params` (each param on a segment holding its
 * value, in the params' order; a catch-all on the path's end), params leftmost first; empty when
 * they do not fit together.
 */
export function routeReadings(pathname: string, params: Params): string[] {
  const segments = segmentsOf(pathname);
  if (!segments) return [];
  const entries = Object.entries(params ?? {});
  const readings: string[] = [];
  const place = (k: number, from: number, named: string[]) => {
    if (readings.length >= MAX_READINGS) return;
    if (k === entries.length) {
      readings.push(`/${named.join("/")}`);
      return;
    }
    const [name, value] = entries[k]!;
    if (Array.isArray(value)) {
      // A catch-all is the route's last segment: it holds the rest of the path.
      const start = segments.length - value.length;
      if (k !== entries.length - 1 || !value.length || start < from) return;
      if (value.some((v, i) => segments[start + i] !== v)) return;
      place(k + 1, segments.length, [...named.slice(0, start), `[...${name}]`]);
      return;
    }
    for (let at = from; at < segments.length; at++) {
      if (segments[at] !== value) continue;
      const next = [...named];
      next[at] = `[${name}]`;
      place(k + 1, at + 1, next);
    }
  };
  place(0, 0, segments);
  return readings;
}

/** The pattern of `pathname` given its `params` (its rightmost reading), or null. */
export function routePattern(pathname: string, params: Params): string | null {
  return routeReadings(pathname, params).at(-1) ?? null;
}

/** Labels handed out so far, by pattern: at most MAX_ROUTES of them. */
const known = new Set<string>();

/** What a handler has learned of its route: its pattern, once a path had one reading. */
export type RouteMemory = { pattern?: string };

/**
 * The route label of a request: its pattern, or "other". With `memory`, a handler's own, a path
 * of several readings is labelled with the one pattern the handler was seen to have, if it is one.
 */
export function routeLabel(pathname: string, params: Params, memory?: RouteMemory): string {
  const readings = routeReadings(pathname, params);
  if (readings.length === 1 && memory) memory.pattern = readings[0];
  const pattern =
    memory?.pattern && readings.includes(memory.pattern)
      ? memory.pattern
      : (readings.at(-1) ?? null);
  if (pattern === null || pattern.length > 200) return OTHER;
  if (known.has(pattern)) return pattern;
  if (known.size >= MAX_ROUTES) return OTHER;
  known.add(pattern);
  return pattern;
}
