// The live stream's refusals.
export const SERVER_FULL =
  "This server has no room for another live connection. Please try again shortly.";
export const USER_FULL =
  "You have too many live connections open. Close some tabs of this venue and try again.";
