// Where HallBook's files are. Run from a checkout (tsx, vitest) this module is
// scripts/lib/layout.ts; `npm start` runs it bundled in node_modules/.cache (scripts/start.mjs),
// which says where the checkout is. In the runner image the start script is bundled into one file,
// start.mjs, beside the standalone server, with the peer preload and the migrations next to it
// (scripts/assemble-runner.mjs).
import path from "node:path";

/** Set by scripts/start.mjs's bundle only: the checkout's root, relative to the bundle. */
declare const HALLBOOK_CHECKOUT_FROM_BUNDLE: string | undefined;
const checkoutFromBundle =
  typeof HALLBOOK_CHECKOUT_FROM_BUNDLE === "string" ? HALLBOOK_CHECKOUT_FROM_BUNDLE : null;

/** true in the runner image: it has no sources, no build tools and no embedded PostgreSQL */
export const bundled = checkoutFromBundle === null && !import.meta.filename.endsWith(".ts");

export const root =
  checkoutFromBundle !== null
    ? path.resolve(import.meta.dirname, checkoutFromBundle)
    : bundled
      ? import.meta.dirname
      : path.resolve(import.meta.dirname, "..", "..");

export const STANDALONE_SERVER = bundled
  ? path.join(root, "server.js")
  : path.join(root, ".next", "standalone", "server.js");

export const MIGRATIONS_DIR = path.join(root, "prisma", "migrations");

/** scripts/peer-address.mjs, which the production server preloads (./server-flags.ts) */
export const PEER_PRELOAD = bundled
  ? path.join(root, "peer-address.mjs")
  : path.join(root, "scripts", "peer-address.mjs");

/** scripts/hot-lane.mjs, the lane of the three hot requests (decision 097), bundled in the image */
export const LANE_PRELOAD = bundled
  ? path.join(root, "hot-lane.mjs")
  : path.join(root, "scripts", "hot-lane.mjs");

/** scripts/precompressed-static.mjs, the production server's other preload, bundled in the image */
export const STATIC_PRELOAD = bundled
  ? path.join(root, "precompressed-static.mjs")
  : path.join(root, "scripts", "precompressed-static.mjs");

/** scripts/drain.mjs, which closes idle connections once the server is told to stop */
export const DRAIN_PRELOAD = bundled
  ? path.join(root, "drain.mjs")
  : path.join(root, "scripts", "drain.mjs");
