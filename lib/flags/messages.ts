// The spec's words for feature flags (§2.2 /admin/settings/ffsettings, §8 "Feature flags"),
// exported once so the screens and the API say the same thing.

export const FLAGS_LOAD_FAILED = "Failed to get feature flags";
export const FLAG_CREATE_FAILED = "Failed to create feature flag";
export const FLAG_UPDATE_FAILED = "Failed to update feature flag";
export const FLAG_DELETE_FAILED_API = "Failed to delete feature flag";
export const MANAGER_LOAD_FAILED = "Failed to fetch data.";
export const FLAG_SAVE_FAILED = "Failed to save feature flag. Please try again.";
export const FLAG_TOGGLE_FAILED = "Failed to toggle feature flag status.";
export const FLAG_DELETE_FAILED = "Failed to delete feature flag.";
export const FLAG_DELETE_CONFIRM = "Are you sure you want to delete this feature flag?";
export const ADD_FLAG = "Add New Flag";
export const ADD_FLAG_TITLE = "Add New Feature Flag";
export const EDIT_FLAG_TITLE = "Edit Feature Flag";
export const SAVE_FLAG = "Save Flag";
export const SAVING_FLAG = "Saving...";
export const GLOBAL = "Global";
export const TENANTS_HINT = "Search and tick the tenants that get this flag. None: it is global.";

/** Ours: field errors and toasts the spec leaves to the implementation. */
export const NO_FLAGS = "No feature flags yet.";
export const FLAG_NAME_TAKEN = "A feature flag with this name already exists.";
export const FLAG_NAME_FORMAT =
  "Use lower-case letters, digits, underscores, dots and hyphens, starting with a letter.";
export const FLAG_NAME_MAX = 100;
export const FLAG_NAME_TOO_LONG = `Ensure this field has no more than ${FLAG_NAME_MAX} characters.`;
/** The name's rules, shown under the field before any save: the schema's own words. */
export const FLAG_NAME_HINT = `${FLAG_NAME_FORMAT} At most ${FLAG_NAME_MAX} characters; the name cannot be changed later.`;
export const TENANT_PICKER = {
  search: "Search tenants by name or slug",
  chosen: "Chosen tenants",
  options: "Tenants to choose from",
  noMatch: (query: string) => `No tenant matches "${query}".`,
  remove: (label: string) => `Remove ${label}`,
};
export const flagSaved = (name: string) => `Feature flag ${name} saved.`;
export const flagToggled = (name: string, on: boolean) =>
  `Feature flag ${name} ${on ? "enabled" : "disabled"}.`;
export const flagDeleted = (name: string) => `Feature flag ${name} deleted.`;
export const unknownTenants = (names: string[]) => `Unknown tenant: ${names.join(", ")}.`;
