// How Node runs the production server (`npm start`, the container, the HTTP benchmark).
import { DRAIN_PRELOAD, LANE_PRELOAD, PEER_PRELOAD, STATIC_PRELOAD } from "./layout";

//
// A larger young generation: each API request allocates a few hundred kilobytes that die young
// (Next's request and response objects, rows, JSON). With V8's default 16 MB semi-spaces the
// scavenger ran so often that it took about 8% of the server's CPU, and it promoted short-lived
// objects to the old generation; 64 MB made the hot reads about 10% cheaper. It costs at most
// about 128 MB more memory under load (docs/decisions/029-hot-paths-without-prisma.md).
//
// The peer stamp: each request carries the address of its connection's peer, which route handlers
// cannot see otherwise, for the limits keyed by the client's address (scripts/peer-address.mjs).
//
// Static files compressed once at build time, Brotli when the client takes it
// (scripts/precompressed-static.mjs).
//
// A stop that does not wait for idle keep-alive connections (scripts/drain.mjs).
//
// The lane of the three hot requests, first: its hook runs after the peer stamp's, just before
// Next.js (scripts/hot-lane.mjs, decision 097).
export const SERVER_NODE_FLAGS = [
  "--max-semi-space-size=64",
  "--import",
  LANE_PRELOAD,
  "--import",
  PEER_PRELOAD,
  "--import",
  STATIC_PRELOAD,
  "--import",
  DRAIN_PRELOAD,
];
