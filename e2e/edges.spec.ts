// The edges of the production server, sent as a browser or a hostile client sends them: next=
// values through the real login page, hosts that are no host, internal headers on a dotted page
// path, and malformed posts to the public forms' server actions. Each answer is a 4xx or a page of
// this site, never a 500 and never another host.
import { expect, test } from "@playwright/test";

import { signInWithCookie } from "./fixtures";
import { multipart, raw, type Raw } from "./raw-http";
import { REDIRECT_PAYLOADS } from "./redirect-payloads";
import { DEMO_OWNER, PORT, signIn, tenantUrl } from "./support";

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

  test("a path under /notifications/ that is none of its routes is the API's JSON 404", async () => {
    const paths = [
      "/notifications/nope/",
      "/notifications/1/",
      "/notifications/a/b",
      "/notifications/mark_all_read/x",
    ];
    for (const host of [`localhost:${PORT}`, demoHost, "evil.example"])
      for (const path of paths) {
        const res = await raw(host, path);
        expect(res.status, `${host} ${path}`).toBe(404);
        expect(JSON.parse(res.body), `${host} ${path}`).toEqual({ detail: "Not found." });
      }
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

/** A public contact form as its page writes it without JavaScript, and the posts made to it. */
async function contactForm(host: string, path: string) {
  const home = await raw(host, path);
  const meta = /name="\$ACTION_1:0" value="([^"]+)"/.exec(home.body)?.[1]?.replace(/&quot;/g, '"');
  expect(meta, "the form's bound action").toBeTruthy();
  const id = (JSON.parse(meta!) as { id: string }).id;
  const origin = `http://${host}`;
  /** A post of the form without JavaScript: its fields as they are. */
  const send = (fields: [string, string][], headers: Record<string, string> = { origin }) => {
    const { body, type } = multipart(fields);
    return raw(host, path, { method: "POST", body, headers: { ...headers, "content-type": type } });
  };
  const post = (state: string, fields: Record<string, string>, headers?: Record<string, string>) =>
    send(
      [
        ["$ACTION_REF_1", ""],
        ["$ACTION_1:0", meta!],
        ["$ACTION_1:1", state],
        ["$ACTION_KEY", "p#contact"],
        ...Object.entries(fields),
      ],
      headers,
    );
  /** A post as the page's JavaScript sends it (a fetch action). */
  const action = (body: string | Buffer, type = "text/plain;charset=UTF-8", chunked = false) =>
    raw(host, path, {
      method: "POST",
      body: Buffer.from(body),
      chunked,
      headers: { origin, "next-action": id, "content-type": type, accept: "text/x-component" },
    });
  return { id, meta: meta!, send, post, action };
}

