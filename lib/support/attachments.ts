// Reply attachments: private files. Checked by their bytes (PNG, JPEG, GIF, WebP, PDF), at most
// 10 MB each and 5 per reply, stored under generated names in the storage's private area (never
// served by /api/files), and read back only through the ticket's own route: by the ticket's venue
// members and provider staff.
import { fileTypeFromBuffer } from "file-type";

import { notFound, ValidationError } from "@/lib/core/errors";
import { db } from "@/lib/db";
import { log } from "@/lib/log";
import { fileStorage, isPrivateKey, newPrivateFileKey } from "@/lib/storage";
import { contentDisposition } from "@/lib/storage/disposition";
import { webBody } from "@/lib/storage/response";

import { ATTACHMENT_TOO_LARGE, ATTACHMENT_WRONG_TYPE, TOO_MANY_ATTACHMENTS } from "./messages";
import { findTicketOrThrow, type SupportViewer } from "./tickets";

export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const MAX_ATTACHMENTS = 5;
/** A reply's whole multipart body: its largest attachments and the message (lib/core/body.ts). */
export const REPLY_BODY_LIMIT = MAX_ATTACHMENTS * ATTACHMENT_MAX_BYTES + 1024 * 1024;
const ACCEPTED: Record<string, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/gif": "gif",
  "image/webp": "webp",
  "application/pdf": "pdf",
};
const FIELD = "attachments";

export type CheckedAttachment = {
  bytes: Buffer;
  mimeType: string;
  extension: string;
  name: string;
};

function cleanName(original: string, extension: string) {
  const base = (original.split(/[\\/]/).pop() ?? "")
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Cf}"<>:|?*]/gu, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^\.+/, "");
  const stem = base.replace(/\.[^.]*$/, "").slice(0, 120) || "attachment";
  return `${stem}.${extension}`;
}

/** The files of a multipart body's `attachments`, checked; a 400 on the field otherwise. */
export async function checkAttachments(raw: unknown): Promise<CheckedAttachment[]> {
  const files = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).filter(
    (f) => !(f instanceof Blob && f.size === 0),
  );
  if (files.length > MAX_ATTACHMENTS) throw ValidationError.of(FIELD, TOO_MANY_ATTACHMENTS);
  const checked: CheckedAttachment[] = [];
  for (const file of files) {
    if (!(file instanceof Blob)) throw ValidationError.of(FIELD, ATTACHMENT_WRONG_TYPE);
    if (file.size > ATTACHMENT_MAX_BYTES) throw ValidationError.of(FIELD, ATTACHMENT_TOO_LARGE);
    const bytes = Buffer.from(await file.arrayBuffer());
    const mime = (await fileTypeFromBuffer(bytes))?.mime ?? "";
    const extension = ACCEPTED[mime];
    if (!extension) throw ValidationError.of(FIELD, ATTACHMENT_WRONG_TYPE);
    const name = cleanName(file instanceof File ? file.name : "", extension);
    checked.push({ bytes, mimeType: mime, extension, name });
  }
  return checked;
}

/** Stores checked files under new private keys; the rows to write for them. */
export async function storeAttachments(files: CheckedAttachment[]) {
  const stored = [];
  for (const f of files) {
    const fileKey = newPrivateFileKey("tickets", f.extension);
    await fileStorage().put(fileKey, { bytes: f.bytes, contentType: f.mimeType });
    stored.push({ fileKey, fileName: f.name, mimeType: f.mimeType, size: f.bytes.length });
  }
  return stored;
}

/** Removes files whose rows were never written; a failure is logged (an orphan file). */
export async function removeAttachmentFiles(keys: string[]) {
  const results = await Promise.allSettled(keys.map((key) => fileStorage().delete(key)));
  results.forEach((r, i) => {
    if (r.status === "rejected")
      log.error("Attachment file not removed", { key: keys[i], error: r.reason });
  });
}

/**
 * An attachment of a ticket the viewer may see, as a response: images and PDFs open inline, in a
 * sandbox; never cached, never sniffed. Anything else: 404.
 */
export async function attachmentResponse({
  viewer,
  ticketId,
  id,
}: {
  viewer: SupportViewer;
  ticketId: number;
  id: number;
}) {
  const ticket = await findTicketOrThrow({ viewer, id: ticketId });
  const row = await db.ticketAttachment.findFirst({
    where: { tenantId: ticket.tenantId, id, reply: { ticketId: ticket.id } },
    select: { fileKey: true, fileName: true, mimeType: true },
  });
  if (!row || !isPrivateKey(row.fileKey)) throw notFound();
  const file = await fileStorage().read(row.fileKey);
  if (!file) {
    log.error("Attachment file missing", { attachmentId: id, key: row.fileKey });
    throw notFound();
  }
  return new Response(webBody(file), {
    headers: {
      "content-type": row.mimeType,
      "content-length": String(file.size),
      "content-disposition": contentDisposition("inline", row.fileName),
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; img-src 'self'; sandbox",
    },
  });
}
