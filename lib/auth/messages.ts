// What the sign-in and the doors answer when credentials no longer hold; plain strings, so that
// the browser's sign-in page can show them.
export const TOKEN_MISMATCH = "Authentication token mismatch. Please log in again.";
export const SESSION_ENDED = "Your session has ended. Please sign in again.";
/** A session opened through an access request whose approval was revoked or ran out. */
export const ACCESS_REQUEST_ENDED =
  "This session was opened through an access request that has ended (revoked or expired).";
/** Credentials issued in a venue, on what only the provider's staff may do (403). */
export const PROVIDER_ONLY =
  "Only the provider's staff may do this. You are signed in to a venue: sign in to the " +
  "provider's console instead.";
