import { errorResponse } from "@/lib/api/handler";
import { notFound } from "@/lib/core/errors";
import { recordRequest } from "@/lib/metrics/metrics";

/**
 * Every path under /api that no route serves: 404 {"detail": "Not found."} as JSON, whatever the
 * method and host. Without it the path would fall through to the pages (and a redirect to /).
 */
async function unknownPath(req: Request) {
  // Counted under one label, whatever the path: no client makes series by inventing paths.
  recordRequest(req.method, "/api/[...path]", 404, null);
  return errorResponse(notFound(), req);
}

export {
  unknownPath as GET,
  unknownPath as HEAD,
  unknownPath as POST,
  unknownPath as PUT,
  unknownPath as PATCH,
  unknownPath as DELETE,
  unknownPath as OPTIONS,
};
