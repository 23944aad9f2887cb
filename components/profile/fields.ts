import type { ProfileField } from "@/lib/users/profile-schemas";

export type FieldSpec = {
  name: ProfileField;
  label: string;
  type?: "tel" | "textarea";
  autoComplete?: string;
};

/** Personal Information: every user's own. The venue phone exists only in a venue. */
export const PERSONAL: FieldSpec[] = [
  { name: "name", label: "Full name", autoComplete: "name" },
  { name: "phone_number", label: "Phone number", type: "tel", autoComplete: "tel" },
  { name: "tenant_specific_phone", label: "Phone at this venue", type: "tel" },
  { name: "city", label: "City", autoComplete: "address-level2" },
  { name: "country", label: "Country", autoComplete: "country-name" },
];

/** Professional Information: shown to staff and superusers only (spec §2.2, §6). */
export const PROFESSIONAL: FieldSpec[] = [
  { name: "job_title", label: "Job title", autoComplete: "organization-title" },
  { name: "internal_id", label: "Internal ID" },
  { name: "notes", label: "Notes", type: "textarea" },
];

export type ProfileScope = { venue: boolean; staff: boolean };

/** The fields this user sees and edits. */
export function visibleFields({ venue, staff }: ProfileScope) {
  return {
    personal: PERSONAL.filter((f) => venue || f.name !== "tenant_specific_phone"),
    professional: staff ? PROFESSIONAL : [],
  };
}

/** The names the profile form sends: what the user may change here, nothing else. */
export function editableNames(scope: ProfileScope): ProfileField[] {
  const { personal, professional } = visibleFields(scope);
  return [...personal, ...professional].map((f) => f.name);
}

/** Where a profile is read and saved, and its password changed: the venue's or the provider's. */
export type ProfileEndpoints = {
  profile: "/api/profile/" | "/api/tenant/user-details/me/";
  password: "/api/password-change/" | "/api/tenant/password-change/";
};
