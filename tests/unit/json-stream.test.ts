// A reply streamed in pieces (lib/core/json-text.ts): each piece is read when the client takes the
// last, and a piece that fails midway cuts the body off and is logged by name, not thrown past
// the server's own log.
import { afterEach, describe, expect, it, vi } from "vitest";

import { JsonStream } from "@/lib/core/json-text";
import { log } from "@/lib/log";

afterEach(() => vi.restoreAllMocks());

describe("JsonStream", () => {
  it("sends its pieces in order, each read only when the client asks", async () => {
    const read: string[] = [];
    async function* pieces() {
      for (const p of ["[", "1,2", ",3", "]"]) {
        read.push(p);
        yield p;
      }
    }
    const reader = new JsonStream<number[]>(pieces()).body().getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe("[");
    expect(read).toEqual(["["]);
    expect(await new Response(new JsonStream<number[]>(pieces()).body()).json()).toEqual([1, 2, 3]);
  });

  it("cuts the body off and logs why when a piece fails midway", async () => {
    const error = vi.spyOn(log, "error").mockImplementation(() => {});
    async function* pieces() {
      yield "[";
      throw new Error("canceling statement due to statement timeout");
    }
    await expect(new Response(new JsonStream(pieces()).body()).text()).rejects.toThrow();
    expect(error).toHaveBeenCalledWith("A streamed answer failed midway", expect.anything());
  });
});
