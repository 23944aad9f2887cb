"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";

import { keys } from "@/lib/client/keys";
import { liveGoesOnFrom, type ScheduleRange } from "@/lib/client/live";
import { hold } from "@/lib/client/revalidate";

import { schedulePath } from "./use-calendar-events";

export type FirstRange = ScheduleRange & { etag: string; since: string | null };

/**
 * What keeps the calendar's first range, read with the page (lib/calendar/initial.ts), current:
 * its ETag, held with the object in the query cache, so that asking again is a 304 that keeps it;
 * and the live event id it was read at, which the tab's live stream goes on from. Draws nothing.
 */
export function CalendarSeed({ first }: { first: FirstRange | null }) {
  const queryClient = useQueryClient();
  useState(() => {
    if (!first) return;
    const { etag, since, ...range } = first;
    const data = queryClient.getQueryData(keys.schedules(range));
    if (data !== undefined) hold(schedulePath(range), etag, data);
    liveGoesOnFrom(since);
  });
  return null;
}
