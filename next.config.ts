import crypto from "node:crypto";

import type { NextConfig } from "next";

import { BASE_HEADERS } from "./lib/security/base-headers.mjs";

const nextConfig: NextConfig = {
  output: "standalone",
  // The spec writes every API path with a trailing slash (/api/token/). Serve both forms directly:
  // a 308 redirect breaks clients that do not follow redirects on POST, and CORS preflights.
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  // Next.js loads every page and route of the build when it starts (about 150, 1 s of CPU on 2
  // cores), and the first request waits behind them; each is loaded on its first request instead,
  // which measured no slower (docs/decisions/102-starting-fast.md).
  experimental: { preloadEntriesOnStart: false },
  // One id per build, written into the code it builds: a conditional read's ETag carries it, so a
  // copy a browser holds from before an upgrade is never confirmed by the new code, whose JSON may
  // differ (lib/bookings/read-version.ts).
  env: { HALLBOOK_BUILD_ID: crypto.randomBytes(6).toString("base64url") },
  // `npm test` runs `tsc --noEmit` on the same tsconfig before it builds, and sets this so that the
  // build does not check the types a second time (about 30 s on 2 cores). Never set by `npm run
  // build`: an operator's build checks its types.
  typescript: { ignoreBuildErrors: process.env.HALLBOOK_TYPES_CHECKED === "1" },
  outputFileTracingExcludes: { "*": [".data/**", "e2e/**", "tests/**", "docs/**"] },
  // The API reference page (/api/docs) reads Swagger UI's files from node_modules at run time
  // (lib/openapi/docs-assets.ts), which no import shows the tracer: the standalone build must
  // carry them.
  outputFileTracingIncludes: {
    "/api/docs/**": [
      "./node_modules/swagger-ui-dist/swagger-ui-bundle.js",
      "./node_modules/swagger-ui-dist/swagger-ui.css",
    ],
  },
  async headers() {
    return [
      {
        source: "/:path*",
        headers: BASE_HEADERS,
      },
    ];
  },
};

export default nextConfig;
