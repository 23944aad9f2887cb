// A second app server for access-cache.test.ts: the app's own modules in a process of their own,
// on the test's database (DATABASE_URL and AUTH_SECRET come from the parent). Once it hears the
// database's access notifications it prints {"ready":true}; then, for each line
// {"id","token","host"} on stdin, it prints {"id","status","hits"}: what GET /api/roles/ (a
// signed-in door and nothing else) answers that token on that host, and its cache hits so far.
// It exits when stdin closes.
import readline from "node:readline";

import { NextRequest } from "next/server";

import { GET as roles } from "@/app/api/roles/route";
import { accessCacheListening, accessCacheStats } from "@/lib/cache/access";
import { disconnectDb } from "@/lib/db";

type Ask = { id: number; token: string; host: string };

async function answer({ id, token, host }: Ask) {
  const req = new NextRequest(`http://${host}/api/roles/`, {
    headers: { host, authorization: `Bearer ${token}` },
  });
  const res = await roles(req, { params: Promise.resolve({}) });
  return { id, status: res.status, hits: accessCacheStats().hits };
}

async function main() {
  await accessCacheListening();
  process.stdout.write(`${JSON.stringify({ ready: true })}\n`);
  for await (const line of readline.createInterface({ input: process.stdin })) {
    if (line.trim()) process.stdout.write(`${JSON.stringify(await answer(JSON.parse(line)))}\n`);
  }
  await disconnectDb();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
