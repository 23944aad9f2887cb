// What a backup archive holds, said by its last entry, manifest.json (decision 106): the version
// that made it, its migrations, each table's columns, rows and digests, each sequence, each file
// with its SHA-256, and the SHA-256 of every other entry, so that a restore checks the whole
// archive before it touches its target.
import { z } from "zod";

import packageJson from "@/package.json";

/** The archive layout's version: a restore refuses a layout it does not know. */
export const FORMAT = 1;
export const MANIFEST = "manifest.json";

/** Entry names inside the archive. */
export const tableEntry = (table: string) => `database/${table}.copy`;
export const fileEntry = (key: string) => `files/${key}`;
export const outboxEntry = (name: string) => `outbox/${name}`;

export const HALLBOOK_VERSION: string = packageJson.version;

const hash = z.string().regex(/^[a-f0-9]{64}$/);
const name = z.string().min(1).max(200);

const entrySchema = z.object({ entry: z.string(), size: z.number().int().min(0), sha256: hash });

export const manifestSchema = z.object({
  format: z.literal(FORMAT),
  hallbook: z.string(),
  createdAt: z.string(),
  database: z.object({
    /** the migrations the database had, oldest first, as _prisma_migrations records them */
    migrations: z.array(z.object({ name, checksum: z.string() })),
    lastMigration: name,
    serverVersion: z.string(),
    tables: z.array(
      entrySchema.extend({
        table: name,
        columns: z.array(z.string()),
        rows: z.number().int().min(0),
        /** lib/backup/sql.ts's tableDigest, in the backup's snapshot */
        digest: z.string(),
      }),
    ),
    sequences: z.array(z.object({ sequence: name, lastValue: z.string(), isCalled: z.boolean() })),
  }),
  files: z.array(entrySchema.extend({ key: z.string(), contentType: z.string() })),
  /** files the snapshot's rows may name that were removed before the backup read them */
  missing: z.array(z.object({ key: z.string(), reason: z.string() })),
  outbox: z.array(entrySchema.extend({ name: z.string() })),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type TableDump = Manifest["database"]["tables"][number];
export type FileEntry = Manifest["files"][number];

/** Every entry of the archive besides the manifest, by name. */
export function entriesOf(manifest: Manifest): Map<string, { size: number; sha256: string }> {
  const all = [...manifest.database.tables, ...manifest.files, ...manifest.outbox];
  return new Map(all.map((e) => [e.entry, { size: e.size, sha256: e.sha256 }]));
}

/**
 * An archive's file name: hallbook-20261129T030000Z.tar.gz (UTC, sortable); a scheduled one's
 * hallbook-scheduled-20261129T030000Z.tar.gz, so that keeping the newest BACKUP_KEEP of those
 * never removes one made by hand (the one taken before an upgrade).
 */
export function archiveName(at: Date, scheduled = false): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
  return `hallbook-${scheduled ? "scheduled-" : ""}${stamp}.tar.gz`;
}

/** The scheduled backups' archives: the only ones BACKUP_KEEP prunes. */
export const SCHEDULED_ARCHIVE = /^hallbook-scheduled-\d{8}T\d{6}Z(?:-\d+)?\.tar\.gz$/;
