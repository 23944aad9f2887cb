import { route, tenantVisitor } from "@/lib/api/handler";
import { serveFeed } from "@/lib/calendar-feeds/serve";

/**
 * A private iCal feed, by its secret token, on the venue's host: text/calendar with an ETag and
 * Last-Modified, 304 when the reader's copy is current, 404 for a token that opens nothing.
 */
export const GET = route({ auth: tenantVisitor }, ({ tenant, params, req }) =>
  serveFeed(tenant, params.token ?? "", req),
);
