import { member, route } from "@/lib/api/handler";
import { pathId } from "@/lib/api/params";
import { seriesCancelQuery, seriesPatch } from "@/lib/bookings/series-schemas";
import { clientIdOf } from "@/lib/live/writer";
import { cancelSeries, changeSeries } from "@/lib/series/change";
import { getSeries } from "@/lib/series/reads";

export const GET = route({ auth: member() }, async ({ tenant, params }) =>
  getSeries({ tenant, id: pathId(params) }),
);

/** Changes this date, this and the following ones, or every upcoming one (`scope`). */
export const PATCH = route(
  { auth: member(), body: seriesPatch, changesAccess: false },
  async ({ req, tenant, principal, params, body }) =>
    changeSeries({
      tenant,
      userId: principal.user.id,
      clientId: clientIdOf(req.headers),
      id: pathId(params),
      input: body,
    }),
);

/** Cancels (never deletes) this date, this and the following ones, or every upcoming one. */
export const DELETE = route(
  { auth: member(), query: seriesCancelQuery, changesAccess: false },
  async ({ req, tenant, principal, params, query }) =>
    cancelSeries({
      tenant,
      userId: principal.user.id,
      clientId: clientIdOf(req.headers),
      id: pathId(params),
      query,
    }),
);
