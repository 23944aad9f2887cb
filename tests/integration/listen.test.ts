// The listener's barrier (lib/db/listen.ts): once sync() resolves, every notification committed
// before the call has been handled; calls made at the same time share round trips.
import pg from "pg";
import { afterAll, beforeAll, expect, it, vi } from "vitest";

import { db } from "@/lib/db";
import { ChannelListener, listenUrl } from "@/lib/db/listen";

const heard: string[] = [];
let listener: ChannelListener;

beforeAll(async () => {
  listener = new ChannelListener(listenUrl()!, "hallbook_listen_test", {
    onNotify: (payload) => heard.push(payload),
    onListening: () => {},
    onLost: () => {},
  });
  await listener.whenListening();
});
afterAll(() => listener.close());

it("hears what was committed before each of many concurrent calls, in two round trips", async () => {
  const queries = vi.spyOn(pg.Client.prototype, "query");
  try {
    const payloads = Array.from({ length: 20 }, (_, i) => `change-${i}`);
    await Promise.all(
      payloads.map(async (payload) => {
        await db.$executeRaw`SELECT pg_notify('hallbook_listen_test', ${payload})`;
        await listener.sync();
        expect(heard).toContain(payload);
      }),
    );
    const barriers = queries.mock.calls.filter(([text]) => text === "SELECT 1");
    expect(barriers.length).toBeGreaterThanOrEqual(1);
    // One per write would be 20; the writes that ended while a barrier was out share the next.
    expect(barriers.length).toBeLessThan(20);
  } finally {
    queries.mockRestore();
  }
});
