// Uploaded images: checked by their bytes (not their name or Content-Type), at most 5 MB, at most
// the pixels their purpose needs (read from the header, before anything is decoded), counted
// against the uploader's hourly allowance, and re-encoded one at a time per process, so that
// nothing but pixels survives (no script in a polyglot file, no metadata) and no upload holds the
// rest of the site up (docs/decisions/015-uploads.md, 050-bounded-enquiries-and-uploads.md).
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";

import { AppError, ValidationError } from "@/lib/core/errors";

import { decodeInTurn } from "./decode-queue";
import { fileStorage, fileUrl, newFileKey } from "./index";
import { countUploads } from "./upload-limit";

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const ACCEPTED = new Set(["image/png", "image/jpeg", "image/webp", "image/gif"]);
export const NOT_AN_IMAGE = "Upload a PNG, JPEG, WebP or GIF image.";
export const IMAGE_TOO_LARGE = "The image is larger than 5 MB.";
/** For a route taking an image at `field`: a body too large for any upload is refused alike. */
export const imageField = (field: string) => ({ field, message: IMAGE_TOO_LARGE });

const MEGA = 1_000_000;
/**
 * What each kind of image is for: the size it is resized to fit (it is never enlarged), and the
 * most pixels an upload may have, which bounds what decoding it costs. A logo is shown small; a
 * banner, a hall or a gallery picture may come straight from a camera.
 */
const KINDS = {
  logo: { size: 512, megapixels: 4, name: "a logo", example: "2000 × 2000" },
  avatar: { size: 512, megapixels: 4, name: "a profile photo", example: "2000 × 2000" },
  banner: { size: 2400, megapixels: 24, name: "a banner", example: "6000 × 4000" },
  hall: { size: 1600, megapixels: 24, name: "a hall photo", example: "6000 × 4000" },
  gallery: { size: 2000, megapixels: 24, name: "a gallery picture", example: "6000 × 4000" },
} as const;
export type ImageKind = keyof typeof KINDS;

/** The refusal of an image with more pixels than its kind may have, naming the limit. */
export const tooManyPixels = (kind: ImageKind, width: number, height: number) =>
  `This image is ${width} × ${height} pixels; ${KINDS[kind].name} may have at most ` +
  `${KINDS[kind].megapixels} megapixels, such as ${KINDS[kind].example}.`;

/** The image's width and height from its header, without decoding it. */
async function dimensions(bytes: Buffer, field: string) {
  try {
    const { width, height } = await sharp(bytes, { animated: false }).metadata();
    if (width && height) return { width, height };
  } catch {
    // not an image sharp can read
  }
  throw ValidationError.of(field, NOT_AN_IMAGE);
}

/**
 * Checks an uploaded file and stores it as a WebP image of at most the kind's size; returns its
 * public address. A file that is missing, too large, with too many pixels or not one of the
 * accepted images is a 400 on `field`; past the user's hourly uploads a 429, and while too many
 * images wait to be processed a 503.
 */
export async function storeImage(input: {
  file: unknown;
  field: string;
  kind: ImageKind;
  tenantId: number | null;
  /** the uploader, whose hourly allowance it counts against */
  userId: number;
}): Promise<string> {
  const { file, field } = input;
  const kind = KINDS[input.kind];
  if (!(file instanceof Blob) || file.size === 0)
    throw ValidationError.of(field, `No file selected for ${field}.`);
  if (file.size > MAX_IMAGE_BYTES) throw ValidationError.of(field, IMAGE_TOO_LARGE);
  const bytes = Buffer.from(await file.arrayBuffer());
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED.has(type.mime)) throw ValidationError.of(field, NOT_AN_IMAGE);
  const { width, height } = await dimensions(bytes, field);
  if (width * height > kind.megapixels * MEGA)
    throw ValidationError.of(field, tooManyPixels(input.kind, width, height));
  await countUploads(input.userId);
  let encoded: Buffer;
  try {
    encoded = await decodeInTurn(() =>
      sharp(bytes, { animated: false, limitInputPixels: kind.megapixels * MEGA })
        .rotate() // honour the camera's orientation before the metadata goes
        .resize({ width: kind.size, height: kind.size, fit: "inside", withoutEnlargement: true })
        .webp({ quality: 85 })
        .toBuffer(),
    );
  } catch (error) {
    if (error instanceof AppError) throw error; // busy: 503
    throw ValidationError.of(field, NOT_AN_IMAGE);
  }
  const folder = input.tenantId ? `t${input.tenantId}/${input.kind}` : `users/${input.kind}`;
  const key = newFileKey(folder, "webp");
  await fileStorage().put(key, { bytes: encoded, contentType: "image/webp" });
  return fileUrl(key);
}
