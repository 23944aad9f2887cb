// The one door of every route handler. It lets in whom the route's door admits (lib/api/doors.ts),
// parses the body and query with the route's zod schemas, and turns every error into one JSON
// shape:
//   400 { field: ["message"] }        validation
//   4xx { detail: "..." }             401, 403, 404, 409, 429 ...
//   500 { detail: "Internal server error." }   logged, nothing leaked
// Who may enter is its only option; a special rule belongs in the one handler that needs it.
import type { NextRequest } from "next/server";
import { z } from "zod";

import { settleAccessCache } from "@/lib/cache/access";
import { readBody } from "@/lib/core/body";
import { mapDatabaseError } from "@/lib/core/db-errors";
import { AppError, fieldErrorsOf, misdirected, ValidationError } from "@/lib/core/errors";
import { JsonStream, JsonText } from "@/lib/core/json-text";
import { BODY_TEXT } from "@/lib/core/lane-handoff.mjs";
import { clientIp } from "@/lib/core/request";
import { inFlight } from "@/lib/core/yield-when-busy";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { metricsOn, recordRequest } from "@/lib/metrics/metrics";
import { routeLabel, type RouteMemory } from "@/lib/metrics/route-label";
import { apiHeaders, secureApiAnswer } from "@/lib/security/headers";
import { classifyHost } from "@/lib/tenants/host";
import { TimeInputError } from "@/lib/time";

import { SAFE_METHODS, type Door, type DoorLabel } from "./doors";

export {
  anyone,
  evenBeforePasswordChange,
  inPerson,
  member,
  operator,
  ownContext,
  providerStaff,
  publicAsset,
  signedIn,
  systemUser,
  tenantVisitor,
} from "./doors";

type Schema = z.ZodType | undefined;
type Out<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;

export type RouteContext<Entry, B, Q> = Entry & {
  req: NextRequest;
  params: Record<string, string>;
  body: B;
  query: Q;
  ip: string | null;
};

type NextContext = { params: Promise<Record<string, string | string[]>> };

/** A handler's reply that answers 201 Created with `value` as its JSON body. */
class Created<T> {
  constructor(readonly value: T) {}
}
export const created = <T>(value: T) => new Created(value);

/** A handler's reply that answers 200 with `value` and `headers` besides (a renewed cookie). */
class WithHeaders<T> {
  constructor(
    readonly value: T,
    readonly headers: Record<string, string>,
  ) {}
}
export const withHeaders = <T>(value: T, headers: Record<string, string>) =>
  new WithHeaders(value, headers);

/**
 * What a route answers on success, as its JSON body. A Response of its own is opaque, unless it
 * is the other branch of a reply (a 304 beside the JSON): then the JSON is the reply.
 */
type ReplyOf<R> = [Exclude<R, Response>] extends [never] ? unknown : BodyOf<Exclude<R, Response>>;
type BodyOf<R> =
  R extends Created<infer T>
    ? ReplyOf<T>
    : R extends WithHeaders<infer T>
      ? ReplyOf<T>
      : R extends JsonText<infer T>
        ? T
        : R extends JsonStream<infer T>
          ? T
          : R;

/**
 * A Next.js route handler that remembers, as a type, the JSON body it answers with, and, as
 * values, the schemas it parses its body and query with and the door it lets callers in by: the
 * tests that feed it hostile input, and the one that holds the API reference (lib/openapi) to what
 * the routes really do, read them.
 */
export type RouteHandler<Reply = unknown> = ((
  req: NextRequest,
  context: NextContext,
) => Promise<Response>) & {
  readonly reply?: Reply;
  readonly bodySchema?: z.ZodType;
  readonly querySchema?: z.ZodType;
  readonly door?: DoorLabel;
};

