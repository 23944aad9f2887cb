// The OpenAPI 3.1 document of the API, built from the routes' own zod schemas: each operation
// (lib/openapi/paths/) names the schema objects its route parses with, so the reference cannot
// say one thing while the route checks another. tests/integration/openapi.test.ts holds every
// route file to an operation here, and every operation to a route.
import {
  createDocument,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponseObject,
} from "zod-openapi";

import { JsonText } from "@/lib/core/json-text";
import pkg from "@/package.json";

import {
  doorOf,
  errorReplies,
  pathParams,
  readsVenue,
  securityOf,
  securitySchemes,
  whoMay,
  xTenant,
} from "./components";
import type { Operation, Reply } from "./operation";
import { AUTH } from "./paths/auth";
import { BOOKINGS } from "./paths/bookings";
import { HALLS } from "./paths/halls";
import { JOBS } from "./paths/jobs";
import { PAYMENTS } from "./paths/payments";
import { PUBLIC } from "./paths/public";
import { REFERENCE } from "./paths/reference";
import { REPORTS } from "./paths/reports";
import { SITE } from "./paths/site";
import { SUPPORT } from "./paths/support";
import { NOTIFICATIONS, TEAM } from "./paths/team";
import { ACCESS, TENANTS } from "./paths/tenants";
import { RENDERING } from "./rendering";

/** Every operation of the API, in the order the reference shows its areas. */
export const OPERATIONS: readonly Operation[] = [
  ...AUTH,
  ...BOOKINGS,
  ...PAYMENTS,
  ...REPORTS,
  ...HALLS,
  ...SITE,
  ...TEAM,
  ...NOTIFICATIONS,
  ...PUBLIC,
  ...SUPPORT,
  ...JOBS,
  ...TENANTS,
  ...ACCESS,
  ...REFERENCE,
];

const DESCRIPTION = `The JSON API of HallBook, generated from the zod schemas its route handlers
parse with.

- **Venues.** A venue's routes act on the venue named by the \`X-Tenant\` header, else by the host
  (\`{slug}.{APP_HOST}\`). Another venue's objects answer 404.
- **Signing in.** \`POST /api/token/\` gives an access token (send it as \`Authorization: Bearer\`)
  and a refresh token; browsers use the session cookie of the host they signed in on.
- **Errors.** 400 \`{ field: ["message"] }\`; other errors \`{ detail: "..." }\`; 500
  \`{ detail: "Internal server error." }\`. Any route may answer 503 with \`Retry-After\` while the
  database cannot be reached, and 421 to a host this server does not serve.
- **Paths** are written with a trailing slash (a file's without); both forms are served, with no
  redirect.`;

/** getTenantBookingsId for GET /api/tenant/bookings/{id}/: a name for links into the page. */
const operationId = (op: Operation) =>
  op.method.toLowerCase() +
  op.path
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word && word !== "api")
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join("");

const BODY_TYPES = {
  json: ["application/json"],
  multipart: ["multipart/form-data"],
  either: ["application/json", "multipart/form-data"],
};

function replyObject(reply: Reply): ZodOpenApiResponseObject {
  if (reply.status === 204) return { description: reply.description };
  const types = [reply.type ?? "application/json"].flat();
  const media = reply.schema ? { schema: reply.schema } : {};
  return {
    description: reply.description,
    content: Object.fromEntries(types.map((type) => [type, media])),
  };
}

const NOT_MODIFIED = { description: "Not modified: the copy the reader has is current." };

function operationObject(op: Operation): ZodOpenApiOperationObject {
  const who = `**Who:** ${whoMay(op.auth)}`;
  const body = op.body && { schema: op.body };
  const path = pathParams(op.path);
  return {
    operationId: operationId(op),
    summary: op.summary,
    description: op.description ? `${op.description}\n\n${who}` : who,
    tags: [op.tag],
    "x-door": doorOf(op.auth),
    security: securityOf(op.auth),
    parameters: readsVenue(op.auth) ? [xTenant] : undefined,
    requestParams: { ...(path && { path }), ...(op.query && { query: op.query }) },
    requestBody: body && {
      required: true,
      content: Object.fromEntries(BODY_TYPES[op.form ?? "json"].map((type) => [type, body])),
    },
    responses: {
      ...Object.fromEntries([op.reply].flat().map((reply) => [reply.status, replyObject(reply)])),
      ...(op.conditional ? { 304: NOT_MODIFIED } : {}),
      ...errorReplies(op),
    },
  };
}

function build() {
  const paths: ZodOpenApiPathsObject = {};
  for (const op of OPERATIONS) {
    const item = (paths[op.path] ??= {});
    const method = op.method.toLowerCase() as Lowercase<Operation["method"]>;
    if (item[method]) throw new Error(`${op.method} ${op.path} is listed twice.`);
    item[method] = operationObject(op);
  }
  return createDocument(
    {
      openapi: "3.1.0",
      info: { title: "HallBook API", version: pkg.version, description: DESCRIPTION },
      servers: [{ url: "/", description: "This server" }],
      tags: [...new Set(OPERATIONS.map((op) => op.tag))].map((name) => ({ name })),
      components: { securitySchemes: securitySchemes() },
      paths,
    },
    RENDERING,
  );
}

let built: ReturnType<typeof build> | undefined;
let json: JsonText<ReturnType<typeof build>> | undefined;

/** The document, built once per process (its routes and schemas do not change while it runs). */
export const openApiDocument = () => (built ??= build());

/** The document as JSON text, written once. */
export const openApiJson = () => (json ??= new JsonText(JSON.stringify(openApiDocument())));
