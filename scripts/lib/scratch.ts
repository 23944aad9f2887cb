// Where a test run keeps its throw-away files and databases: in memory (/dev/shm, a tmpfs on
// Linux) when there is one with room, else the OS's temp directory. The databases are PostgreSQL
// as always, with fsync already off; only the disk under them goes. Measured on the 2-core CI
// machine: cloning the migrated template for a test file took 13-30 ms there against 200-350 ms
// on its disk, where each write waits on a shared virtual disk.
import fs from "node:fs";
import os from "node:os";

const SHM = "/dev/shm";
/** Room the run needs at most: its clusters, uploads and the browser tests' server. */
const ROOM = 2 * 1024 ** 3;

export function scratchRoot(): string {
  if (process.env.HALLBOOK_SCRATCH) return process.env.HALLBOOK_SCRATCH;
  try {
    fs.accessSync(SHM, fs.constants.W_OK);
    const { bavail, bsize } = fs.statfsSync(SHM);
    if (bavail * bsize >= ROOM) return SHM;
  } catch {
    // no /dev/shm here (macOS, Windows): the temp directory
  }
  return os.tmpdir();
}
