// The lane of the three hot requests (scripts/hot-lane.mjs, decision 097): a calendar's range, a
// page of the list and a booking's creation reach their route handlers without Next.js's router,
// and answer over HTTP as Next.js would have: the same statuses and bodies, the same security
// headers, a 304 to their ETag, gzip when asked, and a Host no URL can have refused.
import http from "node:http";
import net from "node:net";
import { gunzipSync } from "node:zlib";

import { UNKNOWN_HOST } from "@/lib/core/host-kind.mjs";

import { dayOfMonth } from "./calendar-support";
import { expect, test } from "./fixtures";
import { PORT, raw } from "./raw-http";
import { DEMO_OWNER } from "./support";

const HOST = `demo.localhost:${PORT}`;

async function token() {
  const res = await raw(HOST, "/api/token/", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: Buffer.from(JSON.stringify(DEMO_OWNER)),
  });
  expect(res.status).toBe(200);
  return (JSON.parse(res.body) as { access: string }).access;
}

/** A GET's status, headers and body as bytes (a gzip body is no text). */
function getBytes(path: string, headers: Record<string, string>) {
  return new Promise<{ headers: http.IncomingHttpHeaders; bytes: Buffer }>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port: PORT, path, headers: { host: HOST, ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ headers: res.headers, bytes: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

const SECURITY = {
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'; sandbox",
};

test("the hot requests answer through the lane as their handlers do", async ({ venue }) => {
  const day = dayOfMonth(3, 9);
  const { hall, booking } = await venue.bookedHall(day);
  const auth = { authorization: `Bearer ${await token()}` };
  const month = `/api/tenant/schedules/?hall=${hall.id}&start=${day}&end=${dayOfMonth(3, 20)}`;

  const read = await raw(HOST, month, { headers: auth });
  expect(read.status).toBe(200);
  expect(read.headers).toMatchObject({ ...SECURITY, "content-type": "application/json" });
  // Served by the lane: Next.js would add its router's Vary headers and send it chunked.
  expect(read.headers.vary ?? "").not.toContain("rsc");
  expect(Number(read.headers["content-length"])).toBe(Buffer.byteLength(read.body));
  expect(JSON.parse(read.body)).toEqual([expect.objectContaining({ id: booking.id })]);

  const etag = read.headers.etag as string;
  const again = await raw(HOST, month, { headers: { ...auth, "if-none-match": etag } });
  expect(again.status).toBe(304);
  expect(again.headers).toMatchObject({ ...SECURITY, etag });

  const zipped = await getBytes("/api/tenant/bookings/?page=1&page_size=50", {
    ...auth,
    "accept-encoding": "gzip",
  });
  expect(zipped.headers["content-encoding"]).toBe("gzip");
  expect(JSON.parse(gunzipSync(zipped.bytes).toString("utf8"))).toHaveProperty("count");
  // gzip refused with q=0: none
  const plain = await raw(HOST, "/api/tenant/bookings/?page=1&page_size=50", {
    headers: { ...auth, "accept-encoding": "gzip;q=0, identity" },
  });
  expect(plain.headers["content-encoding"]).toBeUndefined();
  expect(JSON.parse(plain.body)).toHaveProperty("count");
  // A `#` ends the query for the lane as for the handler: no page, so the whole list, streamed
  // by Next.js, never read whole by the lane.
  const hashed = await raw(HOST, "/api/tenant/bookings/?status=confirmed#&page=1", {
    headers: auth,
  });
  expect(hashed.status).toBe(200);
  expect(Array.isArray(JSON.parse(hashed.body))).toBe(true);
  expect(hashed.headers["transfer-encoding"]).toBe("chunked");

  const made = await raw(HOST, "/api/tenant/bookings/", {
    method: "POST",
    headers: { ...auth, "content-type": "application/json" },
    body: Buffer.from(
      JSON.stringify({ hall: hall.id, start_time: `${day}T14:00`, end_time: `${day}T15:00` }),
    ),
  });
  expect(made.status).toBe(201);
  expect(made.headers).toMatchObject(SECURITY);
  const clash = await raw(HOST, "/api/tenant/bookings/", {
    method: "POST",
    headers: { ...auth, "content-type": "application/json" },
    body: Buffer.from(
      JSON.stringify({ hall: hall.id, start_time: `${day}T14:30`, end_time: `${day}T15:30` }),
    ),
  });
  expect(clash.status).toBe(409);
  const broken = await raw(HOST, "/api/tenant/bookings/", {
    method: "POST",
    headers: { ...auth, "content-type": "application/json" },
    body: Buffer.from('{"hall":'),
  });
  expect(broken.status).toBe(400);
  expect(JSON.parse(broken.body)).toEqual({ detail: "Malformed JSON body." });

  // No token: the door's 401; a Host no URL can have: 421, as for any unknown host.
  expect((await raw(HOST, month)).status).toBe(401);
  const misdirected = await raw("bad host", month, { headers: auth });
  expect(misdirected.status).toBe(421);
  expect(misdirected.headers).toMatchObject({ "x-content-type-options": "nosniff" });
  // Hosts a URL can be made of, but of another host or path than the request's: 421 too, as
  // Next.js's path answers them (SECURITY.md), not the lane's failure.
  for (const [host, path, method] of [
    [`${HOST}@evil.example`, month, "GET"],
    ["a@b", month, "GET"],
    [`localhost:${PORT}/api/tenant/schedules/?`, "/api/tenant/bookings/", "POST"],
  ]) {
    const answer = await raw(host, path, {
      method,
      headers: { ...auth, "content-type": "application/json" },
      body: method === "POST" ? Buffer.from("{}") : undefined,
    });
    expect(answer.status, host).toBe(421);
    expect(JSON.parse(answer.body), host).toEqual({ detail: UNKNOWN_HOST });
  }
});

test("a list without a page is streamed by Next.js, as before", async ({ venue }) => {
  await venue.bookedHall(dayOfMonth(3, 11));
  const res = await raw(HOST, "/api/tenant/bookings/?status=confirmed", {
    headers: { authorization: `Bearer ${await token()}` },
  });
  expect(res.status).toBe(200);
  expect(Array.isArray(JSON.parse(res.body))).toBe(true);
  expect(res.headers["transfer-encoding"]).toBe("chunked");
});

test("a booking's body reaches the door however it is sent, within the JSON limit", async ({
  venue,
}) => {
  const day = dayOfMonth(3, 13);
  const { hall } = await venue.bookedHall(day);
  const headers = { authorization: `Bearer ${await token()}`, "content-type": "application/json" };
  const post = (body: Buffer, chunked = false) =>
    raw(HOST, "/api/tenant/bookings/", { method: "POST", headers, body, chunked });
  const booking = (hour: number, extra = {}) =>
    Buffer.from(
      JSON.stringify({
        hall: hall.id,
        start_time: `${day}T${hour}:00`,
        end_time: `${day}T${hour}:30`,
        ...extra,
      }),
    );

  // With its length (read by the lane before the door) and chunked (read by the door as a stream).
  const sized = await post(booking(14));
  expect(sized.status).toBe(201);
  expect(JSON.parse(sized.body)).toMatchObject({ hall: hall.id, event_name: "New Booking" });
  const chunked = await post(booking(16, { notes: "x".repeat(3000) }), true);
  expect(chunked.status).toBe(201);
  expect(JSON.parse(chunked.body)).toMatchObject({ notes: "x".repeat(3000) });

  // Over the JSON limit, said or not: 413 from the door (or the connection closed under a client
  // still sending the rest), and nothing written.
  const huge = booking(18, { notes: "x".repeat(1024 * 1024) });
  for (const chunk of [false, true]) {
    const answer = await post(huge, chunk).then(
      (res) => String(res.status),
      (error: NodeJS.ErrnoException) => error.code ?? "",
    );
    expect(["413", "ECONNRESET", "EPIPE"], `chunked: ${chunk}`).toContain(answer);
  }
  const month = `/api/tenant/schedules/?hall=${hall.id}&start=${day}&end=${dayOfMonth(3, 14)}`;
  const events = JSON.parse((await raw(HOST, month, { headers })).body) as { start: string }[];
  expect(events.length).toBeGreaterThanOrEqual(3);
  expect(events.filter((e) => e.start.includes("T18:"))).toEqual([]);
});

test("a caller the door refuses is answered before its body is read", async () => {
  // Headers that promise a kilobyte, and ten bytes of it: the door's 401 comes at once, without
  // waiting for (or holding) the rest.
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = net.connect(PORT, "127.0.0.1", () =>
      socket.write(
        `POST /api/tenant/bookings/ HTTP/1.1\r\nHost: ${HOST}\r\n` +
          "Content-Type: application/json\r\nContent-Length: 1024\r\n\r\n" +
          '{"hall": 1',
      ),
    );
    let text = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk) => {
      text += chunk;
      if (text.includes("\r\n\r\n")) {
        socket.destroy();
        resolve(text);
      }
    });
    socket.on("error", reject);
    setTimeout(() => {
      socket.destroy();
      resolve(text || "no answer");
    }, 5_000);
  });
  expect(answer.split("\r\n")[0]).toBe("HTTP/1.1 401 Unauthorized");
});
