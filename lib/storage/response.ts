// A stored file as an answer, streamed from its backend as the client reads it: whole (200), the
// one range asked for (206), or 416 for a range past its end.
import { Readable } from "node:stream";

import { partLength } from "./range";
import type { OpenedFile } from "./types";

/** The file's body as a Response's. */
export const webBody = (file: OpenedFile) =>
  Readable.toWeb(file.body) as unknown as ReadableStream<Uint8Array>;

/**
 * The answer of `file` read for a request that asked for a range (`ranged`) or not, with
 * `headers` besides.
 */
export function fileResponse(file: OpenedFile, ranged: boolean, headers: Record<string, string>) {
  const common = { ...headers, "accept-ranges": "bytes" };
  if (!file.part) {
    file.body.destroy();
    // Not cached as the file is: the same address answers whole afterwards.
    return new Response(null, {
      status: 416,
      headers: { ...common, "cache-control": "no-store", "content-range": `bytes */${file.size}` },
    });
  }
  const length = String(partLength(file.part));
  const body = webBody(file);
  if (!ranged)
    return new Response(body, {
      headers: { ...common, "content-type": file.contentType, "content-length": length },
    });
  return new Response(body, {
    status: 206,
    headers: {
      ...common,
      "content-type": file.contentType,
      "content-length": length,
      "content-range": `bytes ${file.part.start}-${file.part.end}/${file.size}`,
    },
  });
}
