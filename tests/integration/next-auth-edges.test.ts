// next-auth's own paths (/api/auth/*) asked what a browser never asks: every action, known or
// not, by GET and by POST, with no body, a malformed one, odd query values, odd cookies and form
// parts named as an object's prototype. None answers 500; a GET of the credentials callback (the
// sign-in form only ever posts to it) is 405 with Allow: POST.
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";

import { GET, POST } from "@/app/api/auth/[...nextauth]/route";

import { venue } from "./helpers";

process.env.AUTH_TRUST_HOST = "true";

const ACTIONS = [
  ["signin"],
  ["signin", "credentials"],
  ["signin", "github"],
  ["callback", "credentials"],
  ["callback", "github"],
  ["callback"],
  ["session"],
  ["csrf"],
  ["providers"],
  ["signout"],
  ["_log"],
  ["error"],
  ["verify-request"],
  ["nonsense"],
  ["csrf", "extra", "parts"],
];

type Ask = { method: "GET" | "POST"; query?: string; body?: BodyInit; headers?: HeadersInit };

async function ask(host: string, action: string[], { method, query = "", body, headers }: Ask) {
  const req = new NextRequest(`http://${host}/api/auth/${action.join("/")}${query}`, {
    method,
    headers: { host, origin: `http://${host}`, ...Object.fromEntries(new Headers(headers)) },
    body,
  });
  return (method === "GET" ? GET : POST)(req, { params: Promise.resolve({ nextauth: action }) });
}

const prototypeForm = () => {
  const form = new FormData();
  for (const name of ["__proto__", "constructor", "prototype"]) {
    form.append(name, "x");
    form.append(name, new File(["hi"], `${name}.txt`));
  }
  return form;
};

const ODD: Ask[] = [
  { method: "GET" },
  { method: "GET", query: "?callbackUrl=javascript:alert(1)&error=%3Cscript%3E&csrf=true" },
  { method: "GET", query: "?callbackUrl=%00&json=true&error=Callback" },
  {
    method: "GET",
    headers: { cookie: "next-auth.csrf-token=%E0%A4%A; next-auth.session-token=x" },
  },
  { method: "GET", headers: { cookie: "next-auth.callback-url=javascript%3Aalert(1)" } },
  { method: "POST" },
  { method: "POST", body: "{", headers: { "content-type": "application/json" } },
  { method: "POST", body: "[1,2]", headers: { "content-type": "application/json" } },
  {
    method: "POST",
    body: "a=%E0%A4%A",
    headers: { "content-type": "application/x-www-form-urlencoded" },
  },
  {
    method: "POST",
    body: "email=a%40b.c&password=x&csrfToken=nope&json=true&callbackUrl=%2F%2Fevil.example",
    headers: { "content-type": "application/x-www-form-urlencoded" },
  },
  { method: "POST", body: prototypeForm() },
  {
    method: "POST",
    body: "--x\r\nbad",
    headers: { "content-type": "multipart/form-data; boundary=x" },
  },
];

describe("next-auth's paths asked oddly", () => {
  it("answers a GET of the credentials callback 405, Allow: POST", async () => {
    const { tenant } = await venue();
    for (const host of ["localhost", `${tenant.slug}.localhost`]) {
      const res = await ask(host, ["callback", "credentials"], { method: "GET" });
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toBe("POST");
    }
  });

  it.each(ACTIONS.map((a) => [a.join("/"), a]))(
    "never answers /%s with a 5xx",
    async (_, action) => {
      const { tenant } = await venue();
      const problems: string[] = [];
      for (const host of ["localhost", `${tenant.slug}.localhost`])
        for (const odd of ODD) {
          const res = await ask(host, action as string[], odd);
          if (res.status >= 500)
            problems.push(
              `${host} ${odd.method} ${odd.query ?? ""} ${res.status}: ${await res.text()}`,
            );
        }
      expect(problems).toEqual([]);
    },
  );
});
