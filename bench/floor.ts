// The floor: a bare node:http + pg server answering HallBook's three hot requests (a hall's month
// of events, a page of the bookings list, creating a booking) with HallBook's semantics and JSON,
// on HallBook's database. What HallBook spends above it is the cost of its stack (Next.js, Prisma,
// zod, its door), which is what `npm run bench:http` measures (docs/decisions/027).
//
// Run by the benchmark as its own process: `node --import tsx bench/floor.ts` with PORT,
// DATABASE_URL and AUTH_SECRET (APP_HOST, DATABASE_POOL_SIZE optional).
import http from "node:http";

import pg from "pg";

import { list, month } from "./floor/bookings";
import { create } from "./floor/create";
import { createDoor, failure, HttpError } from "./floor/door";

const { DATABASE_URL, AUTH_SECRET } = process.env;
if (!DATABASE_URL || !AUTH_SECRET) {
  console.error("The floor server needs DATABASE_URL and AUTH_SECRET.");
  process.exit(1);
}
const port = Number(process.env.PORT ?? 3321);
const pool = new pg.Pool({
  connectionString: DATABASE_URL,
  max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
});
pool.on("error", (error) => console.error("Idle database connection lost:", error.message));
const enter = createDoor(pool, AUTH_SECRET, process.env.APP_HOST ?? "localhost");

function send(res: http.ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(text),
  });
  res.end(text);
}

async function readJson(req: http.IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw failure(400, "Malformed JSON body.");
  }
}

async function answer(req: http.IncomingMessage, res: http.ServerResponse) {
  const url = new URL(req.url ?? "/", "http://floor");
  // HallBook serves every API path with and without its trailing slash.
  const route = `${req.method} ${url.pathname.replace(/\/$/, "")}`;
  const query = Object.fromEntries(url.searchParams);
  if (route === "GET /health") return send(res, 200, { status: "ok" });
  if (route === "GET /api/tenant/schedules") {
    const { venue } = await enter(req);
    return send(res, 200, await month(pool, venue, query));
  }
  if (route === "GET /api/tenant/bookings") {
    const { venue } = await enter(req);
    return send(res, 200, await list(pool, venue, query));
  }
  if (route === "POST /api/tenant/bookings") {
    const { venue, userId } = await enter(req);
    return send(res, 201, await create(pool, venue, userId, await readJson(req)));
  }
  send(res, 404, { detail: "Not found." });
}

const server = http.createServer((req, res) => {
  answer(req, res).catch((error) => {
    if (error instanceof HttpError) return send(res, error.status, error.body);
    console.error(error);
    send(res, 500, { detail: "Internal server error." });
  });
});

server.listen(port, "127.0.0.1", () => console.log(`Floor server on http://127.0.0.1:${port}`));

for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => {
    server.close();
    server.closeAllConnections();
    pool.end().finally(() => process.exit(0));
  });
