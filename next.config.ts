import type { NextConfig } from "next";

import { BASE_HEADERS } from "./lib/security/base-headers.mjs";

const nextConfig: NextConfig = {
  output: "standalone",
  // The spec writes every API path with a trailing slash (/api/token/). Serve both forms directly:
  // a 308 redirect breaks clients that do not follow redirects on POST, and CORS preflights.
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  outputFileTracingExcludes: { "*": [".data/**", "e2e/**", "tests/**", "docs/**"] },
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
