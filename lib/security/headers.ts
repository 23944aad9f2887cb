// The security headers that depend on the request or on the running server (next.config.ts sets
// the fixed ones on every answer): a Content-Security-Policy with a fresh nonce for each page, a
// closed one for the API's JSON, one for the API reference page, and HSTS when the server is
// reached over https.

/** Pages: scripts only with this request's nonce (Next.js puts it on its own scripts). */
export function pagePolicy(nonce: string, options: { dev: boolean; https: boolean }): string {
  return [
    "default-src 'self'",
    // 'strict-dynamic': a script with the nonce may load the chunks it needs; React's development
    // build evaluates code, and its fast refresh talks over a web socket.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${options.dev ? " 'unsafe-eval'" : ""}`,
    // React writes style attributes (colours a venue chose, FullCalendar's layout).
    "style-src 'self' 'unsafe-inline'",
    // A venue's gallery may show pictures from its own https site.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${options.dev ? " ws: wss:" : ""}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(options.https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/** The API answers JSON and files: nothing in it may run, load or be framed. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

/**
 * The API reference page (/api/docs/): the one API answer that is a page to run. API_POLICY would
 * run nothing; this lets in only this server's own scripts and styles (Swagger UI, served from
 * /api/docs/), its fetch of /api/openapi.json and "Try it out", and the data: icons of its
 * stylesheet. No inline script, so it needs no nonce. React sets style attributes, as on the pages.
 */
export const DOCS_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

/** Two years, for every venue's subdomain too: all of them are served by this server. */
export const HSTS = "max-age=63072000; includeSubDomains";

/** 128 random bits, base64: a nonce nobody can guess, new for each page. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * JSON of the API is about a venue's customers and staff: no cache keeps it, not the browser's on
 * a shared computer's disk nor a proxy's. The console keeps its own copies in memory and asks for
 * them again with their ETag (lib/client/revalidate.ts).
 */
export const API_CACHE = "private, no-store";

/** The API's security headers, for an answer being made. */
export function apiHeaders(https: boolean): Record<string, string> {
  const headers = { "content-security-policy": API_POLICY, "cache-control": API_CACHE };
  return https ? { ...headers, "strict-transport-security": HSTS } : headers;
}

/**
 * The API's security headers on a `response` a route made itself, unless it set its own (a
 * resume's preview may be framed by the console's pages).
 */
export function secureApiAnswer(response: Response, https: boolean): Response {
  try {
    if (!response.headers.has("content-security-policy"))
      response.headers.set("content-security-policy", API_POLICY);
    if (https) response.headers.set("strict-transport-security", HSTS);
  } catch {
    // an immutable Response (a redirect) carries no body to protect
  }
  return response;
}
