// How many files one user may upload in an hour, whatever the route (images of every kind, ticket
// attachments), counted in PostgreSQL so that every app server shares the count
// (docs/decisions/050-bounded-enquiries-and-uploads.md).
import { consumeRateLimit, type RateLimit } from "@/lib/core/rate-limit";

const MAX_UPLOADS_PER_HOUR = 60;

export const UPLOAD_LIMIT: RateLimit = {
  bucket: "upload",
  max: MAX_UPLOADS_PER_HOUR,
  windowMs: 60 * 60 * 1000,
  refusal: (minutes) =>
    `You have uploaded ${MAX_UPLOADS_PER_HOUR} files in the last hour. ` +
    `Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
};

/** Counts `files` uploads of user `userId`, or throws 429 (and counts none) past the limit. */
export async function countUploads(userId: number, files = 1): Promise<void> {
  if (files > 0) await consumeRateLimit(UPLOAD_LIMIT, `user:${userId}`, files);
}
