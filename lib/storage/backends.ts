// The storage backends by name, as STORAGE, STORAGE_FALLBACK and storage:migrate name them.
import { STORAGE_KINDS, type Env } from "@/lib/env";

import { LocalDiskStorage, uploadsDir } from "./local";
import { PostgresStorage } from "./postgres";
import { S3Storage } from "./s3";
import type { FileStorage } from "./types";

export { STORAGE_KINDS };
export type StorageKind = (typeof STORAGE_KINDS)[number];

/** The backend `kind`, configured from `env` (the database's is the process's pool). */
export function createStorage(kind: StorageKind, env: Env): FileStorage {
  switch (kind) {
    case "local":
      return new LocalDiskStorage(uploadsDir(env));
    case "postgres":
      return new PostgresStorage();
    case "s3":
      return new S3Storage(env);
  }
}
