// The tenant console lookup's texts (spec §5 "Tenant slug modal", §8 "Tenant lookup"). Client-safe.

export const TENANT_SLUG_REQUIRED = "Please enter a tenant slug.";
/** The not-found notice's heading (spec §2.1), above TENANT_NOT_FOUND. */
export const TENANT_NOT_FOUND_TITLE = "Tenant not found...";
export const TENANT_NOT_FOUND =
  "Tenant not found. Please check the name or contact your administrator.";
export const TENANT_VERIFY_FAILED = "Failed to verify tenant. Please try again.";

/** The slug as the modal sends it: trimmed and lower-cased (spec §5). */
export const normalizeSlug = (value: string) => value.trim().toLowerCase();
