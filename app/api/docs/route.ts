import { publicAsset, route } from "@/lib/api/handler";
import { docsPage } from "@/lib/openapi/docs-assets";

/**
 * The API reference: Swagger UI drawing /api/openapi.json. The page carries its own
 * Content-Security-Policy (DOCS_POLICY): the API's own would run none of its scripts.
 */
export const GET = route({ auth: publicAsset }, async () => docsPage());
