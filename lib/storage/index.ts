// Where uploaded files live. One interface, so that a shared object store (S3 and the like) can
// take over from the local disk without touching the code that stores or serves files
// (docs/decisions/015-uploads.md).
import crypto from "node:crypto";
import path from "node:path";

import { env } from "@/lib/env";

import { LocalDiskStorage } from "./local";

export type StoredFile = { bytes: Buffer; contentType: string };

export interface FileStorage {
  put(key: string, file: StoredFile): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
}

let storage: FileStorage | undefined;

/** The process's storage: DATA_DIR/uploads on the local disk. */
export function fileStorage(): FileStorage {
  return (storage ??= new LocalDiskStorage(path.join(env().DATA_DIR, "uploads")));
}

/** A key for a new file: its owner's folder and a generated name, never the uploader's. */
export function newFileKey(folder: string, extension: string): string {
  return `${folder}/${crypto.randomUUID()}.${extension}`;
}

/** Keys are ours: folders and generated names of letters, digits, dashes and one dot. */
export const FILE_KEY = /^(?:[a-z0-9-]+\/){1,3}[a-f0-9-]{36}\.[a-z0-9]{2,5}$/;

/** Where the public reads a file (app/api/files), and the key back from that address. */
export const fileUrl = (key: string) => `/api/files/${key}`;
export const fileKeyOf = (url: string | null | undefined) =>
  url?.startsWith("/api/files/") ? url.slice("/api/files/".length) : null;
