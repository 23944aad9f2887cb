import { z } from "zod";

import { END_AFTER_START, flag, id, requiredText } from "@/lib/api/schemas";
import { HH_MM } from "@/lib/time";

const time = z
  .string({ error: "This field is required." })
  .trim()
  .regex(HH_MM, "Enter a time as HH:MM.");
export { END_AFTER_START };
export const INVALID_HALL = "Select a valid hall.";

const slotFields = z.object({
  hall: id(INVALID_HALL),
  name: requiredText(80),
  start_time: time,
  end_time: time,
  is_active: flag.default(true),
});

// Compared only when both are valid times (zod runs object checks even after a field failed).
export const slotInput = slotFields.refine(
  (s) => !HH_MM.test(s.start_time) || !HH_MM.test(s.end_time) || s.end_time > s.start_time,
  { path: ["end_time"], message: END_AFTER_START },
);
export const slotPatch = slotFields.partial();
export const slotQuery = z.object({ hall: id(INVALID_HALL).optional() });
