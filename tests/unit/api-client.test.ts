// The browser's typed calls (lib/client/call.ts, api-routes.ts) and the pure parts of the one form
// hook (lib/client/form-errors.ts): what a failure says, and where field errors go.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";
import { z } from "zod";

import { ApiError } from "@/lib/client/api";
import { urlOf } from "@/lib/client/call";
import { failureTexts, fieldsOf, serverWords, setServerErrors } from "@/lib/client/form-errors";

const root = path.resolve(import.meta.dirname, "../..");

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return routeFiles(full);
    return name === "route.ts" ? [full] : [];
  });
}

describe("the browser's table of the API", () => {
  const table = readFileSync(path.join(root, "lib/client/api-routes.ts"), "utf8");
  const rows = [...table.matchAll(/^\s*"([^"]+)": typeof import\("@\/([^"]+)"\);$/gm)].map(
    ([, key, module]) => ({ key, module }),
  );

  it("names each route module under its own path ({name} for [name], /notifications/ aside)", () => {
    expect(rows.length).toBeGreaterThan(50);
    for (const { key, module } of rows) {
      const served = key.startsWith("/notifications/") ? `/api${key}` : key;
      const folder = served.replace(/\{(\w+)\}/g, (_, name) =>
        module.includes(`[...${name}]`) ? `[...${name}]` : `[${name}]`,
      );
      expect(module).toBe(`app${folder}route`);
    }
  });

  it("holds every route built with route(), and nothing else", () => {
    const built = routeFiles(path.join(root, "app/api"))
      .filter((file) => /\broute\(/.test(readFileSync(file, "utf8")))
      .map((file) => path.relative(root, file).replace(/\.ts$/, ""))
      .sort();
    expect(rows.map((r) => r.module).sort()).toEqual(built);
  });
});

describe("urlOf", () => {
  it("fills each {param}, escaped, and adds the query without empty values", () => {
    expect(urlOf("/api/tenant/halls/{id}/", { id: 7 })).toBe("/api/tenant/halls/7/");
    expect(urlOf("/api/a/{x}/{y}/", { x: "a b", y: "é/" })).toBe("/api/a/a%20b/%C3%A9%2F/");
    expect(urlOf("/api/tenant/slots/", {}, { hall: 3, q: undefined, r: null })).toBe(
      "/api/tenant/slots/?hall=3",
    );
    expect(urlOf("/api/x/", {}, new URLSearchParams("a=1&b=2"))).toBe("/api/x/?a=1&b=2");
    expect(urlOf("/api/x/", {}, {})).toBe("/api/x/");
  });

  it("refuses a path whose param is missing, rather than call a wrong URL", () => {
    expect(() => urlOf("/api/tenant/halls/{id}/", {})).toThrow("no value for {id}");
  });
});

describe("what a form's failure says", () => {
  const fields = new ApiError(400, { name: ["Required."] }, "x");
  const refused = new ApiError(409, { detail: "Hall is busy." }, "Hall is busy.");

  it("says a fixed sentence in the banner and the toast alike", () => {
    expect(failureTexts(refused, { form: "Failed." })).toEqual({
      form: "Failed.",
      toast: "Failed.",
    });
  });

  it("says the server's words, else the fallback, and a toast of its own when given", () => {
    const said = serverWords("Failed to save slot.");
    expect(failureTexts(refused, { form: said })).toEqual({
      form: "Hall is busy.",
      toast: "Hall is busy.",
    });
    expect(failureTexts(new Error(""), { form: said, toast: "Fixed." })).toEqual({
      form: "Failed to save slot.",
      toast: "Fixed.",
    });
    expect(failureTexts(fields, { form: said, toast: (e) => `Error: ${said(e)}` }).toast).toBe(
      "Error: Required.",
    );
  });

  it("says nothing where told not to, and the reason after a fixed toast", () => {
    expect(failureTexts(refused, { form: false, toast: "Failed." })).toEqual({
      form: null,
      toast: "Failed. Hall is busy.",
    });
    expect(failureTexts(refused, { form: "Failed.", toast: false })).toEqual({
      form: "Failed.",
      toast: null,
    });
  });
});

describe("server field errors onto a form's fields", () => {
  it("puts each known field's messages on it, focusing the first, and returns the rest", () => {
    const set: [string, string, boolean | undefined][] = [];
    const setError = ((name: string, e: { message: string }, o?: { shouldFocus?: boolean }) =>
      set.push([name, e.message, o?.shouldFocus])) as never;
    const error = new ApiError(
      400,
      { name: ["Required.", "Too short."], "address.city": ["Bad."], other: ["?"], detail: "x" },
      "x",
    );
    expect(setServerErrors(error, setError, ["name", "address"] as never)).toEqual(["other"]);
    expect(set).toEqual([
      ["name", "Required. Too short.", true],
      ["address", "Bad.", false],
    ]);
    expect(setServerErrors(new Error("offline"), setError, ["name"] as never)).toEqual([]);
  });

  it("takes a form's fields from its schema's shape", () => {
    expect(fieldsOf(z.object({ a: z.string(), b: z.number() }))).toEqual(["a", "b"]);
    expect(fieldsOf(z.string())).toEqual([]);
  });
});