export function route<Entry, R, BS extends Schema = undefined, QS extends Schema = undefined>(
  options: {
    auth: Door<Entry>;
    body?: BS;
    query?: QS;
    /**
     * false: this route never changes who may enter (a tenant, a user, a membership, a grant), so
     * its writes need not wait for this server's access cache to hear them before answering.
     */
    changesAccess?: false;
    /** bytes a multipart body may have, when its files may add up to more than 10 MB */
    uploadLimit?: number;
    /**
     * The file a multipart body carries, whose own limit a body over the upload limit is refused
     * with (413, the message at its field): the limit the form names, not the body's.
     */
    tooLarge?: { field: string; message: string };
  },
  handler: (ctx: RouteContext<Entry, Out<BS>, Out<QS>>) => Promise<R>,
): RouteHandler<ReplyOf<R>> {
  const answer = async (req: NextRequest, context: NextContext): Promise<Response> => {
    try {
      // Hosts are allowed, not guessed: another domain pointed here names no venue of ours.
      if (
        !options.auth.anyHost &&
        classifyHost(req.headers.get("host"), env().APP_HOST).kind === "foreign"
      )
        throw misdirected();
      const result = await options.auth.enter(req).then(async (entry) => {
        const rawBody = options.body
          ? await readBody(req, options.uploadLimit).catch((error: unknown) => {
              const own = options.tooLarge;
              const multipart = req.headers.get("content-type")?.includes("multipart/form-data");
              if (!own || !multipart || !(error instanceof AppError) || error.status !== 413)
                throw error;
              throw new AppError(413, own.message, {}, { [own.field]: [own.message] });
            })
          : undefined;
        // Counted while the server works on it, not while it waits for its client's body:
        // background work gives way meanwhile (lib/core/yield-when-busy.ts).
        return inFlight(
          handler({
            ...entry,
            req,
            params: flatParams(await context?.params),
            body: parse(options.body, rawBody),
            query: parse(options.query, Object.fromEntries(req.nextUrl.searchParams)),
            ip: clientIp(req.headers),
          }),
        );
      });
      const answer =
        result instanceof Response
          ? secureApiAnswer(result, env().HTTPS)
          : result instanceof Created
            ? json(result.value, 201)
            : result instanceof WithHeaders
              ? json(result.value, 200, result.headers)
              : json(result, result === undefined ? 204 : 200);
      return req.method === "HEAD" ? withoutBody(answer) : answer;
    } catch (error) {
      return errorResponse(error, req);
    } finally {
      // The next request this server answers sees what this one changed (lib/cache/access.ts).
      if (!SAFE_METHODS.has(req.method) && options.changesAccess !== false)
        await settleAccessCache();
    }
  };
  // Counted here, at the one door, by the route's pattern (lib/metrics); METRICS=off: not at all.
  // The labels of this handler's last paths are kept: a hot path's label is then one lookup. The
  // handler's pattern, once a path showed it, settles a path a client made ambiguous.
  const labels = new Map<string, string>();
  const memory: RouteMemory = {};
  const handle = async (req: NextRequest, context: NextContext): Promise<Response> => {
    if (!metricsOn()) return answer(req, context);
    const started = performance.now();
    const response = await answer(req, context);
    const seconds = (performance.now() - started) / 1000;
    const path = req.nextUrl.pathname;
    let label = labels.get(path);
    if (label === undefined) {
      label = routeLabel(path, await context?.params, memory);
      if (labels.size >= 64) labels.clear();
      labels.set(path, label);
    }
    recordRequest(req.method, label, response.status, seconds);
    return response;
  };
  return Object.assign(handle, {
    bodySchema: options.body,
    querySchema: options.query,
    door: options.auth,
  });
}

/**
 * A HEAD's answer: the GET's status and headers, its body given up. Next.js answers a HEAD with
 * the GET handler and never reads nor cancels the body, so a stored file's stream (an S3
 * connection of a pool of 50) or an export's rows would stay open for good.
 */
function withoutBody(response: Response): Response {
  void response.body?.cancel().catch(() => undefined);
  return new Response(null, { status: response.status, headers: response.headers });
}

/** `value` as the JSON body; a JsonText is sent as it is written, a JsonStream as it is read. */
function json(value: unknown, status: number, extra?: Record<string, string>): Response {
  // A plain Response: a NextResponse's cookie jar is not needed to send JSON, and costs.
  const headers = { ...apiHeaders(env().HTTPS), ...extra };
  if (status === 204) return new Response(null, { status, headers });
  headers["content-type"] = "application/json";
  if (value instanceof JsonStream) return new Response(value.body(), { status, headers });
  const text = value instanceof JsonText ? value.text : JSON.stringify(value);
  const more = value instanceof JsonText ? value.headers : undefined;
  const response = new Response(text, {
    status,
    headers: more ? { ...headers, ...more } : headers,
  });
  // The lane of the hot requests writes the text as it is (lib/core/lane-handoff.mjs).
  return Object.assign(response, { [BODY_TEXT]: text });
}

function flatParams(raw: Record<string, string | string[]> = {}): Record<string, string> {
  return Object.fromEntries(
    Object.entries(raw).map(([k, v]) => [k, Array.isArray(v) ? v.join("/") : v]),
  );
}

function parse<S extends Schema>(schema: S | undefined, input: unknown): Out<S>;
function parse(schema: Schema, input: unknown): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(input);
  if (!result.success) throw new ValidationError(fieldErrorsOf(result.error));
  return result.data;
}

/**
 * The client went away mid-request (closed the tab, a load test's connection ended): its body
 * stream fails with 'aborted' or its signal fires. Nobody reads the answer, and it is no fault of
 * the server's.
 */
export function isClientAbort(error: unknown, req?: Request): boolean {
  if (req?.signal?.aborted) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return error.name === "AbortError" || error.message === "aborted" || code === "ECONNRESET";
}

export function errorResponse(error: unknown, req?: Request): Response {
  if (isClientAbort(error, req)) {
    log.debug("Client closed the request", { method: req?.method, url: req?.url });
    // 499, as proxies log it: the client closed the request before the answer.
    return new Response(null, { status: 499 });
  }
  const mapped = mapDatabaseError(error) ?? error;
  const headers = apiHeaders(env().HTTPS);
  if (mapped instanceof ValidationError)
    return Response.json(mapped.fields, { status: 400, headers });
  // A date no schema checked (lib/time.ts): the client's error, and a schema to tighten.
  if (mapped instanceof TimeInputError) {
    log.warn("A date reached lib/time.ts unchecked", { error, method: req?.method, url: req?.url });
    return Response.json({ detail: mapped.message }, { status: 400, headers });
  }
  if (mapped instanceof AppError && mapped.status === 503)
    log.warn("Database unavailable", { error, method: req?.method, url: req?.url });
  if (mapped instanceof AppError)
    return Response.json(
      { ...mapped.extra, detail: mapped.detail },
      { status: mapped.status, headers: { ...headers, ...mapped.headers } },
    );
  log.error("Unhandled error in route handler", { error, method: req?.method, url: req?.url });
  return Response.json({ detail: "Internal server error." }, { status: 500, headers });
}
