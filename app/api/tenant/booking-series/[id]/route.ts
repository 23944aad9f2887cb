import { member, route } from "@/lib/api/handler";
import { pathId } from "@/lib/api/params";
import { getSeries } from "@/lib/series/reads";

export const GET = route({ auth: member() }, async ({ tenant, params }) =>
  getSeries({ tenant, id: pathId(params) }),
);
