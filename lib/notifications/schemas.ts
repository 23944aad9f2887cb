// The notification list's query (spec §7: ordering -created_at, page_size 10, next page by URL).
import { z } from "zod";

import { MAX_PAGE_SIZE, PAGE_SIZE } from "./messages";

export const ORDERINGS = ["-created_at", "created_at"] as const;

const positiveInt = (max: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(max, message);

export const notificationListQuery = z.object({
  ordering: z
    .enum(ORDERINGS, { error: `Ordering must be one of: ${ORDERINGS.join(", ")}.` })
    .default("-created_at"),
  page: positiveInt(100_000, "A valid page number is required.").default(1),
  page_size: positiveInt(
    MAX_PAGE_SIZE,
    `Page size must be a whole number from 1 to ${MAX_PAGE_SIZE}.`,
  ).default(PAGE_SIZE),
});
export type NotificationListQuery = z.infer<typeof notificationListQuery>;
