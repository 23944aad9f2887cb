// The production server's static files: served from the build's Brotli or gzip copy when the client
// takes it, with the headers every answer carries; anything else is left to Next.js.
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { BASE_HEADERS } from "@/lib/security/base-headers.mjs";
import { precompressedStatic } from "@/scripts/lib/precompressed.mjs";

const SCRIPT = "console.log('a chunk of the build');".repeat(50);
let root: string;
let server: http.Server;
let port: number;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "hallbook-static-"));
  fs.mkdirSync(path.join(root, "chunks"));
  const chunk = path.join(root, "chunks", "0a1b-c_d.js");
  fs.writeFileSync(chunk, SCRIPT);
  fs.writeFileSync(`${chunk}.br`, zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(`${chunk}.gz`, zlib.gzipSync(SCRIPT));
  fs.writeFileSync(path.join(root, "chunks", "plain.js"), SCRIPT); // no copies
  fs.writeFileSync(path.join(root, "secret.js.br"), "outside the chunks");
  const serve = precompressedStatic(root);
  server = http.createServer((req, res) => {
    if (serve(req, res)) return;
    res.writeHead(404, { "X-Answered-By": "next" }).end("next");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(root, { recursive: true, force: true });
});

/** A raw request: the answer's bytes as sent, not decoded. */
function get(pathname: string, acceptEncoding?: string, method = "GET") {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const headers = acceptEncoding === undefined ? {} : { "Accept-Encoding": acceptEncoding };
      const req = http.request(
        { host: "127.0.0.1", port, path: pathname, method, headers },
        (r) => {
          const chunks: Buffer[] = [];
          r.on("data", (c: Buffer) => chunks.push(c));
          r.on("end", () =>
            resolve({ status: r.statusCode!, headers: r.headers, body: Buffer.concat(chunks) }),
          );
        },
      );
      req.on("error", reject);
      req.end();
    },
  );
}

const CHUNK = "/_next/static/chunks/0a1b-c_d.js";

describe("precompressed static files", () => {
  it("sends the Brotli copy to a browser that takes it, cached for good", async () => {
    const answer = await get(`${CHUNK}?dpl=1`, "gzip, deflate, br, zstd");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-type"]).toBe("application/javascript; charset=utf-8");
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(answer.headers.vary).toBe("Accept-Encoding");
    for (const { key, value } of BASE_HEADERS)
      expect(answer.headers[key.toLowerCase()]).toBe(value);
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
  });

  it("sends gzip when Brotli is not taken, or refused with q=0", async () => {
    for (const header of ["gzip", "br;q=0, gzip;q=0.5", "deflate, GZIP"]) {
      const answer = await get(CHUNK, header);
      expect(answer.headers["content-encoding"], header).toBe("gzip");
      expect(zlib.gunzipSync(answer.body).toString()).toBe(SCRIPT);
    }
  });

  it("answers HEAD with the headers and no body", async () => {
    const answer = await get(CHUNK, "br", "HEAD");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.body.length).toBe(0);
  });

  it("leaves to Next.js what it has no copy for or may not serve", async () => {
    const passed = [
      get(CHUNK), // no Accept-Encoding
      get(CHUNK, "identity"),
      get(CHUNK, "*"),
      get(CHUNK, "br;q=0, gzip;q=0"),
      get(CHUNK, "br", "POST"),
      get("/_next/static/chunks/plain.js", "br"),
      get("/_next/static/chunks/missing.js", "br"),
      get("/_next/static/chunks/../secret.js", "br"),
      get("/_next/static/%2e%2e/secret.js", "br"),
      get("/elsewhere/chunks/0a1b-c_d.js", "br"),
    ];
    for (const answer of await Promise.all(passed)) {
      expect(answer.headers["x-answered-by"]).toBe("next");
      expect(answer.headers["content-encoding"]).toBeUndefined();
    }
  });
});
