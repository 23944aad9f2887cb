// A picture on the venue's public home (spec §3 "Gallery item": url, caption). The address is one
// of our uploaded images or an http(s) link: never a script URL, never a path outside our files.
import { z } from "zod";

import { optionalText, plainString, REQUIRED } from "@/lib/core/schemas";
import { INVALID_LINK } from "@/lib/customization/schemas";
import { isPublicFileKey } from "@/lib/storage";

/** True for an image address a gallery may hold. */
export function isGalleryUrl(url: string): boolean {
  if (url.startsWith("/api/files/")) return isPublicFileKey(url.slice("/api/files/".length));
  return /^https?:\/\/[^\s/]+\S*$/i.test(url);
}

const url = plainString(REQUIRED)
  .trim()
  .min(1, { error: REQUIRED, abort: true })
  .max(2000, "Ensure this field has no more than 2000 characters.")
  .refine(isGalleryUrl, INVALID_LINK);

export const galleryInput = z.object({
  url,
  caption: optionalText(200),
});
/** PATCH: any subset; what is left out stays as it is. */
export const galleryPatch = galleryInput.partial();
/** POST gallery/upload/: the image (multipart field `image`) and an optional caption. */
export const galleryUpload = z.object({
  image: z.unknown().optional(),
  caption: optionalText(200),
});

export type GalleryInput = z.output<typeof galleryInput>;
export type GalleryPatch = z.output<typeof galleryPatch>;
