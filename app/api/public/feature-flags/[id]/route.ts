import { route, systemUser } from "@/lib/api/handler";
import { pathId } from "@/lib/api/params";
import { deleteFlag, findFlagOrThrow, updateFlag } from "@/lib/flags/flags";
import { flagPatch } from "@/lib/flags/schemas";

export const GET = route({ auth: systemUser }, async ({ params }) =>
  findFlagOrThrow({ id: pathId(params) }),
);

/** Any subset of description, enabled and tenants (a toggle sends only enabled). */
export const PATCH = route({ auth: systemUser, body: flagPatch }, async ({ params, body }) =>
  updateFlag({ id: pathId(params), input: body }),
);

export const DELETE = route({ auth: systemUser }, async ({ params }) =>
  deleteFlag({ id: pathId(params) }),
);
