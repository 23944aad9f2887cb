// This reference itself, and the health check.
import { publicAsset } from "@/lib/api/doors";

import { area, content, ok } from "../operation";
import { health } from "../replies";

export const REFERENCE = area("Reference", {
  "GET /api/openapi.json": {
    summary: "This document",
    description: "OpenAPI 3.1, generated from the zod schemas the route handlers parse with.",
    auth: publicAsset,
    reply: ok("The OpenAPI document."),
  },
  "GET /api/docs/": {
    summary: "The API reference page",
    description: "Swagger UI, drawing this document; every file it loads comes from this server.",
    auth: publicAsset,
    reply: content("text/html", "The page."),
  },
  "GET /api/docs/{asset}": {
    summary: "A file of the reference page",
    description: "Swagger UI's script and styles, and the page's start; cached for a year.",
    auth: publicAsset,
    reply: content(["text/javascript", "text/css"], "The file."),
  },
  "GET /api/health/": {
    summary: "Health check",
    description:
      "The app answers and reaches its database: 200 `{ status: ok }`, else 503 " +
      "`{ status: unavailable }`.",
    auth: null,
    reply: ok("Healthy.", health),
    errors: [503],
  },
});
