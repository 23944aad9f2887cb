// A venue's private iCal feeds (POST/PATCH /api/tenant/calendar-feeds/): one per hall or for the
// whole venue, with or without the customers' details. The same schemas check the settings form.
import { z } from "zod";

import { flag, id, optionalText } from "@/lib/core/schemas";

/** A feed's name: up to 100 characters; empty when made: the hall's name, or "All halls". */
export const FEED_NAME_MAX = 100;
export const ALL_HALLS = "All halls";
const feedName = optionalText(FEED_NAME_MAX);

export const INVALID_HALL = "Select a valid hall.";

export const feedInput = z.object({
  /** the hall whose bookings it carries; null or left out: every hall of the venue */
  hall: id(INVALID_HALL)
    .nullish()
    .transform((v) => v ?? null),
  /** whether each event names its customer, with their email and phone */
  include_customer: flag.default(false),
  /** what the settings list it as; left out or empty: the hall's name, or "All halls" */
  name: feedName,
});
export const feedPatch = z.object({
  include_customer: flag.optional(),
  /** a new name; empty keeps the one it has */
  name: feedName.optional(),
});

export type FeedInput = z.output<typeof feedInput>;
export type FeedPatch = z.output<typeof feedPatch>;

export const FEED_CREATED = "Calendar feed created. Copy its address now: it is shown only once.";
export const FEED_REGENERATED =
  "New address made. The old one no longer works; copy the new one now.";
export const FEED_DELETED = "Calendar feed deleted. Its address no longer works.";
