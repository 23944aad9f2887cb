// Uploaded images: checked by their bytes (not their name or Content-Type), at most 5 MB, and
// re-encoded, so that nothing but pixels survives (no script in a polyglot file, no metadata).
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";

import { ValidationError } from "@/lib/api/errors";

import { fileStorage, fileUrl, newFileKey } from "./index";

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const ACCEPTED = new Set(["image/png", "image/jpeg", "image/webp", "image/gif"]);
export const NOT_AN_IMAGE = "Upload a PNG, JPEG, WebP or GIF image.";
export const IMAGE_TOO_LARGE = "The image is larger than 5 MB.";

/** What an image is resized to fit, at most (it is never enlarged). */
const SIZES = {
  logo: 512,
  avatar: 512,
  banner: 2400,
  hall: 1600,
  gallery: 2000,
} as const;
export type ImageKind = keyof typeof SIZES;

/**
 * Checks an uploaded file and stores it as a WebP image of at most the kind's size; returns its
 * public address. A file that is missing, too large or not one of the accepted images is a 400
 * on `field`.
 */
export async function storeImage(input: {
  file: unknown;
  field: string;
  kind: ImageKind;
  tenantId: number | null;
}): Promise<string> {
  const { file, field } = input;
  if (!(file instanceof Blob) || file.size === 0)
    throw ValidationError.of(field, `No file selected for ${field}.`);
  if (file.size > MAX_IMAGE_BYTES) throw ValidationError.of(field, IMAGE_TOO_LARGE);
  const bytes = Buffer.from(await file.arrayBuffer());
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED.has(type.mime)) throw ValidationError.of(field, NOT_AN_IMAGE);
  let encoded: Buffer;
  try {
    const size = SIZES[input.kind];
    encoded = await sharp(bytes, { animated: false, limitInputPixels: 40_000_000 })
      .rotate() // honour the camera's orientation before the metadata goes
      .resize({ width: size, height: size, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw ValidationError.of(field, NOT_AN_IMAGE);
  }
  const folder = input.tenantId ? `t${input.tenantId}/${input.kind}` : `users/${input.kind}`;
  const key = newFileKey(folder, "webp");
  await fileStorage().put(key, { bytes: encoded, contentType: "image/webp" });
  return fileUrl(key);
}
