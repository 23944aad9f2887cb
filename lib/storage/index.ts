// Where uploaded files live: the local disk, PostgreSQL or an S3-compatible bucket, behind one
// interface, so that the code that stores or serves files does not know which
// (docs/decisions/015-uploads.md, 101-shared-file-storage.md).
import crypto from "node:crypto";

import { env, storageBackend } from "@/lib/env";

import { createStorage } from "./backends";
import { FallbackStorage } from "./fallback";
import type { FileStorage } from "./types";

export type { FileStorage, OpenedFile, StoredFile } from "./types";

let storage: FileStorage | undefined;

/** The process's storage: STORAGE's backend, reading through to STORAGE_FALLBACK's when set. */
export function fileStorage(): FileStorage {
  if (storage) return storage;
  const settings = env();
  const primary = createStorage(storageBackend(settings), settings);
  const fallback = settings.STORAGE_FALLBACK;
  return (storage = fallback
    ? new FallbackStorage(primary, createStorage(fallback, settings))
    : primary);
}

/** For tests that change the storage settings: choose again on next use (with resetEnv()). */
export function resetFileStorage() {
  storage = undefined;
}

/** A key for a new file: its owner's folder and a generated name, never the uploader's. */
export function newFileKey(folder: string, extension: string): string {
  return `${folder}/${crypto.randomUUID()}.${extension}`;
}

/** Keys are ours: folders and generated names of letters, digits, dashes and one dot. */
export const FILE_KEY = /^(?:[a-z0-9-]+\/){1,3}[a-f0-9-]{36}\.[a-z0-9]{2,5}$/;

/**
 * The private area: files that /api/files never serves (résumés). Each is read only through the
 * route of its own area, behind that route's door.
 */
const PRIVATE_FOLDER = "private";
export const isPrivateKey = (key: string) => key.startsWith(`${PRIVATE_FOLDER}/`);

/** A key for a new private file, e.g. `private/resumes/{uuid}.pdf`. */
export const newPrivateFileKey = (folder: string, extension: string) =>
  newFileKey(`${PRIVATE_FOLDER}/${folder}`, extension);

/** A key that /api/files may serve: ours, and outside the private area. */
export const isPublicFileKey = (key: string) => FILE_KEY.test(key) && !isPrivateKey(key);

/**
 * Where the public reads a file (app/api/files), and the key back from that address. A private
 * key never comes back from an address, so no stored link can name (or replace) a private file.
 */
export const fileUrl = (key: string) => `/api/files/${key}`;
export function fileKeyOf(url: string | null | undefined): string | null {
  const key = url?.startsWith("/api/files/") ? url.slice("/api/files/".length) : null;
  return key && !isPrivateKey(key) ? key : null;
}

/**
 * The key of `url` when it is a file of `folder` (such as `t12/hall`), which the caller may
 * remove; null for any other. A stored address may name another venue's file or another kind of
 * file (an admin may give a hall another's picture, a banner the gallery's): those are not ours to
 * delete.
 */
export function ownedFileKey(url: string | null | undefined, folder: string): string | null {
  const key = fileKeyOf(url);
  return key && FILE_KEY.test(key) && key.startsWith(`${folder}/`) ? key : null;
}
