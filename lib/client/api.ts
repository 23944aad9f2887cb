// The browser's door to the API: same-origin fetch with the session cookie, JSON in and out, and
// the server's error body kept for the forms.
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
  try {
    res = await fetch(path, {
      method,
      signal,
      credentials: "same-origin",
      headers:
        body === undefined
          ? { accept: "application/json" }
          : { accept: "application/json", "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiError(0, null, "Network error: the server could not be reached.");
  }
  const text = await res.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = text;
  }
  if (!res.ok)
    throw new ApiError(res.status, data, detailOf(data) ?? `Request failed (${res.status}).`);
  return data as T;
}

/** The server's `detail`, else the error's message, else 'Unknown error' (spec §8 toasts). */
export function errorDetail(error: unknown): string {
  const detail =
    error instanceof ApiError
      ? (detailOf(error.body) ?? error.message)
      : error instanceof Error
        ? error.message
        : "";
  return detail || "Unknown error";
}

const detailOf = (body: unknown) =>
  body && typeof body === "object" && "detail" in body && typeof body.detail === "string"
    ? body.detail
    : undefined;

/** A booking that was deleted, in another tab or by someone else, since the screen loaded it. */
export const BOOKING_GONE = "This booking no longer exists: it was deleted elsewhere.";

/**
 * What went wrong, in the server's words: its `detail`, else its field messages joined with
 * '; ', else the error's own message (a network failure says so), else 'Unknown error'.
 * A 404 of a booking says the booking is gone rather than 'Not found.'.
 */
export function errorMessage(error: unknown, opts: { gone?: string } = {}): string {
  if (error instanceof ApiError) {
    if (error.status === 404 && opts.gone) return opts.gone;
    const body = error.body;
    const detail = detailOf(body);
    if (detail) return detail;
    if (body && typeof body === "object") {
      const messages = Object.values(body).flat().map(String).filter(Boolean);
      if (messages.length) return messages.join("; ");
    }
    return error.message || "Unknown error";
  }
  return (error instanceof Error && error.message) || "Unknown error";
}

/** The error body's values flattened and joined with '; ' (spec §8, halls and slots). */
export function errorValues(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : undefined;
  const body = error.body;
  if (typeof body === "string") return body || undefined;
  if (!body || typeof body !== "object") return error.message;
  return Object.values(body as Record<string, unknown>)
    .flat()
    .map(String)
    .join("; ");
}

/**
 * Field errors as 'field: messages' joined with '; ', a detail as itself (spec §8, booking form).
 */
export function errorFields(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : undefined;
  const body = error.body;
  if (typeof body === "string") return body || undefined;
  if (!body || typeof body !== "object") return error.message;
  const detail = detailOf(body);
  if (detail) return detail;
  return Object.entries(body as Record<string, unknown>)
    .map(([field, messages]) => `${field}: ${[messages].flat().join(" ")}`)
    .join("; ");
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
