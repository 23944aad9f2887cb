import { publicAsset, route } from "@/lib/api/handler";
import { notFound } from "@/lib/core/errors";
import { fileStorage, isPublicFileKey } from "@/lib/storage";
import { parseRange } from "@/lib/storage/range";
import { fileResponse } from "@/lib/storage/response";

/**
 * Public images (logos, banners, hall photos, avatars, the gallery). Names are generated and never
 * reused, so a file can be cached for a year. The private area (résumés) is not served here. One
 * byte range is served when asked for; with If-Range (a validator this route does not give) the
 * whole file.
 */
export const GET = route({ auth: publicAsset }, async ({ params, req }) => {
  const key = params.key;
  if (!key || !isPublicFileKey(key)) throw notFound();
  const range = req.headers.has("if-range") ? null : parseRange(req.headers.get("range"));
  const file = await fileStorage().read(key, range ?? undefined);
  if (!file) throw notFound();
  return fileResponse(file, range !== null, {
    "cache-control": "public, max-age=31536000, immutable",
    "content-security-policy": "default-src 'none'; sandbox",
  });
});
