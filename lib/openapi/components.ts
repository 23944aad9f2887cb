// What every operation of the API reference shares: who its door lets in (words, security and the
// X-Tenant header), the path's parameters, and the error answers, in the one shape route() gives
// them (lib/api/handler.ts).
import { z } from "zod";
import type { oas31, ZodOpenApiResponseObject, ZodOpenApiSecuritySchemeObject } from "zod-openapi";

import type { DoorLabel, DoorName } from "@/lib/api/doors";
import { sessionCookieName } from "@/lib/auth/session";

import { DOCS_ASSETS } from "./docs-assets";
import type { ErrorStatus, Operation } from "./operation";

const WHO: Record<Exclude<DoorName, "member">, string> = {
  publicAsset: "Anyone.",
  anyone: "Anyone; a venue named by X-Tenant or the host must exist.",
  tenantVisitor: "Anyone, on a venue's host (or naming it in X-Tenant).",
  signedIn: "Any signed-in user, in the venue or the console their credentials were issued for.",
  ownContext:
    "Any signed-in user, in the context their credentials were issued for: the venue X-Tenant " +
    "or the host names, else the credentials' own venue, else the console.",
  providerStaff: "The provider's staff, signed in to the console (outside every venue).",
  systemUser: "The provider's system users (superusers and SYSTEM users); other staff get 403.",
  operator: "The operator's monitoring: METRICS_TOKEN or an address of METRICS_ALLOW; 404 else.",
};

const OR = new Intl.ListFormat("en", { type: "disjunction" });

/** What an `inPerson` door adds to who may call an operation. */
export const IN_PERSON_WORDS =
  "A session opened through an access request is refused (403): only the venue's own people " +
  "may do this.";

/** Who may call an operation, in words. */
export function whoMay(door: DoorLabel | null): string {
  if (!door) return "Anyone, on any host (for load balancers and container health checks).";
  if (door.inPerson) return `${whoMay({ ...door, inPerson: undefined })} ${IN_PERSON_WORDS}`;
  const also = door.beforePasswordChange
    ? " Also an account that must change its password first (every other route answers it 403)."
    : "";
  if (door.name !== "member") return WHO[door.name] + also;
  const as = door.roles?.length ? OR.format(door.roles) : "member";
  return `A signed-in ${as} of the venue, or a provider user it let in as one (access request).${also}`;
}

/** The door as the route writes it, e.g. `inPerson(member(Owner, Admin))`, for tools. */
export function doorOf(door: DoorLabel | null): string {
  if (!door) return "none";
  const written = `${door.name}${door.roles ? `(${door.roles.join(", ")})` : ""}`;
  return door.inPerson ? `inPerson(${written})` : written;
}

/** Bearer tokens and the session cookie (whose name depends on the server's https setting). */
export const securitySchemes = (): Record<string, ZodOpenApiSecuritySchemeObject> => ({
  bearerAuth: {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT",
    description:
      "An access token from POST /api/token/ (with X-Tenant for a venue); POST " +
      "/api/token/refresh/ gives a new one.",
  },
  sessionCookie: {
    type: "apiKey",
    in: "cookie",
    name: sessionCookieName(),
    description:
      "The browser's session after signing in on the site. A change made with it must come " +
      "from a page of the same host (Origin).",
  },
});

const SIGNED_IN: oas31.SecurityRequirementObject[] = [{ bearerAuth: [] }, { sessionCookie: [] }];

/**
 * Public doors read credentials when they come (a signed-in caller may see more), so signing in
 * is optional there; the public files and the health check read none.
 */
export function securityOf(door: DoorLabel | null): oas31.SecurityRequirementObject[] {
  if (!door || door.name === "publicAsset") return [];
  if (door.name === "anyone" || door.name === "tenantVisitor") return [{}, ...SIGNED_IN];
  return SIGNED_IN;
}

/** The doors that read the request's venue (X-Tenant, else the host): an unknown one is 404. */
const VENUE_DOORS = new Set<DoorName>([
  "anyone",
  "tenantVisitor",
  "member",
  "signedIn",
  "ownContext",
]);
const SIGN_IN_DOORS = new Set<DoorName>([
  "member",
  "signedIn",
  "ownContext",
  "providerStaff",
  "systemUser",
]);

