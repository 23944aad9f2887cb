// Resumes: private files. Checked by their bytes (PDF, DOC, DOCX), at most 5 MB, stored under a
// generated name in the storage's private area (never served by /api/files), and read back only
// by provider staff through the download route (docs/decisions/019-resumes-and-job-api.md).
import { fileTypeFromBuffer } from "file-type";

import { notFound, ValidationError } from "@/lib/core/errors";
import { db } from "@/lib/db";
import { log } from "@/lib/log";
import { fileStorage, isPrivateKey, newPrivateFileKey } from "@/lib/storage";
import { contentDisposition } from "@/lib/storage/disposition";
import { webBody } from "@/lib/storage/response";

import { NO_RESUME, RESUME_MAX_BYTES, RESUME_TOO_LARGE, RESUME_WRONG_TYPE } from "./messages";

const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/** What file-type detects → what we store and serve it as. */
const ACCEPTED: Record<string, { extension: string; contentType: string }> = {
  "application/pdf": { extension: "pdf", contentType: "application/pdf" },
  [DOCX]: { extension: "docx", contentType: DOCX },
  // The OLE container of Word 97-2003, but also of .xls, .msi and more: only as a .doc.
  "application/x-cfb": { extension: "doc", contentType: "application/msword" },
};

export type CheckedResume = {
  bytes: Buffer;
  extension: string;
  contentType: string;
  /** the uploader's name, cleaned, with the extension of what the file really is */
  name: string;
};

/**
 * The name a resume is downloaded as: the uploader's base name without control, format (bidi)
 * or path characters, ending in the extension of what the file really is.
 */
export function resumeFileName(original: string, extension: string): string {
  const base = original.split(/[\\/]/).pop() ?? "";
  const clean = base
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Cf}"<>:|?*]/gu, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^\.+/, "");
  const stem = clean.replace(/\.[^.]*$/, "").slice(0, 120) || "resume";
  return `${stem}.${extension}`;
}

/** A 400 on `field` unless the file is a PDF, DOC or DOCX of at most 5 MB, by its bytes. */
export async function checkResume({
  file,
  field = "resume",
}: {
  file: Blob;
  field?: string;
}): Promise<CheckedResume> {
  if (file.size > RESUME_MAX_BYTES) throw ValidationError.of(field, RESUME_TOO_LARGE);
  const original = file instanceof File ? file.name : "";
  const bytes = Buffer.from(await file.arrayBuffer());
  const detected = await fileTypeFromBuffer(bytes);
  const type = detected && ACCEPTED[detected.mime];
  if (!type || (type.extension === "doc" && !/\.doc$/i.test(original.trim())))
    throw ValidationError.of(field, RESUME_WRONG_TYPE);
  return { bytes, ...type, name: resumeFileName(original, type.extension) };
}

/** Stores a checked resume under a new private key, and returns the key. */
export async function storeResume(resume: CheckedResume): Promise<string> {
  const key = newPrivateFileKey("resumes", resume.extension);
  await fileStorage().put(key, { bytes: resume.bytes, contentType: resume.contentType });
  return key;
}

/** Removes resume files; a failure is logged (an orphan file), never the caller's error. */
export async function removeResumes(keys: string[]) {
  const results = await Promise.allSettled(keys.map((key) => fileStorage().delete(key)));
  results.forEach((result, i) => {
    if (result.status === "rejected")
      log.error("Resume file not removed", { key: keys[i], error: result.reason });
  });
}

/**
 * The resume of an application as a download: `download` saves it (attachment); otherwise a PDF
 * opens inline, so the console can preview it in a frame of its own pages. Never cached, never
 * sniffed, sandboxed, and framed by our own pages only.
 */
export async function resumeResponse({ id, download }: { id: number; download: boolean }) {
  const row = await db.jobApplication.findUnique({
    where: { id },
    select: { resumeKey: true, resumeName: true },
  });
  if (!row) throw notFound();
  if (!row.resumeKey || !isPrivateKey(row.resumeKey)) throw notFound(NO_RESUME);
  const file = await fileStorage().read(row.resumeKey);
  if (!file) {
    log.error("Resume file missing", { applicationId: id, key: row.resumeKey });
    throw notFound(NO_RESUME);
  }
  const extension = row.resumeKey.split(".").pop() ?? "pdf";
  const name = resumeFileName(row.resumeName ?? "", extension);
  const inline = !download && file.contentType === "application/pdf";
  return new Response(webBody(file), {
    headers: {
      "content-type": file.contentType,
      "content-length": String(file.size),
      "content-disposition": contentDisposition(inline ? "inline" : "attachment", name),
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
      // frame-ancestors lets the console's own pages frame the preview: browsers obey it over the
      // X-Frame-Options: DENY of every response (next.config.ts). Chromium's PDF viewer renders
      // in the sandbox (checked with Chromium 156; an iframe `sandbox` attribute would block it).
      "content-security-policy": "default-src 'none'; frame-ancestors 'self'; sandbox",
    },
  });
}
