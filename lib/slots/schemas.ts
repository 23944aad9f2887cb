import { z } from "zod";

import { END_AFTER_START, flag, id, REQUIRED, requiredText } from "@/lib/core/schemas";
import { HH_MM } from "@/lib/time";

// An empty time is missing, not malformed: one message, the same as a field left out.
const time = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, { error: REQUIRED, abort: true })
  .regex(HH_MM, "Enter a time as HH:MM.");
export const INVALID_HALL = "Select a valid hall.";

const slotFields = z.object({
  hall: id(INVALID_HALL),
  name: requiredText(80),
  start_time: time,
  end_time: time,
  is_active: flag,
});

// Compared only when both are valid times (zod runs object checks even after a field failed).
export const slotInput = slotFields
  .extend({ is_active: flag.default(true) })
  .refine(
    (s) => !HH_MM.test(s.start_time) || !HH_MM.test(s.end_time) || s.end_time > s.start_time,
    { path: ["end_time"], message: END_AFTER_START },
  );
/** Any subset; what is left out stays as it is (no defaults here). */
export const slotPatch = slotFields.partial();
export const slotQuery = z.object({ hall: id(INVALID_HALL).optional() });

export type SlotInput = z.output<typeof slotInput>;
export type SlotPatch = z.output<typeof slotPatch>;
export type SlotQuery = z.output<typeof slotQuery>;
