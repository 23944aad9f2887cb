// The API reference holds to the routes: every method of every route file under app/api is an
// operation of the document and every operation is a route's, each naming the very schemas its
// route parses with and the door it lets callers in by; and the document, the page and its files
// are served.
import { validate } from "@readme/openapi-parser";
import { describe, expect, it } from "vitest";
import { createSchema } from "zod-openapi";

import * as docsFile from "@/app/api/docs/[asset]/route";
import * as docsPage from "@/app/api/docs/route";
import * as openapi from "@/app/api/openapi.json/route";
import type { RouteHandler } from "@/lib/api/handler";
import { DOCS_ASSETS } from "@/lib/openapi/docs-assets";
import { openApiDocument, openApiJson, OPERATIONS } from "@/lib/openapi/document";
import { METHODS, type Operation } from "@/lib/openapi/operation";
import { RENDERING } from "@/lib/openapi/rendering";
import { DOCS_POLICY } from "@/lib/security/headers";

import { call } from "./helpers";
import { routeFiles, routeModule } from "./isolation-routes";

/** Route files that are not operations of this API, each with the reason. */
const NOT_OPERATIONS: Record<string, string> = {
  "[...path]": "It answers 404 JSON for every path under /api that no route serves.",
  metrics:
    "The operator's monitoring (Prometheus), not the venues' API: to anyone but the operator it " +
    "is the unknown path's 404, which a public document would give away (decision 107).",
  "auth/[...nextauth]":
    "next-auth's own handlers for the browser's sign-in forms, in next-auth's shapes; API " +
    "clients sign in with POST /api/token/, which is documented.",
};

/** "tenant/bookings/[id]" → "/api/tenant/bookings/{id}"; a catch-all [...key] → {key}. */
const pathOf = (route: string) => `/api/${route.replace(/\[(?:\.\.\.)?([^\]]+)\]/g, "{$1}")}`;
/** The document writes most paths with a trailing slash and files without: compare without. */
const keyOf = (method: string, path: string) => `${method} ${path.replace(/\/$/, "")}`;

type Document = ReturnType<typeof openApiDocument>;
type OperationObject = {
  requestBody?: { content: Record<string, { schema?: unknown }> };
  parameters?: { in?: string; name?: string }[];
};

const operationIn = (document: Document, op: Operation) =>
  (document.paths?.[op.path] as Record<string, OperationObject> | undefined)?.[
    op.method.toLowerCase()
  ];

/** Every route handler under app/api that is an operation, by "METHOD /api/path". */
async function routeHandlers() {
  const handlers = new Map<string, RouteHandler>();
  for (const route of routeFiles()) {
    if (route in NOT_OPERATIONS) continue;
    const exported = await routeModule(route);
    for (const method of ["HEAD", "OPTIONS"])
      if (method in exported)
        throw new Error(`${route} exports ${method}: document it, or say why`);
    for (const method of METHODS)
      if (typeof exported[method] === "function")
        handlers.set(keyOf(method, pathOf(route)), exported[method] as RouteHandler);
  }
  return handlers;
}

describe("the OpenAPI document", () => {
  it("has an operation for each method of each route file, and no other", async () => {
    const files = routeFiles();
    for (const route of Object.keys(NOT_OPERATIONS)) expect(files).toContain(route);
    const routes = [...(await routeHandlers()).keys()].sort();
    const documented = OPERATIONS.map((op) => keyOf(op.method, op.path)).sort();
    expect(routes.length).toBeGreaterThan(100);
    expect(documented).toEqual(routes);
  });

  it("documents the very door, body schema and query schema each route uses", async () => {
    const handlers = await routeHandlers();
    const problems: string[] = [];
    for (const op of OPERATIONS) {
      const key = keyOf(op.method, op.path);
      const handler = handlers.get(key);
      if (!handler) continue; // the test above names it
      if (op.body !== handler.bodySchema) problems.push(`${key}: not the body schema it parses`);
      if (op.query !== handler.querySchema) problems.push(`${key}: not the query schema it parses`);
      const label = (d: typeof op.auth | undefined) => [
        d?.name ?? null,
        d?.roles ?? null,
        d?.inPerson ?? false,
      ];
      const documented = JSON.stringify(label(op.auth));
      const used = JSON.stringify(label(handler.door));
      if (documented !== used) problems.push(`${key}: door ${documented} documented, ${used} used`);
    }
    expect(problems).toEqual([]);
  });

  it("renders each operation's body and query from those schemas", () => {
    const document = openApiDocument();
    const problems: string[] = [];
    for (const op of OPERATIONS) {
      const key = keyOf(op.method, op.path);
      const operation = operationIn(document, op);
      if (!operation) {
        problems.push(`${key}: missing from the document`);
        continue;
      }
      const bodies = Object.values(operation.requestBody?.content ?? {});
      if (!!op.body !== bodies.length > 0) problems.push(`${key}: body documented or not`);
      if (op.body) {
        const expected = createSchema(op.body, { io: "input", opts: RENDERING }).schema;
        for (const media of bodies)
          if (JSON.stringify(media.schema) !== JSON.stringify(expected))
            problems.push(`${key}: the document's body is not its schema's`);
      }
      const query = (operation.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name);
      const shape = (op.query as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
      if (JSON.stringify(query) !== JSON.stringify(Object.keys(shape)))
        problems.push(`${key}: query parameters ${query} documented, ${Object.keys(shape)} read`);
    }
    expect(problems).toEqual([]);
  });

  it("is a valid OpenAPI 3.1 document", async () => {
    // the document as it is served: JSON
    const result = await validate(JSON.parse(openApiJson().text));
    expect(result).toMatchObject({ valid: true, warnings: [] });
  });
});

describe("the reference, served", () => {
  it("answers the document at /api/openapi.json", async () => {
    const res = await call(openapi.GET, { path: "/api/openapi.json" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json");
    expect(res.body).toMatchObject({ openapi: "3.1.0", info: { title: "HallBook API" } });
    expect(Object.keys(res.body.paths ?? {})).toContain("/api/tenant/bookings/");
  });

  it("answers the page at /api/docs, loading Swagger UI from this server only", async () => {
    const res = await call(docsPage.GET, { path: "/api/docs" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("content-security-policy")).toBe(DOCS_POLICY);
    expect(res.text).toContain("<title>HallBook API reference</title>");
    const sources = [...res.text.matchAll(/(?:src|href)="(\/[^"]+)"/g)].map((m) => m[1]!);
    expect(sources.map((s) => s.split("?")[0])).toEqual([
      "/api/docs/swagger-ui.css",
      "/api/docs/swagger-ui-bundle.js",
      "/api/docs/docs.js",
    ]);
    expect(res.text).not.toMatch(/<script>|<script [^>]*>[^<]/);

    for (const source of sources) {
      const name = source.slice("/api/docs/".length).split("?")[0]!;
      const file = await call(docsFile.GET, { path: source, params: { asset: name } });
      expect(file.status, source).toBe(200);
      const type = name.endsWith(".css") ? "text/css" : "text/javascript";
      expect(file.headers.get("content-type")).toBe(`${type}; charset=utf-8`);
      expect(file.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(file.text.length).toBeGreaterThan(100);
    }
    expect(DOCS_ASSETS).toHaveLength(sources.length);
  });

  it("serves no file outside its list", async () => {
    for (const asset of ["index.html", "../package.json", "swagger-ui-bundle.js.map"]) {
      const res = await call(docsFile.GET, { path: `/api/docs/${asset}`, params: { asset } });
      expect(res.status, asset).toBe(404);
      expect(res.body).toEqual({ detail: "Not found." });
    }
  });
});
