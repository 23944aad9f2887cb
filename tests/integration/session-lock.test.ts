// Work one process at a time does across app servers (lib/db/session-lock.ts): the demo data's
// first load when replicas start at once. The second waits for the first, then does its work.
import { expect, it } from "vitest";

import { listenUrl } from "@/lib/db/listen";
import { withSessionLock } from "@/lib/db/session-lock";

it("lets one holder work at a time, and frees the lock when its work throws", async () => {
  const url = listenUrl()!;
  const key = 424_242;
  const log: string[] = [];
  const work = (name: string) => async () => {
    log.push(`${name} in`);
    await new Promise((r) => setTimeout(r, 150));
    log.push(`${name} out`);
    return name;
  };
  expect(
    await Promise.all([withSessionLock(url, key, work("a")), withSessionLock(url, key, work("b"))]),
  ).toEqual(["a", "b"]);
  expect(log.join(",")).toMatch(/^(a in,a out,b in,b out|b in,b out,a in,a out)$/);
  await expect(
    withSessionLock(url, key, async () => {
      throw new Error("no");
    }),
  ).rejects.toThrow("no");
  expect(await withSessionLock(url, key, async () => "free")).toBe("free");
});
