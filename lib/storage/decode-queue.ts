// Decoding and re-encoding an image is the heaviest work a request can ask for: tens of millions
// of pixels, up to a second of CPU, on one of the threads of libuv's pool, which also read the
// files the public site serves and compress its answers. Four at once took every thread, and the
// venue's home waited for them (0.49 s became 1.96 s). So each process decodes one image at a time
// with one libvips thread, a few more wait their turn, and past those it answers 503: the other
// requests keep three threads and a core (docs/decisions/050-bounded-enquiries-and-uploads.md).
import sharp from "sharp";

import { AppError } from "@/lib/core/errors";

/** Images decoded at once in this process. */
const AT_ONCE = 1;
/** Images waiting for their turn; one more is refused with 503 and Retry-After. */
export const MAX_WAITING = 8;
export const IMAGES_BUSY =
  "Many images are being processed right now. Please try again in a moment.";

sharp.concurrency(1); // libvips threads per image: the rest of the machine serves requests
sharp.cache(false); // each upload is decoded once; a cache would only hold memory

type Queue = { running: number; waiting: (() => void)[] };
// One queue per process: Next.js may load this module in several bundles.
const globalForQueue = globalThis as unknown as { hallbookDecodeQueue?: Queue };
const queue = (globalForQueue.hallbookDecodeQueue ??= { running: 0, waiting: [] });

/** Runs `work` (a sharp pipeline) when its turn comes, or throws 503 when too many wait. */
export async function decodeInTurn<T>(work: () => Promise<T>): Promise<T> {
  if (queue.running < AT_ONCE) queue.running++;
  else {
    if (queue.waiting.length >= MAX_WAITING)
      throw new AppError(503, IMAGES_BUSY, { "retry-after": "5" });
    // The one finishing hands its place over, so `running` stays as it is.
    await new Promise<void>((resolve) => queue.waiting.push(resolve));
  }
  try {
    return await work();
  } finally {
    const next = queue.waiting.shift();
    if (next) next();
    else queue.running--;
  }
}

/** How many images are being decoded and waiting now (for tests and logs). */
export const decodeQueueStats = () => ({ running: queue.running, waiting: queue.waiting.length });
