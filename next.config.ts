import type { NextConfig } from "next";

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
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "X-Frame-Options", value: "DENY" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
          { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
        ],
      },
    ];
  },
};

export default nextConfig;
