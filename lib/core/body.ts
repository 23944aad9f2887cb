// Request bodies, read with a limit: a body larger than its route allows is refused with 413 as
// soon as it says so (Content-Length) or, when it does not, as soon as its bytes pass the limit.
// It is never read whole first, so a client cannot make the server hold gigabytes.
import type { NextRequest } from "next/server";

import { AppError } from "./errors";
import { BODY_BYTES, JSON_BODY_LIMIT } from "./lane-handoff.mjs";

export { JSON_BODY_LIMIT };

const MB = 1024 * 1024;
/** Multipart uploads, unless a route allows more (the files' own limits are checked after). */
export const UPLOAD_BODY_LIMIT = 10 * MB;

export const bodyTooLarge = (limit: number) =>
  new AppError(413, `The request body is larger than ${Math.round(limit / MB)} MB.`);

/**
 * JSON, multipart or url-encoded bodies, as an object (repeated form keys become arrays). A form's
 * fields go into an object without a prototype, so a part named `__proto__`, `constructor` or
 * `prototype` is one more field (refused or ignored by the route's schema), never the object's
 * prototype; JSON.parse already makes such keys own properties.
 */
export async function readBody(
  req: NextRequest,
  uploadLimit = UPLOAD_BODY_LIMIT,
): Promise<unknown> {
  const type = req.headers.get("content-type") ?? "";
  const multipart = type.includes("multipart/form-data");
  if (multipart || type.includes("application/x-www-form-urlencoded")) {
    const bytes = await readLimited(req, multipart ? uploadLimit : JSON_BODY_LIMIT);
    let form: FormData;
    try {
      form = await new Response(bytes, { headers: { "content-type": type } }).formData();
    } catch {
      throw new AppError(400, "Malformed form body.");
    }
    const out = Object.create(null) as Record<string, unknown>;
    for (const key of new Set(form.keys())) {
      const values = form.getAll(key);
      out[key] = values.length > 1 ? values : values[0];
    }
    return out;
  }
  const text = new TextDecoder().decode(await readLimited(req, JSON_BODY_LIMIT));
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError(400, "Malformed JSON body.");
  }
}

/** The body's bytes, or 413 the moment it is known to be over `limit`. */
async function readLimited(req: NextRequest, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(req.headers.get("content-length") ?? NaN);
  if (declared > limit) throw bodyTooLarge(limit);
  // Read from the socket by the lane of the hot requests (lib/core/lane-handoff.mjs).
  const read = (req as { [BODY_BYTES]?: () => Promise<Uint8Array<ArrayBuffer>> })[BODY_BYTES];
  if (read) {
    const bytes = await read();
    if (bytes.byteLength > limit) throw bodyTooLarge(limit);
    return bytes;
  }
  if (!req.body) return new Uint8Array();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw bodyTooLarge(limit);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}
