"use client";

import type { EventInput, EventSourceFuncInfo } from "@fullcalendar/react";
import { useCallback, useLayoutEffect, useRef, useState } from "react";

import { toast } from "@/components/ui/toast";
import { api, errorMessage } from "@/lib/client/api";
import type { ScheduleEvent } from "@/lib/client/bookings";

import { bufferBands, toEventInput, type Buffers } from "./event-booking";

type Live = { id: number; start: number; end: number; title: string };
type HallBuffers = { id: number; setup_minutes: number; cleanup_minutes: number };

/**
 * The calendar's events: only the visible range, for the chosen hall, with the bands of each hall's
 * setup and cleanup time, and a per-hall index of the live bookings loaded, which the drag checks
 * on every pointer move (buffers included, as the server checks).
 */
export function useCalendarEvents(hallFilter: string, halls: readonly HallBuffers[] | undefined) {
  const buffers = useRef(new Map<number, Buffers>());
  useLayoutEffect(() => {
    buffers.current = new Map(
      (halls ?? []).map((h) => [h.id, { setup: h.setup_minutes, cleanup: h.cleanup_minutes }]),
    );
  }, [halls]);
  const [error, setError] = useState<string | null>(null);
  const liveByHall = useRef(new Map<number, Live[]>());
  const hall = useRef(hallFilter);
  useLayoutEffect(() => {
    hall.current = hallFilter; // before the page's effect refetches for the new hall
  }, [hallFilter]);

  const fetchEvents = useCallback(async (info: EventSourceFuncInfo): Promise<EventInput[]> => {
    const qs = new URLSearchParams({
      start: info.start.toISOString(),
      end: info.end.toISOString(),
    });
    if (hall.current) qs.set("hall", hall.current);
    try {
      const events = await api<ScheduleEvent[]>(`/api/tenant/schedules/?${qs}`);
      setError(null);
      const byHall = new Map<number, Live[]>();
      for (const e of events) {
        if (e.status === "cancelled") continue;
        const list = byHall.get(e.hall) ?? [];
        list.push({ id: e.id, start: Date.parse(e.start), end: Date.parse(e.end), title: e.title });
        byHall.set(e.hall, list);
      }
      liveByHall.current = byHall;
      return events.flatMap((e) => {
        const event = toEventInput(e);
        return event ? [...bufferBands(e, buffers.current.get(e.hall)), event] : [];
      });
    } catch (failure) {
      // Say what failed: the server's answer, or that it could not be reached.
      setError(`Failed to load schedules. ${errorMessage(failure)}`);
      toast.error("Failed to load schedules.");
      return [];
    }
  }, []);

  /**
   * The loaded live booking of `hall` that a period would overlap, other than `except`, once the
   * hall's setup and cleanup time is kept on both sides.
   */
  const clashWith = useCallback((hallId: number, start: number, end: number, except: number) => {
    const { setup = 0, cleanup = 0 } = buffers.current.get(hallId) ?? {};
    const gap = (setup + cleanup) * 60_000;
    return (
      liveByHall.current
        .get(hallId)
        ?.find((e) => e.id !== except && e.start < end + gap && e.end + gap > start) ?? null
    );
  }, []);

  return { fetchEvents, error, clearError: () => setError(null), clashWith };
}
