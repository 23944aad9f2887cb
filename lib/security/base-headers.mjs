// The headers every answer carries, pages, API and static files alike: next.config.ts gives them to
// Next.js, and scripts/precompressed-static.mjs to the static files it serves itself. Plain
// JavaScript, since that preload runs before (and outside) the build.
/** @type {{ key: string; value: string }[]} */
export const BASE_HEADERS = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
];
