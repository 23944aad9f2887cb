// Whether a request comes from a page of this very site: the CSRF check of cookie writes
// (lib/api/doors.ts) and of posts to pages (./page-posts.ts).

/**
 * Whether `origin` (an Origin or Referer header) is this site's: the request's host, and https
 * when the server is reached over https (HTTPS=true), else http. A page of the http site may not
 * act on the https one, nor the other way round; "null" and anything unparseable are no origin.
 */
export function isSameOrigin(origin: string | null, host: string | null, https: boolean): boolean {
  if (!origin || !host) return false;
  try {
    const url = new URL(origin);
    return url.protocol === (https ? "https:" : "http:") && url.host === host;
  } catch {
    return false;
  }
}
