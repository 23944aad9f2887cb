// The edges of the production server, sent as a browser or a hostile client sends them: next=
// values through the real login page, hosts that are no host, internal headers on a dotted page
// path, and malformed posts to the public forms' server actions. Each answer is a 4xx or a page of
// this site, never a 500 and never another host.
import http from "node:http";

import { expect, test } from "@playwright/test";

import { signInWithCookie } from "./fixtures";
import { REDIRECT_PAYLOADS } from "./redirect-payloads";
import { DEMO_OWNER, PORT, signIn, tenantUrl } from "./support";

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** A request as a hand-written client sends it: any Host, any headers, a body chunked or not. */
function raw(
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
function multipart(fields: [string, string][]) {
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

const demoHost = `demo.localhost:${PORT}`;

test.describe("the login page's next=", () => {
  test("sends a signed-in visitor only to a page of this host", async ({ page, context }) => {
    await signInWithCookie(context, page.request);
    const cookie = (await context.cookies(tenantUrl("/")))
      .map((c) => `${c.name}=${c.value}`)
      .join("; ");
    for (const payload of REDIRECT_PAYLOADS) {
      const res = await raw(demoHost, `/login?next=${encodeURIComponent(payload)}`, {
        headers: { cookie },
      });
      expect(res.status, JSON.stringify(payload)).toBe(307);
      const location = res.headers.location ?? "";
      expect(location, JSON.stringify(payload)).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
      expect(new URL(location, tenantUrl("/")).host, JSON.stringify(payload)).toBe(demoHost);
    }
    // A path of this host is where the visitor goes.
    const own = await raw(demoHost, `/login?next=${encodeURIComponent("/bookings?q=a b")}`, {
      headers: { cookie },
    });
    expect(own.headers.location).toBe("/bookings?q=a%20b");
  });

  test("signs in through the form and stays on this host", async ({ page }) => {
    await page.goto(tenantUrl("/login?next=/%09/evil.example"));
    await signIn(page, DEMO_OWNER);
    await expect(page).toHaveURL(tenantUrl("/dashboard"));
  });
});

test.describe("hosts and internal headers", () => {
  test("a host that is no host is 421, pages and sign-in alike", async () => {
    for (const host of [`demo.localhost:${PORT}@evil.example`, `localhost:${PORT}/evil.example`])
      for (const path of ["/", "/login", "/api/auth/session", "/api/tenant/halls/"])
        expect((await raw(host, path)).status, `${host} ${path}`).toBe(421);
  });

  test("a dotted page path goes through the proxy: no client's tenant header", async () => {
    const res = await raw(`localhost:${PORT}`, "/demo/support/tickets/1.x", {
      headers: { "x-hallbook-tenant": "demo", "x-hallbook-path": "//evil.example" },
    });
    // The tenant layout does not believe it, so the page redirects home; the page has its policy.
    expect(res.status).toBe(307);
    expect(res.headers.location).toBe("/");
    expect(res.headers["content-security-policy"]).toContain("nonce-");
  });
});

test.describe("the public forms' server actions", () => {
  /** The venue home's contact form, as its page writes it for a browser without JavaScript. */
  async function contactForm() {
    const home = await raw(demoHost, "/");
    const meta = /name="\$ACTION_1:0" value="([^"]+)"/
      .exec(home.body)?.[1]
      ?.replace(/&quot;/g, '"');
    expect(meta, "the form's bound action").toBeTruthy();
    const id = (JSON.parse(meta!) as { id: string }).id;
    const post = (
      state: string,
      fields: Record<string, string>,
      headers: Record<string, string> = { origin: `http://${demoHost}` },
    ) => {
      const { body, type } = multipart([
        ["$ACTION_REF_1", ""],
        ["$ACTION_1:0", meta!],
        ["$ACTION_1:1", state],
        ["$ACTION_KEY", "p#contact"],
        ...Object.entries(fields),
      ]);
      return raw(demoHost, "/", {
        method: "POST",
        body,
        headers: { ...headers, "content-type": type },
      });
    };
    return { id, post };
  }
  const fields = { name: "Hal Host", email: "hal@example.com", subject: "", message: "Hello" };
  const state = '[{"status":"idle","errors":{},"values":{},"round":0}]';

  test("sends the message, and names a field that holds a NUL", async () => {
    const { post } = await contactForm();
    const sent = await post(state, fields);
    expect(sent.status).toBe(200);
    expect(sent.body).toContain("Your message has been sent successfully!");
    const refused = await post(state, { ...fields, name: "Hal\u0000Host" });
    expect(refused.status).toBe(200);
    expect(refused.body).toContain("Remove the control characters from this field.");
  });

  test("answers a 4xx, never a 500, to what is not a form's post", async () => {
    const { id, post } = await contactForm();
    const action = (body: string, type = "text/plain;charset=UTF-8", chunked = false) =>
      raw(demoHost, "/", {
        method: "POST",
        body: Buffer.from(body),
        chunked,
        headers: {
          origin: `http://${demoHost}`,
          "next-action": id,
          "content-type": type,
          accept: "text/x-component",
        },
      });
    const cases: [string, Promise<Raw>, number][] = [
      ["a foreign Origin", post(state, fields, { origin: "http://evil.example" }), 403],
      [
        "another venue's Origin",
        post(state, fields, { origin: `http://other.localhost:${PORT}` }),
        403,
      ],
      ["a previous state of null", post("[null]", fields), 404],
      ["no previous state", post("[]", fields), 404],
      ["a malformed previous state", post("[{", fields), 400],
      ["a previous state referring to a missing row", post('["$Q7"]', fields), 400],
      ["malformed action JSON", action("[{"), 400],
      ["action JSON referring to a missing row", action('["$Q5"]'), 400],
      ["a body over 1 MB", action(`["${"a".repeat(1024 * 1024 + 1)}"]`), 413],
      ["a body without a length", action('[{"round":0}]', undefined, true), 411],
    ];
    for (const [name, answer, status] of cases) expect((await answer).status, name).toBe(status);
  });
});
