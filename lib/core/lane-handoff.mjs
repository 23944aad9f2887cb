// What the lane of the hot requests (scripts/hot-lane.mjs, decision 097) and the one door
// (lib/api/handler.ts) hand each other besides a Request and a Response, so that neither goes
// through a Web stream for a few hundred bytes. Plain JavaScript: the lane runs outside the build.

/** JSON and url-encoded bodies: far more than any form of the product sends (lib/core/body.ts). */
export const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * On a Request: a function that reads its body's bytes from the socket (a body that declared its
 * length, within the JSON limit). The door's readBody calls it instead of reading a Web stream,
 * once the door has let the caller in: a refused request's body is never read.
 */
export const BODY_BYTES = Symbol.for("hallbook.lane.body-bytes");

/**
 * On a Response: its body as the string it was made of. The lane writes it instead of reading the
 * Response's stream back.
 */
export const BODY_TEXT = Symbol.for("hallbook.lane.body-text");
