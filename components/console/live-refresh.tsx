"use client";

import { useQuery } from "@tanstack/react-query";
import { usePathname, useRouter } from "next/navigation";
import { useState } from "react";

import { liveGoesOnFrom } from "@/lib/client/live";
import { keys } from "@/lib/client/queries";

/**
 * A server-rendered page (the dashboard) rendered again whenever the bookings are invalidated: by
 * another tab's change through the live stream, or by a save in this one. It is a query under
 * keys.bookings whose fetch is the page's refresh, so the one invalidation that refetches every
 * list and calendar covers it too; it is never fetched on mount (the server has just rendered).
 * `since`: the venue's live event id the page was read after, which the tab's first live stream
 * goes on from, so a change made meanwhile still renders the page again.
 */
export function LiveRefresh({ since }: { since: string | null }) {
  useState(() => liveGoesOnFrom(since));
  const router = useRouter();
  const path = usePathname();
  useQuery({
    queryKey: [...keys.bookings, "page", path],
    queryFn: () => {
      router.refresh();
      return Date.now();
    },
    initialData: 0,
    staleTime: Infinity,
    gcTime: 0,
  });
  return null;
}
