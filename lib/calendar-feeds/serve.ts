// GET /api/feeds/{token}.ics: a feed as a calendar app reads it, on the venue's host. An unknown,
// replaced or deleted token is not found, like anything else that is not there.
import type { NextRequest } from "next/server";

import { ExpiringLru } from "@/lib/cache/lru";
import { notFound } from "@/lib/core/errors";
import { tenantOrigin } from "@/lib/tenants/origins";
import type { TenantRef } from "@/lib/tenants/queries";

import { recordFetch } from "./feeds";
import { feedCalendar, feedOf, feedVersion, notModified } from "./ics";

const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The calendars this server built lately, by feed and origin, each kept with the ETag it was built
 * at: a poll that is not conditional gets the same bytes without the feed being built again, and
 * any change anywhere (the ETag comes from the database) makes a new one. 16 feeds of at most
 * 8 MB each (a hall's 10,000 events are about 3.6 MB).
 */
const built = new ExpiringLru<string, { etag: string; bytes: Uint8Array<ArrayBuffer> }>(16);
const KEEP_AT_MOST = 8 * 1024 * 1024;
const KEEP_FOR = 3_600_000;

export async function serveFeed(tenant: TenantRef, rawToken: string, req: NextRequest) {
  const token = rawToken.replace(/\.ics$/, "");
  const feed = TOKEN.test(token) ? await feedOf(tenant.id, token) : null;
  if (!feed) throw notFound();
  await recordFetch({ tenantId: tenant.id, id: feed.id });
  const version = await feedVersion(tenant.id, feed);
  const headers: Record<string, string> = {
    etag: version.etag,
    "last-modified": version.lastModified.toUTCString(),
    // Each reader asks again, and gets a 304 while nothing changed.
    "cache-control": "private, no-cache",
  };
  if (notModified(req.headers, version)) return new Response(null, { status: 304, headers });
  const origin = tenantOrigin(tenant.slug);
  const key = `${feed.id} ${origin}`;
  let body = built.get(key);
  if (body?.etag !== version.etag) {
    const text = await feedCalendar(tenant, feed, origin);
    body = { etag: version.etag, bytes: new TextEncoder().encode(text) };
    if (body.bytes.byteLength <= KEEP_AT_MOST) built.set(key, body, Date.now() + KEEP_FOR);
  }
  return new Response(body.bytes, {
    headers: {
      ...headers,
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": `inline; filename="${tenant.slug}.ics"`,
    },
  });
}
