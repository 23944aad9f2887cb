import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  output: "standalone",
  // The spec writes every API path with a trailing slash (/api/token/). Serve both forms directly:
  // a 308 redirect breaks clients that do not follow redirects on POST, and CORS preflights.
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  outputFileTracingExcludes: { "*": [".data/**", "e2e/**", "tests/**", "docs/**"] },
};

export default nextConfig;
