// The spec's words for the provider's tenant management (§2.2 /admin/tenants, §4 Tenant, §6, §8
// "Tenants"), exported once so the screens and the API say the same thing.

export const PROVISIONED = "Client provisioned successfully!";
export const PROVISION_FAILED = "Failed to provision client.";
export const UNEXPECTED_ERROR = "An unexpected error occurred.";
export const TENANT_UPDATED = "Tenant updated successfully!";
export const TENANT_UPDATE_FAILED = "Failed to update tenant.";
export const TENANTS_LOAD_FAILED = "Failed to fetch tenants.";
export const TENANT_ENABLE_FAILED = "Failed to enable tenant.";
export const TENANT_DISABLE_FAILED = "Failed to disable tenant.";
export const NO_TENANTS = "No tenants found.";
export const NO_PERMISSION = "You don't have permission to view this page.";
export const toggleTenantConfirm = (action: "enable" | "disable", name: string) =>
  `Are you sure you want to ${action} tenant ${name}?`;

/** Ours: the API's answers to a provider user who is not a system user, and field errors. */
export const SYSTEM_USERS_ONLY =
  "Only system users (superusers or SYSTEM) may manage tenants and feature flags.";
export const SLUG_FORMAT =
  "Use lower-case letters, digits and hyphens (at most 63), starting and ending with a letter " +
  "or digit.";
export const SLUG_RESERVED = "This name is reserved. Please choose another slug.";
export const SLUG_TAKEN = "A tenant with this slug already exists.";
export const EXISTING_ADMIN =
  "This email already had an account: it is the new venue's Owner with its own password (not " +
  "the one typed here), and was told by mail.";
export const ADMIN_EMAIL_TAKEN =
  "A user with this email already exists. Use another email for the new tenant's admin.";
export const ADMIN_PASSWORD_TOO_SHORT = "The password must be at least 8 characters long.";
export const INVALID_META = "Meta must be a JSON object.";
export const INVALID_TIMEZONE = "Enter a valid IANA time zone, such as Europe/Paris.";
export const INVALID_COLOR = "Enter a colour as #RRGGBB.";
export const tenantEnabled = (name: string) => `Tenant ${name} enabled.`;
export const tenantDisabled = (name: string) => `Tenant ${name} disabled.`;
