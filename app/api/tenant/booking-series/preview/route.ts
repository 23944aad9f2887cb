import { member, route } from "@/lib/api/handler";
import { seriesPreview } from "@/lib/bookings/schemas";
import { previewSeries } from "@/lib/series/create";

/** The dates a series would have, each with its clash or null; nothing is written. */
export const POST = route(
  { auth: member(), body: seriesPreview, changesAccess: false },
  async ({ tenant, body }) => previewSeries({ tenant, input: body }),
);
