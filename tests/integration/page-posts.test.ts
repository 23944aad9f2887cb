// A POST to a page is a server action (the public forms). Next.js answers 500 to a foreign
// Origin, a body over its limit and malformed action JSON before the action runs, so the proxy
// refuses them first with a 4xx; a well-formed post from a page of the same host goes on.
// (e2e/server-actions.spec.ts sends the same to the production server.)
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";

import { proxy } from "@/proxy";

type Post = { headers?: Record<string, string>; body?: string | FormData; length?: string | null };

async function post(path: string, { headers = {}, body = "", length }: Post = {}) {
  const sized = new Request("http://x/", { method: "POST", body });
  const bytes = new Uint8Array(await sized.arrayBuffer());
  const req = new NextRequest(`http://localhost${path}`, {
    method: "POST",
    headers: {
      host: "localhost",
      origin: "http://localhost",
      "content-type": sized.headers.get("content-type") ?? "text/plain;charset=UTF-8",
      ...(length === null ? {} : { "content-length": length ?? String(bytes.byteLength) }),
      ...headers,
    },
    body: bytes,
  });
  return proxy(req);
}

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  return data;
};

/** What a form of useActionState posts without JavaScript. */
const mpa = (meta: string, state: string) =>
  form({
    $ACTION_REF_1: "",
    "$ACTION_1:0": meta,
    "$ACTION_1:1": state,
    $ACTION_KEY: "k1",
    name: "Hal",
    email: "hal@example.com",
    message: "Hello",
  });
const META = '{"id":"7f00aa11bb22cc33dd44ee55ff6677889900aabbcc","bound":"$@1"}';

