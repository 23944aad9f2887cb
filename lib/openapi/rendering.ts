// How the routes' zod schemas become JSON Schema where zod alone cannot say it: files in multipart
// bodies, fields that take any JSON, and a body parsed as a whole. Only the rendering is told
// more; the schemas, and so what the routes accept, stay exactly as they are.
import type { z } from "zod";
import { createSchema, type CreateDocumentOptions, type ZodOpenApiOverride } from "zod-openapi";

import { upload } from "@/lib/core/schemas";
import { bannerUpload, logoUpload } from "@/lib/customization/schemas";
import { galleryUpload } from "@/lib/gallery/schemas";
import { applicationFields, applicationInput } from "@/lib/jobs/schemas";
import { replyInput } from "@/lib/support/schemas";
import { profilePatch } from "@/lib/users/profile-schemas";

const FILE = { type: "string", format: "binary" };

/** The fields that take a file (z.unknown() to zod: the file's bytes are checked when stored). */
const FILE_FIELDS = new Set<unknown>([
  upload,
  galleryUpload.shape.image,
  profilePatch.shape.avatar,
  logoUpload.shape.logo,
  bannerUpload.shape.banner,
  applicationFields.shape.resume,
]);
/** The fields that take one file or more (the same field name repeated). */
const FILE_LISTS = new Set<unknown>([replyInput.shape.attachments]);

/**
 * Bodies parsed as a whole, documented by the fields they read: an application is parsed at once
 * so that a missing name, email or resume can also be said for the whole form (lib/jobs/schemas).
 */
const DOCUMENTED_BY = new Map<unknown, z.ZodType>([[applicationInput, applicationFields]]);

const override: ZodOpenApiOverride = ({ zodSchema, jsonSchema }) => {
  if (FILE_FIELDS.has(zodSchema)) Object.assign(jsonSchema, FILE);
  if (FILE_LISTS.has(zodSchema)) Object.assign(jsonSchema, { type: "array", items: FILE });
  const documentedBy = DOCUMENTED_BY.get(zodSchema);
  if (documentedBy)
    Object.assign(jsonSchema, createSchema(documentedBy, { io: "input", opts: RENDERING }).schema);
};

/**
 * zod-openapi refuses what it cannot draw. What it meets here is a field whose value is parsed
 * from JSON text or taken as it is (a job's requirements, an address, a tenant's meta): any value,
 * which is what an empty schema says, in a request. Transforms only shape what a route reads.
 */
export const RENDERING: CreateDocumentOptions = {
  override,
  allowEmptySchema: { default: true, pipe: true, transform: true, optional: true, nullable: true },
};