export const xTenant = z.string().meta({
  description: "The venue's slug. Without it, the venue is the one whose host was called.",
  param: { id: "XTenant", in: "header", name: "X-Tenant" },
});

export const readsVenue = (door: DoorLabel | null) => !!door && VENUE_DOORS.has(door.name);

const objectId = (description: string) =>
  z
    .string()
    .regex(/^\d{1,10}$/)
    .meta({ description });

/** Every name a route's folder gives a path parameter ([id], [...key] ...), described. */
const PATH_PARAMS: Record<string, z.ZodType> = {
  id: objectId("The id of the object the path names."),
  applicantId: objectId("The application's id (an applicant of the job)."),
  attachmentId: objectId("The attachment's id (a file of one of the ticket's replies)."),
  paymentId: objectId("The ledger entry's id (a payment or refund of the booking)."),
  token: z.string().meta({ description: "The feed's secret token, as its address gives it." }),
  key: z.string().meta({ description: "The file's key, as its address gives it (with its /)." }),
  asset: z.enum(DOCS_ASSETS).meta({ description: "A file of the reference page." }),
};

/** The path's parameters, from the `{name}`s in it. */
export function pathParams(path: string): z.ZodObject | undefined {
  const names = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
  if (!names.length) return undefined;
  return z.object(
    Object.fromEntries(
      names.map((name) => {
        const schema = PATH_PARAMS[name];
        if (!schema) throw new Error(`The path parameter {${name}} of ${path} is not described.`);
        return [name, schema];
      }),
    ),
  );
}

/** `{ detail }`: every error but a refused field (a 409 may add more, such as free days). */
export const apiError = z.looseObject({ detail: z.string() }).meta({ id: "Error" });

/** `{ field: ["message"] }`: the fields refused, each with its messages. */
export const fieldErrors = z
  .record(z.string(), z.array(z.string()))
  .meta({ id: "FieldErrors", example: { email: ["Enter a valid email address."] } });

const errorReply = (id: string, description: string): ZodOpenApiResponseObject => ({
  id,
  description,
  content: { "application/json": { schema: apiError } },
});

const ERRORS: Record<ErrorStatus, ZodOpenApiResponseObject> = {
  400: {
    id: "BadRequest",
    description:
      'Refused fields, `{ field: ["message"] }` (errors of the whole body under ' +
      "non_field_errors), or `{ detail }` for a body that is not JSON or a form.",
    content: { "application/json": { schema: z.union([fieldErrors, apiError]) } },
  },
  401: errorReply("Unauthorized", "No valid credentials, or credentials of another venue."),
  403: errorReply(
    "Forbidden",
    "Signed in, but not allowed to do this here (a venue's credentials on the provider's own " +
      "routes among them: signing in again as the provider's staff, not a refresh, helps).",
  ),
  404: errorReply(
    "NotFound",
    "No such venue, or no such object in it: another venue's objects are not found either.",
  ),
  409: errorReply("Conflict", "The change clashes with what is stored (a booked time, a name)."),
  413: errorReply(
    "PayloadTooLarge",
    "The body is too large: JSON and forms 1 MB, multipart 10 MB unless the route takes more.",
  ),
  429: errorReply("TooManyRequests", "Too many for now; the message says how long to wait."),
  502: errorReply("BadGateway", "The mail server refused the message."),
  503: errorReply("ServiceUnavailable", "Not available now; Retry-After says when to try again."),
};

/** The errors an operation may answer: its own, and those its door, body and path imply. */
export function errorReplies(op: Operation): Record<string, ZodOpenApiResponseObject> {
  const statuses = new Set<ErrorStatus>(op.errors);
  if (op.body || op.query) statuses.add(400);
  if (op.body) statuses.add(413);
  if (op.auth && SIGN_IN_DOORS.has(op.auth.name)) statuses.add(401).add(403);
  if (readsVenue(op.auth) || op.path.includes("{")) statuses.add(404);
  const sorted = [...statuses].sort((a, b) => a - b);
  return Object.fromEntries(sorted.map((status) => [status, ERRORS[status]]));
}
