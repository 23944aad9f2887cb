// GET /api/feeds/{token}.ics: a feed as a calendar app reads it, on the venue's host. An unknown,
// replaced or deleted token is not found, like anything else that is not there.
import type { NextRequest } from "next/server";

import { notFound } from "@/lib/api/errors";
import { env } from "@/lib/env";
import { tenantOrigin } from "@/lib/tenants/host";
import type { TenantRef } from "@/lib/tenants/queries";

import { feedCalendar, feedOf, feedVersion, notModified } from "./ics";

const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

/** The venue's site as this request reached it, for the addresses a feed and its events give. */
export function requestOrigin(tenant: TenantRef, req: NextRequest) {
  const { APP_HOST, HTTPS } = env();
  return tenantOrigin(
    tenant.slug,
    APP_HOST,
    req.headers.get("host") ?? "",
    HTTPS ? "https" : "http",
  );
}

export async function serveFeed(tenant: TenantRef, rawToken: string, req: NextRequest) {
  const token = rawToken.replace(/\.ics$/, "");
  const feed = TOKEN.test(token) ? await feedOf(tenant.id, token) : null;
  if (!feed) throw notFound();
  const version = await feedVersion(tenant.id, feed);
  const headers: Record<string, string> = {
    etag: version.etag,
    "last-modified": version.lastModified.toUTCString(),
    // Each reader asks again, and gets a 304 while nothing changed.
    "cache-control": "private, no-cache",
  };
  if (notModified(req.headers, version)) return new Response(null, { status: 304, headers });
  const text = await feedCalendar(tenant, feed, requestOrigin(tenant, req));
  return new Response(text, {
    headers: {
      ...headers,
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": `inline; filename="${tenant.slug}.ics"`,
    },
  });
}
