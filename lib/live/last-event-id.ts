import { ValidationError } from "@/lib/core/errors";

import { liveStreamQuery } from "./schemas";

/** The client's Last-Event-ID header (read with the query's own rule), else the query's. */
export function lastEventIdOf(headers: Headers, fromQuery: number | undefined): number | null {
  const header = headers.get("last-event-id");
  if (header === null || header.trim() === "") return fromQuery ?? null;
  const parsed = liveStreamQuery.shape.last_event_id.safeParse(header.trim());
  if (!parsed.success || parsed.data === undefined)
    throw ValidationError.of("last_event_id", parsed.error?.issues[0]?.message ?? "Invalid.");
  return parsed.data;
}
