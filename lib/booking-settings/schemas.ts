// A venue's booking settings (PATCH /api/tenant/booking-settings/): how long a hold lasts unless
// said otherwise, whether the public site takes enquiries, and how many open holds one email may
// have from them. The same schema checks the API and the settings form.
import { z } from "zod";

import { flag, wholeNumber } from "@/lib/api/schemas";

export const HOLD_DAYS = { min: 1, max: 90 } as const;
export const HOLDS_PER_EMAIL = { min: 1, max: 50 } as const;

export const bookingSettingsFields = z.object({
  /** how long a tentative booking is held unless said otherwise, in days */
  default_hold_days: wholeNumber(HOLD_DAYS.max, HOLD_DAYS.min),
  /** whether the venue's public site takes enquiries */
  public_enquiries: flag,
  /** the most open public holds one email may have */
  max_public_holds_per_email: wholeNumber(HOLDS_PER_EMAIL.max, HOLDS_PER_EMAIL.min),
});

/** Any subset; what is left out stays as it is. */
export const bookingSettingsPatch = bookingSettingsFields.partial();

export type BookingSettingsInput = z.output<typeof bookingSettingsFields>;
export type BookingSettingsPatch = z.output<typeof bookingSettingsPatch>;

export const SETTINGS_SAVED = "Booking settings saved!";
export const SETTINGS_SAVE_FAILED = "Failed to save booking settings.";
export const SETTINGS_LOAD_FAILED = "Failed to load booking settings.";
export const ENQUIRIES_OFF_BY_PROVIDER =
  "Public enquiries are switched off for this venue by the platform.";
