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
    summary: "Health check (readiness)",
    description:
      "As `GET /api/health/ready/`: 200 `{ status: ok }`, else 503 " +
      "`{ status: unavailable, detail }`. Kept for the checks that already ask it.",
    auth: null,
    reply: ok("Ready.", health),
    errors: [503],
  },
  "GET /api/health/ready/": {
    summary: "Readiness",
    description:
      "The app answers, its database too, and the database has every migration of this " +
      "version: 200 `{ status: ok }`, else 503 `{ status: unavailable, detail }`. A load " +
      "balancer sends no requests to a server that is not ready.",
    auth: null,
    reply: ok("Ready.", health),
    errors: [503],
  },
  "GET /api/health/live/": {
    summary: "Liveness",
    description:
      "The process answers: 200 `{ status: ok }`, without asking the database. An " +
      "orchestrator restarts a server that does not answer it.",
    auth: null,
    reply: ok("Alive.", health),
  },
});
