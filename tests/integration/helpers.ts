// Calls route handlers the way Next.js does, with a real NextRequest, and builds test data.
import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";

import { encode } from "next-auth/jwt";
import { NextRequest } from "next/server";
import { expect } from "vitest";

import { POST as createBooking } from "@/app/api/tenant/bookings/route";
import type { RouteHandler } from "@/lib/api/handler";
import { hashPassword } from "@/lib/auth/password";
import { settleAccessCache } from "@/lib/cache/access";
import { PEER_HEADER } from "@/lib/core/request";
import { db } from "@/lib/db";
import type { MemberStatus, TenantRole } from "@/lib/generated/prisma/enums";
import { outboxDir } from "@/lib/mail";

/** The JSON body a route answers with on success; an error answers `{ detail }` or field errors. */
type Reply<H> = H extends RouteHandler<infer R> ? R : never;
export type Answer<H> = {
  status: number;
  body: Reply<H> & { detail?: string };
  headers: Headers;
  /** the body as sent */
  text: string;
  /** the same, as bytes (a PDF) */
  bytes: Buffer;
};

export type CallOptions = {
  method?: string;
  path?: string;
  /** Host header; "demo.localhost" reaches tenant demo */
  host?: string;
  headers?: Record<string, string>;
  /** the address of the connection's peer, as the server stamps it; by default our proxy's */
  peer?: string;
  body?: unknown;
  params?: Record<string, string>;
  token?: string;
  cookie?: string;
  /**
   * false: call at once. By default a call first lets this process's access cache hear the changes
   * committed before it, as a request coming over the network would (lib/cache/access.ts).
   */
  settle?: boolean;
};

export async function call<H extends RouteHandler>(
  handler: H,
  o: CallOptions = {},
): Promise<Answer<H>> {
  const host = o.host ?? "localhost";
  // the proxy in front (setup.ts); its stamp overwrites any a client sent, as the server's does
  const peer = o.peer ?? PROXY_ADDRESS;
  const headers: Record<string, string> = { host, ...o.headers, [PEER_HEADER]: peer };
  if (o.token) headers.authorization = `Bearer ${o.token}`;
  if (o.cookie) {
    headers.cookie = o.cookie;
    headers.origin ??= `http://${host}`; // what a browser sends from a page of this host
  }
  let body: BodyInit | undefined;
  if (o.body instanceof FormData) body = o.body;
  else if (typeof o.body === "string") {
    body = o.body;
    headers["content-type"] ??= "application/json";
  } else if (o.body !== undefined) {
    body = JSON.stringify(o.body);
    headers["content-type"] ??= "application/json";
  }
  const req = new NextRequest(`http://${host}${o.path ?? "/"}`, {
    method: o.method ?? (body ? "POST" : "GET"),
    headers,
    body,
  });
  if (o.settle !== false) await settleAccessCache();
  const res = await handler(req, { params: Promise.resolve(o.params ?? {}) });
  const bytes = Buffer.from(await res.arrayBuffer());
  const text = bytes.toString("utf8");
  return { status: res.status, body: parseJson(text), headers: res.headers, text, bytes };
}

