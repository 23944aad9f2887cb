// Resolves hosts, nothing more: a tenant's host ({slug}.{APP_HOST}) is rewritten to the
// app/[tenant] routes, an unknown or disabled tenant's host to the not-found page. It never
// authorises: every page and route handler checks access itself.
import { NextResponse, type NextRequest } from "next/server";

import { env } from "@/lib/env";
import { jobPageMissing } from "@/lib/jobs/paths";
import { PATH_HEADER, TENANT_HEADER } from "@/lib/tenants/headers";
import { resolveTenantSlug } from "@/lib/tenants/host";
import { activeTenantBySlug } from "@/lib/tenants/queries";

/**
 * Next's own not-found route. A notFound() thrown while rendering sends an empty HTML shell and
 * draws the page in the browser only (vercel/next.js#62228); this route is rendered on the server,
 * with status 404 (docs/decisions/008-tenant-not-found-in-the-proxy.md).
 */
const NOT_FOUND_ROUTE = "/_not-found";

export async function proxy(request: NextRequest) {
  const url = request.nextUrl;
  const headers = new Headers(request.headers);
  headers.delete(TENANT_HEADER); // never trust a client's copy
  headers.set(PATH_HEADER, url.pathname + url.search);

  // The notification endpoints live outside /api in the spec; they are served by
  // app/api/notifications.
  if (url.pathname === "/notifications" || url.pathname.startsWith("/notifications/")) {
    return NextResponse.rewrite(new URL(`/api${url.pathname}${url.search}`, request.url), {
      request: { headers },
    });
  }

  const slug = resolveTenantSlug(request.headers.get("host"), env().APP_HOST);
  if (!slug) {
    // A job page whose id names no job: the 404 page, rendered on the server.
    if (await jobPageMissing(url.pathname))
      return NextResponse.rewrite(new URL(NOT_FOUND_ROUTE, request.url), { request: { headers } });
    return NextResponse.next({ request: { headers } });
  }

  if (!(await activeTenantBySlug(slug)))
    return NextResponse.rewrite(new URL(NOT_FOUND_ROUTE, request.url), { request: { headers } });

  headers.set(TENANT_HEADER, slug);
  const path = url.pathname === "/" ? "" : url.pathname;
  return NextResponse.rewrite(new URL(`/${slug}${path}${url.search}`, request.url), {
    request: { headers },
  });
}

export const config = {
  // Not API routes, Next's own assets, or files with an extension (public/).
  matcher: ["/((?!api/|_next/|favicon.ico|.*\\.[a-zA-Z0-9]+$).*)"],
};
