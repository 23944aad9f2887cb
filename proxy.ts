// Resolves hosts, nothing more: a tenant's host ({slug}.{APP_HOST}) is rewritten to the
// app/[tenant] routes. It never authorises: every page and route handler checks access itself.
import { NextResponse, type NextRequest } from "next/server";

import { env } from "@/lib/env";
import { PATH_HEADER, TENANT_HEADER } from "@/lib/tenants/headers";
import { resolveTenantSlug } from "@/lib/tenants/host";

export function proxy(request: NextRequest) {
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
  if (!slug) return NextResponse.next({ request: { headers } });

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
