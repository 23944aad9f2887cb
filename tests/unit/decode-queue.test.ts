// The process's image decoding runs one image at a time, in the order they came, with a bounded
// line of waiting uploads; one more is refused at once (503) rather than queued without end.
import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { AppError } from "@/lib/core/errors";
import { decodeInTurn, decodeQueueStats, MAX_WAITING } from "@/lib/storage/decode-queue";

describe("decodeInTurn", () => {
  it("decodes one image at a time, in turn, with one libvips thread", async () => {
    expect(sharp.concurrency()).toBe(1);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const releases: (() => void)[] = [];
    const job = (n: number) =>
      decodeInTurn(async () => {
        running++;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        order.push(n);
        running--;
        return n;
      });
    const jobs = Array.from({ length: 1 + MAX_WAITING }, (_, n) => job(n));
    await new Promise((r) => setTimeout(r, 10));
    expect(decodeQueueStats()).toEqual({ running: 1, waiting: MAX_WAITING });

    const refused = await job(99).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(503);

    while (order.length < jobs.length) {
      releases.shift()?.();
      await new Promise((r) => setTimeout(r, 1));
    }
    expect(await Promise.all(jobs)).toEqual(order);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(most).toBe(1);
    expect(decodeQueueStats()).toEqual({ running: 0, waiting: 0 });
  });

  it("hands its turn on when an image fails", async () => {
    const failed = decodeInTurn(() => Promise.reject(new Error("corrupt")));
    const next = decodeInTurn(() => Promise.resolve("ok"));
    await expect(failed).rejects.toThrow("corrupt");
    await expect(next).resolves.toBe("ok");
    expect(decodeQueueStats()).toEqual({ running: 0, waiting: 0 });
  });
});
