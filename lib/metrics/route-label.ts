// The `route` label of a request: its route's pattern (/api/tenant/bookings/[id]), never its raw
// path, so that no client makes new series by varying paths or query strings. A route handler
// is not told which file it is; it is given the path and the params Next.js matched, in the
// order of the route's segments. Each param's segment is named back into the path, and what
// remains are the static segments Next.js matched, which are the route file's own.
// A path that cannot be read back (no segment holds a param's value: a test calling a handler
// with a path of its own) is "other", and so is every label past the first MAX_ROUTES.

/** Far more patterns than the app has routes (about 100): a bound, whatever goes wrong. */
export const MAX_ROUTES = 400;
export const OTHER = "other";

type Params = Record<string, string | string[]> | undefined;

/** The pattern of `pathname` given its `params`, or null when they do not fit together. */
export function routePattern(pathname: string, params: Params): string | null {
  const segments: string[] = [];
  try {
    for (const s of pathname.split("/"))
      if (s) segments.push(s.includes("%") ? decodeURIComponent(s) : s);
  } catch {
    return null;
  }
  let from = 0;
  for (const name in params) {
    const value = params[name]!;
    if (Array.isArray(value)) {
      // A catch-all is the route's last segment: it holds the rest of the path.
      const start = segments.length - value.length;
      if (!value.length || start < from || value.some((v, i) => segments[start + i] !== v))
        return null;
      segments.splice(start, value.length, `[...${name}]`);
      from = segments.length;
      continue;
    }
    const at = segments.indexOf(value, from);
    if (at < 0) return null;
    segments[at] = `[${name}]`;
    from = at + 1;
  }
  return `/${segments.join("/")}`;
}

/** Labels handed out so far, by pattern: at most MAX_ROUTES of them. */
const known = new Set<string>();

/** The route label of a request: its pattern, or "other". */
export function routeLabel(pathname: string, params: Params): string {
  const pattern = routePattern(pathname, params);
  if (pattern === null || pattern.length > 200) return OTHER;
  if (known.has(pattern)) return pattern;
  if (known.size >= MAX_ROUTES) return OTHER;
  known.add(pattern);
  return pattern;
}
