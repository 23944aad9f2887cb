// The browser's door to the API: same-origin fetch with the session cookie, JSON in and out, and
// the server's error body kept for the forms. In a signed-in console a 401 ends the page: the
// session is over, and the person is sent to sign in again (./session.ts). Each call names this
// tab (./tab.ts), so the live stream can tell the tab which changes its own writes made. An answer
// with an ETag is asked again with If-None-Match, and a 304 gives the copy held (./revalidate.ts).
import { CLIENT_ID_HEADER } from "@/lib/core/client-id";

import { heldCopy, hold } from "./revalidate";
import { sessionEnded, VENUE_GONE, venueGone } from "./session";
import { tabId } from "./tab";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    message: string,
  ) {
    super(message);
  }
}

type Options = { method?: string; body?: unknown; signal?: AbortSignal };

export async function api<T>(
  path: string,
  { method = "GET", body, signal }: Options = {},
): Promise<T> {
  let res: Response;
  const copy = method === "GET" ? heldCopy(path) : undefined;
  // Form data (files) goes as multipart, with the boundary the browser writes; the rest as JSON.
  const multipart = body instanceof FormData;
  try {
    res = await fetch(path, {
      method,
      signal,
      credentials: "same-origin",
      headers: {
        accept: "application/json",
        [CLIENT_ID_HEADER]: tabId(),
        ...(copy ? { "if-none-match": copy.etag } : {}),
        ...(body === undefined || multipart ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
    });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiError(0, null, "Network error: the server could not be reached.");
  }
  if (res.status === 304 && copy) return copy.data as T;
  const text = await res.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    // A proxy's own error page (HTML) says nothing a person should read.
    data = /^\s*</.test(text) ? null : text;
  }
  // Nothing more to show on a page that is being left for the sign-in page: no error states.
  if (res.status === 401 && sessionEnded()) return new Promise<never>(() => {});
  // Nor on a console whose venue was disabled meanwhile: the page is loaded again.
  const gone = res.status === 404 && path.startsWith("/api/tenant/");
  if (gone && detailOf(data) === VENUE_GONE && venueGone()) return new Promise<never>(() => {});
  if (!res.ok) throw new ApiError(res.status, data, detailOf(data) ?? failureText(res.status));
  if (method === "GET") hold(path, res.headers.get("etag"), data);
  return data as T;
}

/** What a failure without the server's words says: a gateway's (502-504) is a server away. */
export const UNAVAILABLE = "The server is not available right now. Please try again in a moment.";
const failureText = (status: number) =>
  status >= 502 && status <= 504 ? UNAVAILABLE : `Request failed (${status}).`;

const detailOf = (body: unknown) =>
  body && typeof body === "object" && "detail" in body && typeof body.detail === "string"
    ? body.detail
    : undefined;

/**
 * The server's own sentence about a failure, if it gave one: an answer's `detail`, or that the
 * server could not be reached. Field errors are not one (a form shows them at their fields).
 */
export function serverDetail(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return error.status === 0 ? error.message : detailOf(error.body);
}

/** A booking that was deleted, in another tab or by someone else, since the screen loaded it. */
export const BOOKING_GONE = "This booking no longer exists: it was deleted elsewhere.";

/**
 * What went wrong, in the server's words (spec §8): its `detail`; else its field errors, as the
 * messages joined with '; ' (halls, slots) or as 'field: messages' with `fieldNames` (the booking
 * form); else a plain-text answer; else the error's own message (a network failure says so);
 * else `fallback`. With `gone`, a 404 says that instead of 'Not found.'.
 */
export function errorMessage(
  error: unknown,
  opts: { fieldNames?: boolean; gone?: string; fallback?: string } = {},
): string {
  const fallback = opts.fallback ?? "Unknown error";
  if (!(error instanceof ApiError)) return (error instanceof Error && error.message) || fallback;
  if (error.status === 404 && opts.gone) return opts.gone;
  const body = error.body;
  if (typeof body === "string") return body || error.message || fallback;
  const detail = detailOf(body);
  if (detail) return detail;
  if (body && typeof body === "object") {
    const fields = Object.entries(body).map(([field, messages]) => {
      const text = [messages]
        .flat()
        .map(String)
        .join(opts.fieldNames ? " " : "; ");
      return opts.fieldNames ? `${field}: ${text}` : text;
    });
    if (fields.length) return fields.join("; ");
  }
  return error.message || fallback;
}

/** Field errors for a form: { field: "first message" }. */
export function fieldErrorMap(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== "object") return {};
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.body as Record<string, unknown>)) {
    if (field !== "detail") out[field.split(".")[0]] = [messages].flat().map(String).join(" ");
  }
  return out;
}
