// Requests as a hand-written client sends them, which a browser never would: any Host, any
// headers, a body chunked or not, and any request line.
import http from "node:http";
import net from "node:net";

/** The port of the server under test (playwright.config.ts). */
export const PORT = Number(process.env.E2E_PORT ?? 3210);

export type Raw = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** A request as a hand-written client sends it: any Host, any headers, a body chunked or not. */
export function raw(
  host: string,
  path: string,
  o: { method?: string; headers?: Record<string, string>; body?: Buffer; chunked?: boolean } = {},
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { host, ...o.headers };
    if (o.body && !o.chunked) headers["content-length"] = String(o.body.byteLength);
    const req = http.request(
      { host: "127.0.0.1", port: PORT, path, method: o.method ?? "GET", headers },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on("error", reject);
    if (o.body && o.chunked)
      for (let at = 0; at < o.body.length; at += 1024) req.write(o.body.subarray(at, at + 1024));
    else if (o.body) req.write(o.body);
    req.end();
  });
}

/** A multipart body of text fields, as a form without JavaScript posts it. */
export function multipart(fields: [string, string][]) {
  const boundary = "----edges" + Math.random().toString(16).slice(2);
  const parts = fields.map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    body: Buffer.from(`${parts.join("")}--${boundary}--\r\n`),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

/**
 * The answer to a request whose request line is written as it is (`GET * HTTP/1.1`, an absolute
 * URL), which Node's client would not send: its status and headers.
 */
export function rawLine(line: string, host: string): Promise<Omit<Raw, "body">> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(PORT, "127.0.0.1", () =>
      socket.write(`${line}\r\nHost: ${host}\r\nConnection: close\r\n\r\n`),
    );
    let text = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk) => (text += chunk));
    socket.on("error", reject);
    socket.on("end", () => {
      const [status = "", ...lines] = text.split("\r\n\r\n")[0]!.split("\r\n");
      const headers: http.IncomingHttpHeaders = {};
      for (const header of lines) {
        const colon = header.indexOf(":");
        headers[header.slice(0, colon).trim().toLowerCase()] = header.slice(colon + 1).trim();
      }
      resolve({ status: Number(status.split(" ")[1]), headers });
    });
  });
}
