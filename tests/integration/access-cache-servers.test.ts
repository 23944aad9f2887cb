// Two app servers on one database: this process and a second Node process running the app's own
// modules (access-peer.ts). Both remember a venue's access; a tenant disabled with SQL is refused
// by both within a second, through the database's notifications alone, and so are a token of an
// account whose password was changed (its session version moved on) and an impersonation the
// venue revoked.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import readline from "node:readline";

import pg from "pg";
import { describe, expect, it } from "vitest";

import * as item from "@/app/api/management/impersonation/[id]/route";
import * as roles from "@/app/api/roles/route";
import { signAccessToken } from "@/lib/auth/tokens";
import { accessCacheListening, accessCacheStats } from "@/lib/cache/access";

import { approvedGrant, call, createUser, msUntil, venue } from "./helpers";

type Answer = { status: number; hits: number };

/** The second server: asks go in on its stdin, answers come back on its stdout, by id. */
async function startPeer() {
  const child: ChildProcess = spawn(
    "npx",
    ["tsx", path.join(import.meta.dirname, "access-peer.ts")],
    {
      cwd: path.resolve(import.meta.dirname, "../.."),
      env: { ...process.env },
      stdio: ["pipe", "pipe", "inherit"],
      detached: true, // its own process group, so a failed test can stop npx and tsx alike
    },
  );
  const waiting = new Map<number, (answer: Answer) => void>();
  let ready!: () => void;
  const started = new Promise<void>((resolve) => (ready = resolve));
  readline.createInterface({ input: child.stdout! }).on("line", (line) => {
    const message = JSON.parse(line);
    if (message.ready) ready();
    else waiting.get(message.id)?.(message);
  });
  const exited = new Promise((resolve) => child.on("exit", resolve));
  await Promise.race([
    started,
    exited.then(() => Promise.reject(new Error("The second server exited before it was ready"))),
  ]);
  let next = 0;
  return {
    ask(token: string, host: string): Promise<Answer> {
      const id = next++;
      const answer = new Promise<Answer>((resolve) => waiting.set(id, resolve));
      child.stdin!.write(`${JSON.stringify({ id, token, host })}\n`);
      return answer;
    },
    async stop() {
      child.stdin!.end(); // it disconnects and exits
      const timer = setTimeout(() => process.kill(-child.pid!, "SIGKILL"), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

describe("two app servers on one database", () => {
  it("both refuse a tenant disabled with SQL within a second", { timeout: 60_000 }, async () => {
    await bothRememberThenChange(
      (v) => ["UPDATE tenants SET is_active = false WHERE id = $1", [v.tenant.id]],
      404,
    );
  });

  it(
    "both refuse an old token of an account whose password changed",
    { timeout: 60_000 },
    async () => {
      await bothRememberThenChange(
        (v) => ["UPDATE users SET password_hash = 'changed elsewhere' WHERE id = $1", [v.user.id]],
        401,
      );
    },
  );

  it(
    "both refuse an impersonation the venue revoked, within a second",
    { timeout: 60_000 },
    async () => {
      await accessCacheListening();
      const v = await venue();
      const host = `${v.tenant.slug}.localhost`;
      const provider = await createUser({ system: true });
      const grant = await approvedGrant(v.tenant.id, provider.id, "Admin");
      const token = await signAccessToken({
        sub: provider.uuid,
        tenant: v.tenant.slug,
        imp: grant.id,
      });
      const peer = await startPeer();
      try {
        const here = (settle = false) => call(roles.GET, { host, token, settle });
        const there = () => peer.ask(token, host);
        expect((await here(true)).status).toBe(200);
        expect((await here()).status).toBe(200);
        expect((await there()).status).toBe(200);
        expect((await there()).status).toBe(200);

        // The venue's Admin revokes it through the API, on this server: here it is refused at
        // once, there as soon as the notification arrives.
        const revoked = await v.as(item.DELETE, {
          method: "DELETE",
          params: { id: String(grant.id) },
        });
        expect(revoked.status).toBe(204);
        // The session was the grant's: it is over, as a signed-out one is (401).
        expect((await here()).status).toBe(401);
        expect(await msUntil(401, there)).toBeLessThan(1_000);
      } finally {
        await peer.stop();
      }
    },
  );
});

type Venue = Awaited<ReturnType<typeof venue>>;

/** Both servers answer `v`'s token from memory; then `change` is made with SQL; both refuse. */
async function bothRememberThenChange(change: (v: Venue) => [string, unknown[]], refusal: number) {
  await accessCacheListening();
  const v = await venue();
  const host = `${v.tenant.slug}.localhost`;
  const peer = await startPeer();
  try {
    const here = (settle = false) => call(roles.GET, { host, token: v.token, settle });
    const there = () => peer.ask(v.token, host);
    // Both remember the venue: each one's second answer is a hit.
    expect((await here(true)).status).toBe(200);
    const hitsHere = accessCacheStats().hits;
    expect((await here()).status).toBe(200);
    expect(accessCacheStats().hits).toBeGreaterThan(hitsHere);
    const first = await there();
    expect(first.status).toBe(200);
    const second = await there();
    expect(second.status).toBe(200);
    expect(second.hits).toBeGreaterThan(first.hits);

    const sql = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await sql.connect();
    await sql.query(...change(v));
    await sql.end();
    const [msHere, msThere] = await Promise.all([msUntil(refusal, here), msUntil(refusal, there)]);
    expect(msHere).toBeLessThan(1_000);
    expect(msThere).toBeLessThan(1_000);
  } finally {
    await peer.stop();
  }
}
