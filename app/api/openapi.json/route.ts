import { publicAsset, route } from "@/lib/api/handler";
import { openApiJson } from "@/lib/openapi/document";

/** The OpenAPI 3.1 document of this API, generated from the routes' own schemas (lib/openapi). */
export const GET = route({ auth: publicAsset }, async () => openApiJson());
