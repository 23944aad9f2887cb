// /api/auth/* (next-auth), given only what this server believes of the request. next-auth's own
// App Router handler reads the headers itself and takes X-Forwarded-Host for the host whenever
// AUTH_TRUST_HOST is set, so a client could sign in on the provider's host into the venue its
// header names. Here the host is checked first (421 for one that is not ours, like every other
// path), X-Forwarded-Host is dropped and the scheme comes from the configuration, and next-auth
// is called through its plain request/response form with those headers
// (docs/decisions/044-links-from-configuration.md). What next-auth answers 500 to that is the
// client's doing is answered first: a GET of the credentials callback (405), a callbackUrl that
// is no http URL (400; a callback-url cookie that is none is dropped). Any 5xx it still gives is
// logged.
import type { NextApiRequest, NextApiResponse } from "next";
import NextAuth from "next-auth";
import type { NextRequest } from "next/server";

import { errorResponse } from "@/lib/api/handler";
import { authOptions } from "@/lib/auth/next-auth";
import { readBody } from "@/lib/core/body";
import { AppError, badRequest, misdirected } from "@/lib/core/errors";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { secureApiAnswer } from "@/lib/security/headers";
import { classifyHost } from "@/lib/tenants/host";
import { originOf } from "@/lib/tenants/origins";

/** The headers next-auth sees: the request's, without X-Forwarded-Host, with our own scheme. */
function believedHeaders(req: NextRequest): Record<string, string> {
  const headers = Object.fromEntries(req.headers);
  delete headers["x-forwarded-host"];
  headers["x-forwarded-proto"] = env().HTTPS ? "https" : "http";
  return headers;
}

/** next-auth's own test of a callback URL (core/lib/assert.js); one it fails is its 500. */
function isHttpUrl(url: string, base: string): boolean {
  try {
    return /^https?:/.test(new URL(url, url.startsWith("/") ? base : undefined).protocol);
  } catch {
    return false;
  }
}

/** The request's cookies, without a callback-url cookie next-auth would fail on. */
function believedCookies(req: NextRequest, base: string): Record<string, string> {
  const cookies = Object.fromEntries(req.cookies.getAll().map((c) => [c.name, c.value]));
  for (const name of Object.keys(cookies))
    if (name.endsWith("next-auth.callback-url") && !isHttpUrl(cookies[name]!, base))
      delete cookies[name];
  return cookies;
}

export async function nextAuthRoute(req: NextRequest, action: string[]): Promise<Response> {
  try {
    const host = classifyHost(req.headers.get("host"), env().APP_HOST);
    if (host.kind === "foreign") throw misdirected();
    // The sign-in form only ever posts its credentials (next-auth answers a GET with a 500).
    if (req.method === "GET" && action[0] === "callback" && action[1] === "credentials")
      throw new AppError(405, 'Method "GET" not allowed.', { allow: "POST" });
    const base = originOf(host);
    const callbackUrl = req.nextUrl.searchParams.getAll("callbackUrl").at(-1);
    if (callbackUrl && !isHttpUrl(callbackUrl, base))
      throw badRequest("The callbackUrl is not a URL.");
    const body = req.method === "POST" ? await readBody(req) : undefined;
    const out = { status: 200, headers: new Headers(), body: null as string | null };
    const res = {
      status(code: number) {
        out.status = code;
        return res;
      },
      setHeader(name: string, value: string | string[]) {
        out.headers.delete(name);
        for (const v of [value].flat()) out.headers.append(name, v);
        return res;
      },
      getHeader: (name: string) =>
        name.toLowerCase() === "set-cookie" ? out.headers.getSetCookie() : out.headers.get(name),
      end() {},
      json(value: unknown) {
        out.headers.set("content-type", "application/json");
        out.body = JSON.stringify(value);
      },
      send(value: unknown) {
        if (typeof value === "string") out.body = value;
        else if (value != null) res.json(value);
      },
    };
    const request = {
      method: req.method,
      headers: believedHeaders(req),
      query: { ...Object.fromEntries(req.nextUrl.searchParams), nextauth: action },
      cookies: believedCookies(req, base),
      body,
    };
    await NextAuth(
      request as unknown as NextApiRequest,
      res as unknown as NextApiResponse,
      authOptions(base),
    );
    if (out.status >= 500)
      log.error("next-auth answered a 5xx", { status: out.status, body: out.body, url: req.url });
    const answer = new Response(out.body, { status: out.status, headers: out.headers });
    return secureApiAnswer(answer, env().HTTPS);
  } catch (error) {
    return errorResponse(error, req);
  }
}
