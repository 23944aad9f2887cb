// Where to send a visitor after signing in. A browser drops tabs and line ends from a URL and reads
// a backslash as a slash, so `/\t/evil.example` is `//evil.example`: another host. A value is
// therefore read with the URL parser, as the browser will read it, and only a path of the same
// origin is kept; control characters and backslashes are refused before that, so that the answer
// can always be written in a Location header.

/** Control characters (C0, DEL, C1), backslashes, and the Unicode line and paragraph separators. */
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\\\u2028\u2029]/;
/** Stands for this site's origin when only the same-origin check matters. */
const HERE = "http://hallbook.invalid";

/**
 * The path, query and fragment of `value` when it is a reference to a page of `origin`, written
 * with only printable ASCII; null otherwise. `relativeOnly`: a path is required (a `next=` value),
 * an absolute URL of the origin is not accepted.
 */
function samePath(value: string, origin: string, relativeOnly: boolean): string | null {
  if (!value || value.length > 4000 || UNSAFE.test(value)) return null;
  const isPath = value.startsWith("/") && !value.startsWith("//");
  if (!isPath && (relativeOnly || !/^https?:\/\//i.test(value))) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // `/.//evil.example` is `//evil.example` once the parser removed the dot segment.
  return path.startsWith("//") ? null : path;
}

/**
 * Where to go after signing in: the page the visitor came from when it is a path on this site,
 * else the fallback. Another origin, a protocol-relative or backslashed path, a scheme such as
 * `javascript:`, a control character, or the sign-in page itself all give the fallback.
 */
export function safeNextPath(next: string | string[] | undefined | null, fallback: string): string {
  const value = Array.isArray(next) ? next[0] : next;
  const path = value ? samePath(value, HERE, true) : null;
  if (!path || path === "/login" || path.startsWith("/login/") || path.startsWith("/login?"))
    return fallback;
  return path;
}

/**
 * next-auth's redirect callback: `url` (a path, or an absolute URL) when it names a page of
 * `origin`, as an absolute URL of it; else the origin's home page. `origin` is this host's, from
 * the configuration (lib/tenants/origins.ts), never from a request's headers.
 */
export function sameOriginUrl(url: string, origin: string): string {
  return `${origin}${samePath(url, origin, false) ?? "/"}`;
}
