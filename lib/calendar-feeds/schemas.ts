// A venue's private iCal feeds (POST/PATCH /api/tenant/calendar-feeds/): one per hall or for the
// whole venue, with or without the customers' details. The same schemas check the settings form.
import { z } from "zod";

import { flag, id } from "@/lib/core/schemas";

export const INVALID_HALL = "Select a valid hall.";

export const feedInput = z.object({
  /** the hall whose bookings it carries; null or left out: every hall of the venue */
  hall: id(INVALID_HALL)
    .nullish()
    .transform((v) => v ?? null),
  /** whether each event names its customer, with their email and phone */
  include_customer: flag.default(false),
});
export const feedPatch = z.object({ include_customer: flag });

export type FeedInput = z.output<typeof feedInput>;
export type FeedPatch = z.output<typeof feedPatch>;

export const FEED_CREATED = "Calendar feed created. Copy its address now: it is shown only once.";
export const FEED_REGENERATED =
  "New address made. The old one no longer works; copy the new one now.";
export const FEED_DELETED = "Calendar feed deleted. Its address no longer works.";
