import { publicAsset, route } from "@/lib/api/handler";
import { notFound } from "@/lib/core/errors";
import { fileStorage, isPublicFileKey } from "@/lib/storage";

/**
 * Public images (logos, banners, hall photos, avatars, the gallery). Names are generated and never
 * reused, so a file can be cached for a year. The private area (résumés) is not served here.
 */
export const GET = route({ auth: publicAsset }, async ({ params }) => {
  const key = params.key;
  if (!key || !isPublicFileKey(key)) throw notFound();
  const file = await fileStorage().get(key);
  if (!file) throw notFound();
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "content-type": file.contentType,
      "cache-control": "public, max-age=31536000, immutable",
      "content-security-policy": "default-src 'none'; sandbox",
    },
  });
});
