// How the applicant screens show what an applicant left out (spec §2.2).
import { NOT_AVAILABLE } from "./messages";
import type { ApplicantAddress } from "./schemas";

/** The value, or 'N/A' when it is empty. */
export const orNotAvailable = (value: string | null | undefined) =>
  value?.trim() ? value : NOT_AVAILABLE;

const ADDRESS_PARTS = ["street", "city", "state", "zip", "country"] as const;

/**
 * The address on one line: street, city, state, zip and country, each part that is filled, joined
 * with ", "; 'N/A' when none is.
 */
export function joinAddress(address: Partial<ApplicantAddress> | null | undefined): string {
  const parts = ADDRESS_PARTS.map((part) => address?.[part]?.trim()).filter(Boolean);
  return parts.length ? parts.join(", ") : NOT_AVAILABLE;
}