describe("a POST to a page", () => {
  it("goes on when it is a well-formed post from a page of this host", async () => {
    for (const body of [mpa(META, '[{"status":"idle","round":0}]'), "email=a%40b.c&password=x"]) {
      const res = await post("/contact", { body });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-security-policy")).toContain("nonce-");
    }
    // What React sends for (state, form): the state as JSON (text starting with $ escaped as $$)
    // and the form's entries beside it.
    const state = '{"status":"idle","values":{"message":"$$100"},"round":0}';
    for (const body of [`[${state},"$K1"]`, form({ "0": `[${state},"$K1"]`, "1_name": "Hal" })]) {
      const fetchAction = await post("/contact", {
        headers: { "next-action": "7f00aa11bb22cc33dd44ee55ff6677889900aabbcc" },
        body,
      });
      expect(fetchAction.status).toBe(200);
    }
    // Nested as deep as may be (32), and a multipart reply written out as a browser sends it.
    const deep = `[${"[".repeat(30)}{"round":0}${"]".repeat(30)}]`;
    const raw =
      '--B\r\nContent-Disposition: form-data; name="0"\r\n\r\n[{"round":0},"$K1"]\r\n' +
      '--B\r\nContent-Disposition: form-data; name="1_name"\r\n\r\nHal\r\n--B--\r\n';
    for (const [body, type] of [
      [deep, "text/plain;charset=UTF-8"],
      [raw, "multipart/form-data; boundary=B"],
    ]) {
      const headers = { "next-action": "7f00aa11bb22cc33dd44ee55ff6677889900aabbcc" };
      const res = await post("/contact", { headers: { ...headers, "content-type": type! }, body });
      expect(res.status).toBe(200);
    }
    // A bound state in a later row, numbered as React numbers them: "$@10" is row 16.
    const bound = form({
      $ACTION_REF_1: "",
      "$ACTION_1:0": META.replace("$@1", "$@10"),
      "$ACTION_1:16": '[{"status":"idle","round":0}]',
      name: "Hal",
    });
    expect((await post("/contact", { body: bound })).status).toBe(200);
  });

  it.each([
    ["from another site", { headers: { origin: "http://evil.example" } }, 403],
    ["from another venue of this server", { headers: { origin: "http://demo.localhost" } }, 403],
    ["from an opaque origin", { headers: { origin: "null" } }, 403],
    ["without a length", { length: null }, 411],
    ["with a length that is no number", { length: "12, 13" }, 411],
    ["over 1 MB", { length: String(1024 * 1024 + 1) }, 413],
    [
      "with malformed action JSON",
      { headers: { "next-action": "7f00aa11bb22cc33dd44ee55ff6677889900aabbcc" }, body: "[{" },
      400,
    ],
    ["with a malformed bound action", { body: mpa('{"id":"7f00aa11bb22cc33dd44', "[]") }, 400],
    ["with a malformed previous state", { body: mpa(META, "[{round:") }, 400],
    ["with a malformed reply row", { body: form({ "0": '["$K1"', "1_name": "Hal" }) }, 400],
    ...["$Q7", "$W7", "$F7", "$h7", "$7", "$R7", "$T"].map((ref): [string, Post, number] => [
      `referring to a row with ${ref}`,
      {
        headers: { "next-action": "7f00aa11bb22cc33dd44ee55ff6677889900aabbcc" },
        body: JSON.stringify([{ round: 0, nested: [[ref]] }]),
      },
      400,
    ]),
    ["with a bound state referring to a row", { body: mpa(META, '["$Q7"]') }, 400],
    // React decodes "$@n" as row n (hex) of the body; a row that is not there never arrives, and
    // Next.js answers 500 ("Connection closed.").
    ...["$@9", "$@2", "$@ff", "$@10"].map((ref): [string, Post, number] => [
      `with a bound action referring with ${ref} to a row that is not there`,
      {
        body: form({
          $ACTION_REF_1: "",
          "$ACTION_1:0": META.replace("$@1", ref),
          "$ACTION_1:1": "[]",
          "$ACTION_1:10": "[]",
          name: "Hal",
        }),
      },
      400,
    ]),
    [
      "with a bound action referring to itself",
      { body: mpa(META.replace("$@1", "$@0"), "[]") },
      400,
    ],
    ["with a state referring to a row before it", { body: mpa(META, '["$@0"]') }, 400],
    ...[
      ["a row that is not there", '[{"round":0},"$@1"]'],
      ["no list of arguments", "5"],
      ["null for its arguments", "null"],
      ["text for its arguments", '"x"'],
      ["more than 1000 arguments", JSON.stringify(Array(1001).fill(0))],
    ].map(([what, body]): [string, Post, number] => [
      `with a fetch action's reply holding ${what}`,
      { headers: { "next-action": "7f00aa11bb22cc33dd44ee55ff6677889900aabbcc" }, body },
      400,
    ]),
    [
      "with a fetch action's multipart reply without its row 0",
      {
        headers: { "next-action": "7f00aa11bb22cc33dd44ee55ff6677889900aabbcc" },
        body: form({ "1": "[]", "1_name": "Hal" }),
      },
      400,
    ],
    [
      "nested 100,000 deep",
      {
        headers: { "next-action": "7f00aa11bb22cc33dd44ee55ff6677889900aabbcc" },
        body: `${"[".repeat(100_000)}"$Q1"${"]".repeat(100_000)}`,
      },
      400,
    ],
    // React's reply is decoded by a recursive JSON.parse reviver: 50,000 deep overflows its stack.
    ...[
      ["a fetch action's reply", "next-action", (deep: string) => deep],
      ["a form's bound state", "", (deep: string) => mpa(META, deep)],
    ].map(([what, header, body]): [string, Post, number] => [
      `with ${what as string} nested 50,000 deep`,
      {
        headers: header ? { [header as string]: "7f00aa11bb22cc33dd44ee55ff6677889900aabbcc" } : {},
        body: (body as (deep: string) => string | FormData)(
          `[${"[".repeat(50_000)}${"]".repeat(50_000)}]`,
        ),
      },
      400,
    ]),
    [
      "with a fetch action's reply nested 33 deep",
      {
        headers: { "next-action": "7f00aa11bb22cc33dd44ee55ff6677889900aabbcc" },
        body: `[${"[".repeat(31)}{"round":0}${"]".repeat(31)}]`,
      },
      400,
    ],
    // Next.js reads a fetch action's multipart body with busboy, which takes a part typed
    // application/octet-stream as a file even without a filename: React never gets that row.
    ...[
      ['name="0"\r\nContent-Type: application/octet-stream', "its row 0 typed as a file"],
      ['name="0"; filename="0"', "its row 0 as a file"],
      ['name="1_name"\r\nContent-Type: application/octet-stream', "a field typed as a file"],
    ].map(([part0, what]): [string, Post, number] => {
      const zero = part0!.startsWith('name="0"');
      const parts = [
        `--B\r\nContent-Disposition: form-data; ${zero ? part0 : 'name="0"'}\r\n\r\n` +
          '[{"status":"idle","round":0},"$K1"]\r\n',
        `--B\r\nContent-Disposition: form-data; ${zero ? 'name="1_name"' : part0}\r\n\r\nHal\r\n`,
      ];
      return [
        `with a fetch action's multipart reply holding ${what}`,
        {
          headers: {
            "next-action": "7f00aa11bb22cc33dd44ee55ff6677889900aabbcc",
            "content-type": "multipart/form-data; boundary=B",
          },
          body: `${parts.join("")}--B--\r\n`,
        },
        400,
      ];
    }),
    [
      "with a multipart body that is not one",
      { headers: { "content-type": "multipart/form-data; boundary=x" }, body: "--x\r\nbad" },
      400,
    ],
  ] as [string, Post, number][])("is refused %s", async (_case, request, status) => {
    const res = await post("/contact", request);
    expect(res.status).toBe(status);
    expect(res.headers.get("x-middleware-rewrite")).toBeNull();
    expect(res.headers.get("x-middleware-next")).toBeNull();
  });
});
