import { operator, route } from "@/lib/api/handler";
import { EXPOSITION_TYPE } from "@/lib/metrics/registry";
import { scrape } from "@/lib/metrics/scrape";

/**
 * This server's metrics in Prometheus's text format, for the operator's scraper alone (the
 * operator door: METRICS_TOKEN or METRICS_ALLOW); anyone else gets the unknown path's 404.
 */
export const GET = route(
  { auth: operator },
  async () =>
    new Response(await scrape(), {
      headers: { "content-type": EXPOSITION_TYPE, "cache-control": "no-store" },
    }),
);

// Every other method answers as a path no route serves: were they left out, Next.js would answer
// 405, or 204 to OPTIONS, and tell that something is here.
export { DELETE, OPTIONS, PATCH, POST, PUT } from "@/app/api/[...path]/route";
export { GET as HEAD };
