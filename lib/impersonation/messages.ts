// The spec's words for impersonation (§2.2 /admin/tenants/access, §2.3 /support/hosting, §8
// "Impersonation"), exported once so the screens and the API say exactly the same thing.

// The provider's request form and list (§2.2)
export const TENANT_SLUG_PLACEHOLDER = "e.g. demo, grand-plaza";
export const LOADING_ROLES = "Loading roles…";
export const SEND_REQUEST = "Send Request";
export const YOUR_REQUESTS = "Your Requests";
export const NO_REQUESTS = "No requests to display.";

// The venue's hosting support page (§2.3)
export const PENDING_SESSIONS = "Pending Impersonation Sessions";
export const APPROVED_SESSIONS = "Approved Impersonation Sessions";
export const EXPIRED_SESSIONS = "Expired Impersonation Sessions";
export const NO_PERMISSION = "You don't have permission to view this page.";
/** Ours: Deny deletes the request, so it asks first. */
export const DENY_CONFIRM = "Deny this request? It will be deleted.";

// §8 "Impersonation"
export const FETCH_REQUESTS_FAILED = "Failed to fetch requests.";
export const SEND_REQUEST_FAILED = "Failed to send impersonation request.";
export const APPROVE_FAILED = "Failed to approve request.";
export const DENY_FAILED = "Failed to deny request.";
export const ROLES_LOAD_FAILED = "Could not load role choices";
export const requestSent = (tenant: string) =>
  `Impersonation request for ${tenant} sent successfully.`;
export const requestApproved = (id: number) => `Request ${id} approved.`;
export const requestDenied = (id: number) => `Request ${id} denied and deleted.`;

// Ours: ending an approval early, and the way from the console to the venue
export const REVOKE_CONFIRM =
  "Revoke this access now? The provider user's sessions in your venue end at once.";
export const REVOKE_FAILED = "Failed to revoke access.";
export const requestRevoked = (id: number) => `Access ${id} revoked.`;
export const signInTo = (venue: string) => `Sign in to ${venue}`;

// Ours: the API's answers
export const UNKNOWN_TENANT = "No venue has this slug.";
export const INVALID_ROLE = "Select a valid role.";
export const NOT_PENDING = "Only pending requests can be approved or denied.";
export const PROVIDER_ONLY = "Only provider users can request access to a venue.";
export const ADMINS_ONLY = "Only the venue's Owners and Admins can approve or deny requests.";
/** The door's answer (lib/api/doors.ts inPerson) to a session opened through an access request. */
export const IN_PERSON_ONLY =
  "This cannot be done in a session opened through an access request: only the venue's own " +
  "people may do it.";
/** A second request for a venue while the first still waits for its answer. */
export const alreadyRequested = (venue: string, role: string) =>
  `You already asked for ${role} access to ${venue}. Wait for the venue's answer to that request.`;
export const ACCESS_ENDED = "This access has already ended.";
