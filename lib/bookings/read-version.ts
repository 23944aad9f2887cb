// Conditional reads of a venue's bookings (decision 096): a calendar range and a page of the list
// answer with an ETag made of what their answer depends on, and a client that sends it back in
// If-None-Match gets a 304 without a booking being read.
//
// What the answer depends on: the venue's last live event id (moved by every change of a booking,
// in the change's own transaction), the venue's read version (moved by triggers on what the
// booking JSON reads besides bookings: hall and branch names, a hall's spaces, payments), the
// venue's zone (local dates in the query are read in it), the query itself, and the build (its JSON
// may differ from the one before an upgrade: next.config.ts). The versions are read with the
// answer's rows (a list's page: in the same statement) or before them (a calendar's range), so an
// ETag never names data newer than its own: a change between the two only makes the next request
// miss its 304.
import crypto from "node:crypto";

import { Prisma } from "@/lib/db";
import { sql } from "@/lib/db/sql";
import { API_CACHE } from "@/lib/security/headers";
import type { TenantRef } from "@/lib/tenants/queries";

/** The two versions of `tenantId`, as the columns `event_version` and `read_version`. */
export const versionColumns = (tenantId: number) => Prisma.sql`
  (SELECT last_id FROM booking_event_counters WHERE tenant_id = ${tenantId}) AS event_version,
  (SELECT version FROM booking_read_versions WHERE tenant_id = ${tenantId}) AS read_version`;

/** A row with versionColumns: bigints come as text; a venue with no change yet has none. */
export type Versions = { event_version: string | null; read_version: string | null };

/** The build that answers, written into the code by next.config.ts; "dev" where none built it. */
const BUILD = process.env.HALLBOOK_BUILD_ID ?? "dev";

/** The ETag of an answer of `kind` to `query` at `versions`. Weak: the same data, not bytes. */
export function etagOf(
  tenant: Pick<TenantRef, "id" | "timezone">,
  kind: "schedule" | "list",
  query: Record<string, unknown>,
  versions: Versions,
): string {
  const asked = crypto
    .createHash("sha256")
    .update(JSON.stringify([BUILD, kind, tenant.id, tenant.timezone, query]))
    .digest("base64url")
    .slice(0, 16);
  return `W/"${versions.event_version ?? 0}.${versions.read_version ?? 0}.${asked}"`;
}

/** The venue's versions now: two lookups by key. */
export async function currentVersions(tenantId: number): Promise<Versions> {
  const [row] = await sql<Versions>(Prisma.sql`SELECT ${versionColumns(tenantId)}`, {
    prepared: "booking_read_versions",
  });
  return row;
}

/**
 * Whether the client's copy (If-None-Match) is the answer `etag` names. Weak comparison, as
 * RFC 9110 asks of If-None-Match; `*` matches any answer.
 */
export function clientHas(headers: Headers, etag: string): boolean {
  const tags = headers.get("if-none-match");
  if (!tags) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return tags.split(",").some((t) => t.trim() === "*" || opaque(t) === opaque(etag));
}

/** A 304 for `etag`: the client's copy is the answer. */
export const notModified = (etag: string) =>
  new Response(null, { status: 304, headers: { etag, "cache-control": API_CACHE } });

/**
 * The answer of `kind` to `query`: a 304 when the client's copy is current (checked against the
 * versions only), else `read`'s answer, with its ETag. `read` is given the versions read for the
 * check, if any: read before its rows, they may stand for them (never newer than the rows).
 */
export async function conditionalRead<T>(
  req: { headers: Headers },
  tenant: Pick<TenantRef, "id" | "timezone">,
  kind: "schedule" | "list",
  query: Record<string, unknown>,
  read: (known?: Versions) => Promise<{ body: T; versions: Versions }>,
): Promise<{ body: T; etag: string } | Response> {
  let known: Versions | undefined;
  if (req.headers.has("if-none-match")) {
    known = await currentVersions(tenant.id);
    const etag = etagOf(tenant, kind, query, known);
    if (clientHas(req.headers, etag)) return notModified(etag);
  }
  const { body, versions } = await read(known);
  return { body, etag: etagOf(tenant, kind, query, versions) };
}
