// What the live stream (GET /api/tenant/events/stream/) takes and sends.
import { z } from "zod";

import { clientIdSchema } from "@/lib/core/client-id";

/**
 * The stream's query: `last_event_id`, for a client that cannot send the Last-Event-ID header (a
 * browser's EventSource opened anew after a refused connection); the header wins when both come.
 */
export const liveStreamQuery = z.object({
  last_event_id: z.coerce
    .number()
    .int("Must be a whole number.")
    .min(0, "Must be 0 or more.")
    .max(Number.MAX_SAFE_INTEGER)
    .optional(),
  /** the tab's id, which its writes send as X-Client-Id: its own changes come marked `own` */
  client_id: clientIdSchema.optional(),
});

export const BOOKING_EVENT_ACTIONS = ["created", "updated", "deleted"] as const;

/**
 * One change of a booking, as the stream's `booking` event sends it (its SSE id is `id`): the
 * booking, the halls it was and is in, and the span of time it touched (its blocked range, setup
 * and cleanup included, before and after), and whether this tab's own write made it (`own`: it
 * has it already). No customer and no money: a client refetches what it shows through the API,
 * which decides what its user may read.
 */
export const bookingEvent = z.object({
  id: z.number().int(),
  booking: z.number().int(),
  action: z.enum(BOOKING_EVENT_ACTIONS),
  halls: z.array(z.number().int()),
  from: z.iso.datetime({ offset: true }),
  until: z.iso.datetime({ offset: true }),
  own: z.boolean(),
});
export type BookingEvent = z.infer<typeof bookingEvent>;
