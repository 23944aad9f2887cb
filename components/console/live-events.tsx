"use client";

import { useQueryClient } from "@tanstack/react-query";
import { createContext, useContext, useEffect, useMemo, useRef, useState } from "react";

import { useAccountHeld } from "@/components/shell/signed-in";
import { coalesce, connectLive, type LiveChange, type LiveStatus } from "@/lib/client/live";
import { keys } from "@/lib/client/queries";

type Live = { status: LiveStatus; listen(listener: (change: LiveChange) => void): () => void };

const LiveContext = createContext<Live | null>(null);

/**
 * The console's live stream: one per tab. Every booking query (lists, details, history) is
 * refetched when a booking changes; screens with data of their own listen with useLiveChanges.
 * Not opened for an account held for a password change (the API would refuse it).
 */
export function LiveEventsProvider({ children }: { children: React.ReactNode }) {
  const queryClient = useQueryClient();
  const held = useAccountHeld();
  const [streamStatus, setStatus] = useState<LiveStatus>("connecting");
  const status = held ? "off" : streamStatus;
  const listeners = useRef(new Set<(change: LiveChange) => void>());
  const [live] = useState<Omit<Live, "status">>(() => ({
    listen(listener) {
      listeners.current.add(listener);
      return () => void listeners.current.delete(listener);
    },
  }));

  useEffect(() => {
    if (held) return;
    const refetchBookings = coalesce(() =>
      queryClient.invalidateQueries({ queryKey: keys.bookings }),
    );
    const close = connectLive({
      onStatus: setStatus,
      onChange(change) {
        refetchBookings();
        for (const listener of listeners.current) listener(change);
      },
    });
    return () => {
      close();
      refetchBookings.cancel();
    };
  }, [queryClient, held]);

  const value = useMemo(() => ({ ...live, status }), [live, status]);
  return <LiveContext value={value}>{children}</LiveContext>;
}

export function useLiveStatus(): LiveStatus {
  return useContext(LiveContext)?.status ?? "connecting";
}

/** Calls the latest `onChange` for each change the stream brings, while mounted. */
export function useLiveChanges(onChange: (change: LiveChange) => void) {
  const listen = useContext(LiveContext)?.listen;
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => listen?.((change) => latest.current(change)), [listen]);
}
