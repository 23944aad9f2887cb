// Resolves hosts, nothing more, and gives each page its Content-Security-Policy nonce. A
// tenant's host ({slug}.{APP_HOST}) is rewritten to the app/[tenant] routes, an unknown or
// disabled tenant's host to the not-found page, and a host that is neither APP_HOST nor one of its
// venues' is refused with 421. It runs for every page path (dotted ones too) and for next-auth's
// /api/auth/*, and removes the internal x-hallbook-* headers a client sent before anything reads
// them. It never authorises: every page and route handler checks access.
import { NextResponse, type NextRequest } from "next/server";

import { UNKNOWN_HOST } from "@/lib/core/errors";
import { env } from "@/lib/env";
import { apiHeaders, HSTS, newNonce, pagePolicy } from "@/lib/security/headers";
import { refusePagePost } from "@/lib/security/page-posts";
import { PATH_HEADER, TENANT_HEADER, withoutInternalHeaders } from "@/lib/tenants/headers";
import { classifyHost, type HostKind } from "@/lib/tenants/host";
import { activeTenantBySlug } from "@/lib/tenants/queries";

/**
 * Next's own not-found route. A notFound() thrown while rendering sends an empty HTML shell and
 * draws the page in the browser only (vercel/next.js#62228); this route is rendered on the server,
 * with status 404 (docs/decisions/008-tenant-not-found-in-the-proxy.md).
 */
const NOT_FOUND_ROUTE = "/_not-found";

export async function proxy(request: NextRequest) {
  const { APP_HOST, HTTPS, NODE_ENV } = env();
  // Hosts are allowed, not guessed: another domain pointed here gets a plain 421, naming no venue.
  const host = classifyHost(request.headers.get("host"), APP_HOST);
  const url = request.nextUrl;
  const auth = url.pathname.startsWith("/api/");
  if (host.kind === "foreign")
    return auth
      ? NextResponse.json({ detail: UNKNOWN_HOST }, { status: 421, headers: apiHeaders(HTTPS) })
      : new NextResponse(UNKNOWN_HOST, {
          status: 421,
          headers: { "content-type": "text/plain; charset=utf-8", ...apiHeaders(HTTPS) },
        });
  // Never a client's copy of an internal header, nor its word for the host or the scheme: Next.js
  // and next-auth read X-Forwarded-Host before Host (docs/decisions/044).
  const headers = withoutInternalHeaders(request.headers);
  headers.set("x-forwarded-host", request.headers.get("host") ?? APP_HOST);
  headers.set("x-forwarded-proto", HTTPS ? "https" : "http");
  headers.set(PATH_HEADER, url.pathname + url.search);
  // next-auth's /api/auth/*: its route handler answers, with the headers made here.
  if (auth) return NextResponse.next({ request: { headers } });

  // A POST to a page is a server action: refused here what Next.js would answer with a 500.
  const refused = await refusePagePost(request, HTTPS);
  if (refused) {
    for (const [name, value] of Object.entries(apiHeaders(HTTPS))) refused.headers.set(name, value);
    return refused;
  }

  // A page: its scripts run only with this request's nonce, which Next.js reads from the policy
  // it is handed with the request and puts on the scripts it writes.
  const policy = pagePolicy(newNonce(), { dev: NODE_ENV === "development", https: HTTPS });
  headers.set("content-security-policy", policy);
  const response = await page(request, host, headers);
  response.headers.set("content-security-policy", policy);
  if (HTTPS) response.headers.set("strict-transport-security", HSTS);
  return response;
}

/** Where a page request goes: the provider's pages, a venue's, or the not-found page. */
async function page(request: NextRequest, host: HostKind, headers: Headers) {
  const url = request.nextUrl;
  if (host.kind !== "tenant") return NextResponse.next({ request: { headers } });

  const { slug } = host;
  if (!(await activeTenantBySlug(slug)))
    return NextResponse.rewrite(new URL(NOT_FOUND_ROUTE, request.url), { request: { headers } });

  headers.set(TENANT_HEADER, slug);
  const path = url.pathname === "/" ? "" : url.pathname;
  return NextResponse.rewrite(new URL(`/${slug}${path}${url.search}`, request.url), {
    request: { headers },
  });
}

export const config = {
  // Every page path, dotted or not; not the API (next-auth's aside), nor the spec's notification
  // calls outside /api (app/notifications, whose door resolves the host as the API's does), Next's
  // own files, or the public folder's, which all live under /static/ (a slug no venue may take).
  matcher: ["/((?!api/|notifications(?:/|$)|_next/|static/).*)", "/api/auth/:path*"],
};
