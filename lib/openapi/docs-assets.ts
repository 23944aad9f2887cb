// The API reference page (/api/docs/) and the files it loads. Everything comes from this server:
// HallBook is self-hosted and may run where no CDN can be reached. Swagger UI draws the page from
// /api/openapi.json; its start lives in a file of its own, since the page's policy runs no inline
// script.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import { notFound } from "@/lib/core/errors";
import { DOCS_POLICY } from "@/lib/security/headers";

export const DOCS_ASSETS = ["swagger-ui-bundle.js", "swagger-ui.css", "docs.js"] as const;
export type DocsAsset = (typeof DOCS_ASSETS)[number];

const JS = "text/javascript; charset=utf-8";
const CSS = "text/css; charset=utf-8";

/** Swagger UI's start: the document to draw, and no validator badge (it would call out). */
const START = `window.ui = SwaggerUIBundle({
  url: "/api/openapi.json",
  dom_id: "#docs",
  deepLinking: true,
  validatorUrl: null,
});
`;

/**
 * Each file's type and bytes. Swagger UI's come from its npm package: the server runs in the
 * project's folder (or the standalone build's, which carries them: next.config.ts,
 * outputFileTracingIncludes), so the path is known. Not require.resolve(): the bundler rewrites it
 * into a module id. Each path is written out whole so that the build's file tracer can follow it.
 */
const FILES: Record<DocsAsset, { type: string; read: () => Buffer }> = {
  "swagger-ui-bundle.js": {
    type: JS,
    read: () =>
      fs.readFileSync(
        path.join(process.cwd(), "node_modules", "swagger-ui-dist", "swagger-ui-bundle.js"),
      ),
  },
  "swagger-ui.css": {
    type: CSS,
    read: () =>
      fs.readFileSync(
        path.join(process.cwd(), "node_modules", "swagger-ui-dist", "swagger-ui.css"),
      ),
  },
  "docs.js": { type: JS, read: () => Buffer.from(START) },
};

type Loaded = { bytes: Uint8Array<ArrayBuffer>; version: string };
const loaded = new Map<DocsAsset, Loaded>();

/** A file's bytes, read once per process, and a digest of them that its address carries. */
function load(name: DocsAsset): Loaded {
  let file = loaded.get(name);
  if (!file) {
    const bytes = new Uint8Array(FILES[name].read());
    const version = crypto.createHash("sha256").update(bytes).digest("hex").slice(0, 12);
    loaded.set(name, (file = { bytes, version }));
  }
  return file;
}

const isAsset = (name: string): name is DocsAsset =>
  (DOCS_ASSETS as readonly string[]).includes(name);

/** The address of a file: its digest changes with its bytes, so it may be cached for a year. */
const addressOf = (name: DocsAsset) => `/api/docs/${name}?v=${load(name).version}`;

/** One of the page's files; any other name is not found. */
export function docsAsset(name: string): Response {
  if (!isAsset(name)) throw notFound();
  return new Response(load(name).bytes, {
    headers: {
      "content-type": FILES[name].type,
      "cache-control": "public, max-age=31536000, immutable",
    },
  });
}

/** The reference page: Swagger UI, its styles and its start, each from this server. */
export function docsPage(): Response {
  const html = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>HallBook API reference</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="${addressOf("swagger-ui.css")}" />
  </head>
  <body>
    <noscript>The reference needs JavaScript; the document itself is /api/openapi.json.</noscript>
    <div id="docs"></div>
    <script src="${addressOf("swagger-ui-bundle.js")}"></script>
    <script src="${addressOf("docs.js")}"></script>
  </body>
</html>
`;
  return new Response(html, {
    headers: {
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": DOCS_POLICY,
      "cache-control": "no-cache",
    },
  });
}
