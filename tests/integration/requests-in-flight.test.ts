// The requests background work gives way to (lib/core/yield-when-busy.ts) are those the server is
// working on: one that only waits for its client's body is not counted, or a client holding a
// body open would slow every venue's customer mail to one a second.
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";

import { POST as token } from "@/app/api/token/route";

const inFlight = () =>
  (globalThis as { hallbookRequestsInFlight?: { n: number } }).hallbookRequestsInFlight?.n ?? 0;
const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("requests in flight", () => {
  it("count a request's work, not the wait for its body", async () => {
    let send!: (text: string) => void;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        send = (text) => {
          controller.enqueue(new TextEncoder().encode(text));
          controller.close();
        };
      },
    });
    const req = new NextRequest("http://localhost/api/token/", {
      method: "POST",
      headers: { host: "localhost", "content-type": "application/json" },
      body,
      duplex: "half",
    } as ConstructorParameters<typeof NextRequest>[1]);
    const answer = token(req, { params: Promise.resolve({}) });
    await tick(100);
    expect(inFlight()).toBe(0);
    send('{"email":"nobody@example.com","password":"Wrong#12345"}');
    expect((await answer).status).toBe(401);
    expect(inFlight()).toBe(0);
  });
});
