import { member, route } from "@/lib/api/handler";
import { lastEventIdOf } from "@/lib/live/last-event-id";
import { liveStreamQuery } from "@/lib/live/schemas";
import { openStream } from "@/lib/live/stream";

/**
 * The venue's booking changes as Server-Sent Events: `booking` events (id, booking, action,
 * halls, from, until, own), `reset` (refetch what you show), `ready` once caught up. Send
 * Last-Event-ID (or ?last_event_id=) to catch up on what a dropped connection missed, and
 * ?client_id= (the X-Client-Id your writes send) to have your own changes marked `own`.
 */
export const GET = route(
  { auth: member(), query: liveStreamQuery, changesAccess: false },
  async ({ req, tenant, principal, query }) =>
    openStream({
      tenantId: tenant.id,
      userId: principal.user.id,
      clientId: query.client_id ?? null,
      lastEventId: lastEventIdOf(req.headers, query.last_event_id),
      stillAllowed: () => member().enter(req),
      signal: req.signal,
    }),
);