/** JSON as the route wrote it: its type is the route's (RouteHandler), checked by the tests. */
function parseJson(text: string) {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

/**
 * The headers of a visitor of a test's own: a client address no other call uses, since public
 * messages are limited per address (lib/contact/limit.ts).
 */
export const visitorHeaders = () => ({
  "x-forwarded-for": `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250) + 1).join(".")}`,
});

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

export async function createTenant(
  slug = `t${unique()}`,
  data: { isActive?: boolean; name?: string } = {},
) {
  return db.tenant.create({
    data: {
      slug,
      name: data.name ?? `Tenant ${slug}`,
      schemaName: slug,
      isActive: data.isActive ?? true,
      timezone: "America/New_York",
    },
  });
}

export const PASSWORD = "Correct#Horse1";
/**
 * PASSWORD's argon2 hash, made once per test process and given to every user made with it: a real
 * hash (sign-in still verifies it), without a hash's cost for each of the file's users.
 */
let passwordHash: Promise<string> | undefined;
const hashOf = (password: string) =>
  password === PASSWORD ? (passwordHash ??= hashPassword(PASSWORD)) : hashPassword(password);
/** The address of the one proxy the integration tests run behind (setup.ts, TRUST_PROXY=1). */
export const PROXY_ADDRESS = "10.255.255.254";

export async function createUser(
  data: {
    email?: string;
    password?: string;
    /** a system user of the provider */
    system?: boolean;
    /** provider staff (is_staff) who are not system users */
    staff?: boolean;
    isActive?: boolean;
  } = {},
) {
  return db.user.create({
    data: {
      email: data.email ?? `user-${unique()}@example.com`,
      passwordHash: await hashOf(data.password ?? PASSWORD),
      name: "Test User",
      isActive: data.isActive ?? true,
      ...(data.system ? { userType: "SYSTEM" as const, isStaff: true, isSuperuser: true } : {}),
      ...(data.staff ? { isStaff: true } : {}),
    },
  });
}

export async function addMember(
  tenantId: number,
  userId: number,
  role: TenantRole = "Admin",
  status: MemberStatus = "active",
) {
  return db.tenantUser.create({ data: { tenantId, userId, role, status } });
}

/** An access request of `requesterId` to the tenant, approved for an hour from now. */
export async function approvedGrant(tenantId: number, requesterId: number, role: TenantRole) {
  return db.impersonationRequest.create({
    data: {
      tenantId,
      requesterId,
      role,
      approved: true,
      approvedAt: new Date(),
      expiresAt: new Date(Date.now() + 3_600_000),
    },
  });
}

/** A tenant with one active Admin member; returns both. */
export async function tenantWithAdmin(slug?: string) {
  const tenant = await createTenant(slug);
  const user = await createUser();
  await addMember(tenant.id, user.id, "Admin");
  return { tenant, user };
}

/** A next-auth session cookie as the browser would hold it after signing in on `tenant`'s host. */
export async function sessionCookie(
  userUuid: string,
  tenant: string | null,
  expiresInMs = 3_600_000,
  /** the approved access request the session was opened through */
  imp?: number,
) {
  const token = await encode({
    token: { sub: userUuid, tenant, expiresAt: Date.now() + expiresInMs, ...(imp ? { imp } : {}) },
    secret: process.env.AUTH_SECRET!,
  });
  return `next-auth.session-token=${token}`;
}

/** A bearer token for `user` in `tenantSlug`, as POST /api/token/ would issue it. */
export async function tokenFor(userUuid: string, tenantSlug: string | null) {
  const { signAccessToken } = await import("@/lib/auth/tokens");
  return signAccessToken({ sub: userUuid, tenant: tenantSlug });
}

/**
 * A venue ready for bookings: tenant (America/New_York), an Admin with a token, a branch and a
 * hall.
 */
export async function venue(opts: { role?: TenantRole } = {}) {
  const tenant = await createTenant();
  const user = await createUser();
  await addMember(tenant.id, user.id, opts.role ?? "Admin");
  const branch = await db.branch.create({
    data: { tenantId: tenant.id, name: "Main", city: "New York" },
  });
  const hall = await db.hall.create({
    data: { tenantId: tenant.id, branchId: branch.id, name: "Grand Hall", capacity: 100 },
  });
  const token = await tokenFor(user.uuid, tenant.slug);
  /** call() on this venue's host with its token */
  const as = <H extends RouteHandler>(handler: H, o: CallOptions = {}) =>
    call(handler, { host: `${tenant.slug}.localhost`, token, ...o });
  return { tenant, user, branch, hall, token, as };
}

/**
 * A booker of the venue's hall through the real route: each booking on the next day after `from`
 * (an instant), `hours` long, named `${name} ${n}`, with the `headers` and `extra` body fields
 * given. Expects 201 and answers the booking.
 */
export function dailyBooker(opts: { name: string; from: number; hours?: number }) {
  let day = 0;
  return async (
    v: Awaited<ReturnType<typeof venue>>,
    o: { headers?: Record<string, string>; extra?: Record<string, unknown> } = {},
  ) => {
    day++;
    const start = opts.from + day * 86_400_000;
    const created = await v.as(createBooking, {
      headers: o.headers,
      body: {
        hall: v.hall.id,
        event_name: `${opts.name} ${day}`,
        start_time: new Date(start).toISOString(),
        end_time: new Date(start + (opts.hours ?? 1) * 3_600_000).toISOString(),
        email_customer: false,
        ...o.extra,
      },
    });
    expect(created.status).toBe(201);
    return created.body;
  };
}

/** A slot of the venue's hall, written straight to the database ("HH:MM" times). */
export const hallSlot = (
  v: { tenant: { id: number }; hall: { id: number } },
  slot: { name: string; startTime: string; endTime: string; isActive?: boolean },
) => db.slot.create({ data: { tenantId: v.tenant.id, hallId: v.hall.id, ...slot } });

/**
 * Milliseconds until `ask` answers `status`, asking every 10 ms; Infinity if it has not within 3 s.
 * For changes that reach the app asynchronously (the access cache's notifications).
 */
export async function msUntil(status: number, ask: () => Promise<{ status: number }>) {
  const start = performance.now();
  while (performance.now() - start < 3_000) {
    if ((await ask()).status === status) return performance.now() - start;
    await sleep(10);
  }
  return Infinity;
}

/** The newest mail in the outbox addressed to `to`, its quoted-printable lines joined. */
export function mailTo(to: string): string {
  const dir = outboxDir();
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort().reverse() : [];
  for (const f of files) {
    const text = fs.readFileSync(path.join(dir, f), "utf8");
    if (text.includes(`To: ${to}`)) return text.replace(/=\r?\n/g, "");
  }
  throw new Error(`no mail to ${to}`);
}
