import { publicAsset, route } from "@/lib/api/handler";
import { docsAsset } from "@/lib/openapi/docs-assets";

/** The reference page's files (Swagger UI's script and styles, its start): a fixed list. */
export const GET = route({ auth: publicAsset }, async ({ params }) =>
  docsAsset(params.asset ?? ""),
);
