// Copies every file from one backend to another (npm run storage:migrate, decision 101): each is
// streamed across, read back from the target and compared with the source by SHA-256 before it
// counts. A file the target already holds with the same bytes and type is left alone, so a run
// stopped half way, or run again after the switch, copies only what is missing or different.
// The source keeps its files unless asked to remove each one once its copy is verified.
import crypto from "node:crypto";
import { Transform, type Readable } from "node:stream";

import type { FileStorage, OpenedFile } from "./types";

/** Files copied at once: a copy mostly waits on the network or the database. */
const AT_ONCE = 4;

export type MigrationSummary = {
  /** keys listed in the source */
  files: number;
  /** copied and verified */
  copied: number;
  /** bytes copied */
  bytes: number;
  /** already in the target, identical */
  present: number;
  /** listed, but removed from the source before they were read */
  gone: number;
  /** removed from the source after their copy was verified */
  removed: number;
  failed: { key: string; error: string }[];
};

type Outcome = { outcome: "copied" | "present" | "gone"; bytes: number };

async function sha256(stream: Readable): Promise<string> {
  const hash = crypto.createHash("sha256");
  for await (const piece of stream) hash.update(piece as Buffer);
  return hash.digest("hex");
}

const fingerprint = async (file: OpenedFile) => ({
  hash: await sha256(file.body),
  contentType: file.contentType,
});

/** `source`'s bytes as they pass, and their SHA-256 once they all have. */
function hashing(source: Readable) {
  const hash = crypto.createHash("sha256");
  const stream = source.pipe(
    new Transform({
      transform(piece: Buffer, _encoding, done) {
        hash.update(piece);
        done(null, piece);
      },
    }),
  );
  source.on("error", (error) => stream.destroy(error));
  return { stream, digest: () => hash.digest("hex") };
}

async function copyOne(from: FileStorage, to: FileStorage, key: string): Promise<Outcome> {
  const there = await to.read(key);
  if (there) {
    const [theirs, source] = [await fingerprint(there), await from.read(key)];
    if (!source) return { outcome: "gone", bytes: 0 };
    const ours = await fingerprint(source);
    if (ours.hash === theirs.hash && ours.contentType === theirs.contentType)
      return { outcome: "present", bytes: 0 };
  }
  const source = await from.read(key);
  if (!source) return { outcome: "gone", bytes: 0 };
  const { stream, digest } = hashing(source.body);
  try {
    await to.put(key, { contentType: source.contentType, size: source.size, stream });
  } finally {
    source.body.destroy(); // read to its end, or given up on with the write
  }
  const copy = await to.read(key);
  const back = copy && (await fingerprint(copy));
  if (!back || back.hash !== digest() || back.contentType !== source.contentType)
    throw new Error("the copy read back differs from the source");
  return { outcome: "copied", bytes: source.size };
}

/**
 * Copies every file of `from` to `to`, verifying each; with `removeSource`, removes each verified
 * file from `from`. `progress` hears a line now and then, and each failure.
 */
export async function migrateFiles({
  from,
  to,
  removeSource = false,
  progress = () => {},
}: {
  from: FileStorage;
  to: FileStorage;
  removeSource?: boolean;
  progress?: (line: string) => void;
}): Promise<MigrationSummary> {
  const summary: MigrationSummary = {
    files: 0,
    copied: 0,
    bytes: 0,
    present: 0,
    gone: 0,
    removed: 0,
    failed: [],
  };
  const keys = from.keys()[Symbol.asyncIterator]();
  const worker = async () => {
    for (let next = await keys.next(); !next.done; next = await keys.next()) {
      const key = next.value;
      summary.files++;
      try {
        const { outcome, bytes } = await copyOne(from, to, key);
        summary[outcome]++;
        summary.bytes += bytes;
        if (outcome !== "gone" && removeSource) {
          await from.delete(key);
          summary.removed++;
        }
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        summary.failed.push({ key, error: message });
        progress(`Failed: ${key}: ${message}`);
      }
      if (summary.files % 500 === 0) progress(`${summary.files} files so far...`);
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return summary;
}