test.describe("the public forms' server actions", () => {
  const fields = { name: "Hal Host", email: "hal@example.com", subject: "", message: "Hello" };
  const state = '[{"status":"idle","errors":{},"values":{},"round":0}]';

  test("sends the message, and names a field that holds a NUL", async () => {
    const { post } = await contactForm(demoHost, "/");
    const sent = await post(state, fields);
    expect(sent.status).toBe(200);
    expect(sent.body).toContain("Your message has been sent successfully!");
    const refused = await post(state, { ...fields, name: "Hal\u0000Host" });
    expect(refused.status).toBe(200);
    expect(refused.body).toContain("Remove the control characters from this field.");
  });

  for (const [where, host, path] of [
    ["a venue's home", demoHost, "/"],
    ["the provider's contact page", `localhost:${PORT}`, "/contact"],
  ])
    test(`answers a 4xx, never a 500, to what is not a form's post, on ${where}`, async () => {
      const { id, meta, send, post, action } = await contactForm(host, path);
      const typed = Object.entries(fields);
      /** The form's post with its bound action's row 0 and rows of our choice. */
      const bound = (ref: string, rows: [string, string][] = []) =>
        send([
          ["$ACTION_REF_1", ""],
          ["$ACTION_1:0", JSON.stringify({ id, bound: ref })],
          ...rows,
          ...typed,
        ]);
      /** A fetch action's multipart body whose row 0 has the Content-Type `type`, or none. */
      const octet = (type: string | null) => {
        const b = "edgesOctet";
        const zero = `form-data; name="0"${type ? `\r\nContent-Type: ${type}` : ""}`;
        const body =
          `--${b}\r\nContent-Disposition: ${zero}\r\n\r\n${state.slice(0, -1)},"$K1"]\r\n` +
          Object.entries(fields)
            .map(
              ([k, v]) => `--${b}\r\nContent-Disposition: form-data; name="1_${k}"\r\n\r\n${v}\r\n`,
            )
            .join("") +
          `--${b}--\r\n`;
        return action(body, `multipart/form-data; boundary=${b}`);
      };
      const cases: [string, Promise<Raw>, number][] = [
        ["a foreign Origin", post(state, fields, { origin: "http://evil.example" }), 403],
        [
          "another venue's Origin",
          post(state, fields, { origin: `http://other.localhost:${PORT}` }),
          403,
        ],
        ["the https twin's Origin", post(state, fields, { origin: `https://${host}` }), 403],
        ["a previous state of null", post("[null]", fields), 404],
        ["no previous state", post("[]", fields), 404],
        ["a malformed previous state", post("[{", fields), 400],
        ["a previous state referring to a missing row", post('["$Q7"]', fields), 400],
        ["a previous state referring back to row 0", post('["$@0"]', fields), 400],
        ["malformed action JSON", action("[{"), 400],
        ["action JSON referring to a missing row", action('["$Q5"]'), 400],
        // The reviewer's: a bound action whose row is not in the body (500 "Connection closed.").
        ...["$@9", "$@2", "$@ff"].map((ref): [string, Promise<Raw>, number] => [
          `a bound action of ${ref}, a row not sent`,
          bound(ref),
          400,
        ]),
        [
          "a bound action of $@10 with row 10 but not 16",
          bound("$@10", [["$ACTION_1:10", "[]"]]),
          400,
        ],
        ["a bound action of itself", bound("$@0"), 400],
        ["action JSON referring to a row not sent", action('[{"round":0},"$@1"]'), 400],
        ["action JSON that is a number", action("5"), 400],
        ["action JSON that is null", action("null"), 400],
        ["action JSON that is text", action('"x"'), 400],
        ["action JSON of 2000 arguments", action(JSON.stringify(Array(2000).fill(0))), 400],
        [
          "a multipart action without its row 0",
          (() => {
            const { body, type } = multipart([["1", "[]"]]);
            return action(body, type);
          })(),
          400,
        ],
        // The reviewer's: a row typed application/octet-stream is a file to Next.js's busboy (500
        // "Connection closed."), and React's reviver overflows its stack 50,000 deep.
        [
          "a multipart action whose row 0 is typed as a file",
          octet("application/octet-stream"),
          400,
        ],
        ["a multipart action as the page's JavaScript sends it", octet(null), 200],
        ["action JSON nested 50,000 deep", action(`[${"[".repeat(5e4)}${"]".repeat(5e4)}]`), 400],
        [
          "a bound state nested 50,000 deep",
          post(`[${"[".repeat(5e4)}${"]".repeat(5e4)}]`, fields),
          400,
        ],
        ["a body over 1 MB", action(`["${"a".repeat(1024 * 1024 + 1)}"]`), 413],
        ["a body without a length", action('[{"round":0}]', undefined, true), 411],
      ];
      // Refused by Next.js itself with a 4xx: they must stay so.
      const others: [string, Promise<Raw>][] = [
        ["no bound action", send([["$ACTION_REF_1", ""], ...typed])],
        ["another form's number", send([["$ACTION_REF_2", ""], ["$ACTION_1:0", meta], ...typed])],
        [
          "a bound action of a number",
          send([
            ["$ACTION_REF_1", ""],
            ["$ACTION_1:0", "5"],
          ]),
        ],
        [
          "a bound action of null",
          send([
            ["$ACTION_REF_1", ""],
            ["$ACTION_1:0", "null"],
          ]),
        ],
        [
          "a bound action without an id",
          send([
            ["$ACTION_REF_1", ""],
            ["$ACTION_1:0", "{}"],
          ]),
        ],
        ["an unknown action", send([["$ACTION_ID_00", ""], ...typed])],
        ["this action unbound", send([[`$ACTION_ID_${id}`, ""], ...typed])],
        ["a bound state that is text", bound("$@1", [["$ACTION_1:1", '"x"']])],
        ["action JSON that is an object", action('{"a":1}')],
        ["action JSON of no arguments", action("[]")],
      ];
      for (const [name, answer, status] of cases) expect((await answer).status, name).toBe(status);
      for (const [name, answer] of others) {
        const { status } = await answer;
        expect(status >= 400 && status < 500, `${name}: ${status}`).toBe(true);
      }
    });
});
