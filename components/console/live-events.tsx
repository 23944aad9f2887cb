"use client";

import { useQueryClient } from "@tanstack/react-query";
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
} from "react";

import { useAccountHeld } from "@/components/shell/signed-in";
import {
  alreadyHas,
  coalesce,
  concerns,
  connectLive,
  type LiveChange,
  type LiveStatus,
} from "@/lib/client/live";
import { keys } from "@/lib/client/queries";

const LiveContext = createContext<LiveStatus | null>(null);

/**
 * The console's live stream: one per tab. Every screen that shows bookings reads them through a
 * query under keys.bookings (lists, a booking, its history, the calendar's ranges, the dashboard),
 * and a burst of changes is one invalidation of the queries they concern. A change this tab's own
 * write made is skipped: the write refetched when it was answered. Not opened for an account held
 * for a password change (the API would refuse it).
 */
export function LiveEventsProvider({ children }: { children: React.ReactNode }) {
  const queryClient = useQueryClient();
  const held = useAccountHeld();
  const [streamStatus, setStatus] = useState<LiveStatus>("connecting");
  const status = held ? "off" : streamStatus;

  useEffect(() => {
    if (held) return;
    let changes: LiveChange[] = [];
    const refetchBookings = coalesce(() => {
      const concerned = changes;
      changes = [];
      void queryClient.invalidateQueries({
        queryKey: keys.bookings,
        predicate: (query) => concerns(query.queryKey, concerned),
      });
    });
    const close = connectLive({
      onStatus: setStatus,
      onChange(change) {
        if (alreadyHas(change)) return;
        changes.push(change);
        refetchBookings();
      },
    });
    return () => {
      close();
      refetchBookings.cancel();
    };
  }, [queryClient, held]);

  return <LiveContext value={status}>{children}</LiveContext>;
}

export function useLiveStatus(): LiveStatus {
  return useContext(LiveContext) ?? "connecting";
}

/**
 * Whether the page shown updates live: some query under keys.bookings is in use on it (the
 * calendar's ranges, the bookings list, a booking, the dashboard's LiveRefresh). Other pages
 * (settings, halls, profile...) show nothing the stream changes.
 */
export function useShowsLive(): boolean {
  const queryClient = useQueryClient();
  const cache = queryClient.getQueryCache();
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache]);
  const read = useCallback(
    () => cache.findAll({ queryKey: keys.bookings }).some((q) => q.getObserversCount() > 0),
    [cache],
  );
  return useSyncExternalStore(subscribe, read, () => false);
}
