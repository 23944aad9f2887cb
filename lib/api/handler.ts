// The one door of every route handler. It resolves the tenant (X-Tenant header, else the host),
// authenticates (Bearer access token, else the session cookie), checks who may enter, parses the
// body and query with the route's zod schemas, and turns every error into one JSON shape:
//   400 { field: ["message"] }        validation
//   4xx { detail: "..." }             401, 403, 404, 409, 429 ...
//   500 { detail: "Internal server error." }   logged, nothing leaked
// Who may enter is its only option; a special rule belongs in the one handler that needs it.
import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";

import { assertSameTenant, principalFor, type Principal } from "@/lib/auth/access";
import { isProviderUser } from "@/lib/auth/roles";
import { readSessionCookie, sessionCookieName } from "@/lib/auth/session";
import { verifyAccessToken } from "@/lib/auth/tokens";
import { env } from "@/lib/env";
import type { TenantRole } from "@/lib/generated/prisma/enums";
import { log } from "@/lib/log";
import { resolveTenantSlug } from "@/lib/tenants/host";
import { requireActiveTenant, type TenantRef } from "@/lib/tenants/queries";

import { mapDatabaseError } from "./db-errors";
import {
  AppError,
  fieldErrorsOf,
  forbidden,
  notFound,
  unauthorized,
  ValidationError,
} from "./errors";
import { clientIp } from "./request";

/**
 * Who may enter:
 * - "anonymous": anyone; the tenant, when the request names one, must exist.
 * - "tenant-public": anyone, on an existing tenant (a venue's public site).
 * - "member": a signed-in member of the request's tenant (or an approved impersonator),
 *   optionally with one of `roles`.
 * - "provider": a signed-in provider user (the admin console), outside any tenant.
 * - "user": any signed-in user, in whatever context the credentials were issued for.
 */
export type Access =
  | { auth: "anonymous" }
  | { auth: "tenant-public" }
  | { auth: "member"; roles?: TenantRole[] }
  | { auth: "provider" }
  | { auth: "user" };

type Ctx<A extends Access, B, Q> = {
  req: NextRequest;
  params: Record<string, string>;
  tenant: A extends { auth: "member" | "tenant-public" } ? TenantRef : TenantRef | null;
  principal: A extends { auth: "member" | "provider" | "user" } ? Principal : Principal | null;
  body: B;
  query: Q;
  ip: string | null;
};

type Options<
  A extends Access,
  BS extends z.ZodType | undefined,
  QS extends z.ZodType | undefined,
> = A & { body?: BS; query?: QS };
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export function route<
  A extends Access,
  BS extends z.ZodType | undefined = undefined,
  QS extends z.ZodType | undefined = undefined,
>(options: Options<A, BS, QS>, handler: (ctx: Ctx<A, Out<BS>, Out<QS>>) => Promise<unknown>) {
  return async (
    req: NextRequest,
    context: { params: Promise<Record<string, string | string[]>> },
  ): Promise<Response> => {
    try {
      const rawParams = (await context?.params) ?? {};
      const params = Object.fromEntries(
        Object.entries(rawParams).map(([k, v]) => [k, Array.isArray(v) ? v.join("/") : v]),
      );
      const tenantSlug =
        req.headers.get("x-tenant")?.trim().toLowerCase() ||
        resolveTenantSlug(req.headers.get("host"), env().APP_HOST);
      const needsTenant = options.auth === "member" || options.auth === "tenant-public";
      if (needsTenant && !tenantSlug) throw notFound("Tenant not found.");
      // Provider endpoints live outside every tenant, whatever host they are called on.
      const tenant =
        options.auth !== "provider" && tenantSlug ? await requireActiveTenant(tenantSlug) : null;

      const principal =
        options.auth === "anonymous" || options.auth === "tenant-public"
          ? await optionalPrincipal(req, tenant)
          : await authenticate(req, tenant);
      if (options.auth === "member") {
        const roles = (options as { roles?: TenantRole[] }).roles;
        if (!principal!.role) throw forbidden();
        if (roles && !roles.includes(principal!.role)) throw forbidden();
      }
      if (options.auth === "provider" && (principal!.tenant || !isProviderUser(principal!.user)))
        throw forbidden();

      const body = options.body ? parse(options.body, await readBody(req)) : undefined;
      const query = options.query
        ? parse(options.query, Object.fromEntries(req.nextUrl.searchParams))
        : undefined;
      const result = await handler({
        req,
        params,
        tenant,
        principal,
        body,
        query,
        ip: clientIp(req.headers),
      } as Ctx<A, Out<BS>, Out<QS>>);
      if (result instanceof Response) return result;
      if (result === undefined) return new NextResponse(null, { status: 204 });
      return NextResponse.json(result);
    } catch (error) {
      return errorResponse(error, req);
    }
  };
}

/** Bearer token first, then the session cookie; either must be for the request's tenant. */
async function authenticate(req: NextRequest, tenant: TenantRef | null): Promise<Principal> {
  const header = req.headers.get("authorization");
  if (header) {
    const [scheme, token] = header.split(" ");
    if (scheme?.toLowerCase() !== "bearer" || !token)
      throw unauthorized("Authorization header must be: Bearer <access token>");
    const claims = await verifyAccessToken(token);
    assertSameTenant(claims.tenant, tenant?.slug ?? null);
    return principalFor(claims.sub, tenant, claims.imp);
  }
  const session = await readSessionCookie(req.cookies.get(sessionCookieName())?.value);
  if (!session) throw unauthorized();
  assertSameOrigin(req);
  assertSameTenant(session.tenant, tenant?.slug ?? null);
  return principalFor(session.sub, tenant, session.imp);
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A change made with the session cookie must come from a page of the same host. SameSite=Lax
 * cookies alone do not stop a sibling subdomain (another tenant's host is "same-site").
 * Browsers send Origin with every cross-origin request and with same-origin POST, PATCH and DELETE.
 */
function assertSameOrigin(req: NextRequest) {
  if (SAFE_METHODS.has(req.method)) return;
  const origin = req.headers.get("origin") ?? req.headers.get("referer");
  let host: string | null = null;
  try {
    host = origin ? new URL(origin).host : null;
  } catch {}
  if (!host || host !== req.headers.get("host")) throw forbidden("Cross-site request refused.");
}

async function optionalPrincipal(
  req: NextRequest,
  tenant: TenantRef | null,
): Promise<Principal | null> {
  if (!req.headers.get("authorization") && !req.cookies.get(sessionCookieName())) return null;
  try {
    return await authenticate(req, tenant);
  } catch {
    return null;
  }
}

function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new ValidationError(fieldErrorsOf(result.error));
  return result.data;
}

/** JSON, multipart or url-encoded bodies, as a plain object (repeated form keys become arrays). */
async function readBody(req: NextRequest): Promise<unknown> {
  const type = req.headers.get("content-type") ?? "";
  if (type.includes("multipart/form-data") || type.includes("application/x-www-form-urlencoded")) {
    let form: FormData;
    try {
      form = await req.formData();
    } catch {
      throw new AppError(400, "Malformed form body.");
    }
    const out: Record<string, unknown> = {};
    for (const key of new Set(form.keys())) {
      const values = form.getAll(key);
      out[key] = values.length > 1 ? values : values[0];
    }
    return out;
  }
  const text = await req.text();
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError(400, "Malformed JSON body.");
  }
}

export function errorResponse(error: unknown, req?: Request): Response {
  const mapped = mapDatabaseError(error) ?? error;
  if (mapped instanceof ValidationError) return NextResponse.json(mapped.fields, { status: 400 });
  if (mapped instanceof AppError)
    return NextResponse.json(
      { detail: mapped.detail },
      { status: mapped.status, headers: mapped.headers },
    );
  log.error("Unhandled error in route handler", { error, method: req?.method, url: req?.url });
  return NextResponse.json({ detail: "Internal server error." }, { status: 500 });
}
