"use client";

import type { DatesSetInfo, EventInput } from "@fullcalendar/react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";

import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/client/api";
import type { ScheduleEvent } from "@/lib/client/bookings";
import { call } from "@/lib/client/call";
import { keys } from "@/lib/client/queries";

import { bufferBands, toEventInput, type Buffers } from "./event-booking";

type Live = { id: number; start: number; end: number; title: string };
type HallBuffers = { id: number; setup_minutes: number; cleanup_minutes: number };

const NONE: ScheduleEvent[] = [];

/**
 * The calendar's events: the visible range, for the chosen hall, loaded through the bookings
 * query cache (keys.schedules), so the invalidation that refetches every list refetches the
 * calendar too; with the bands of each hall's setup and cleanup time, and a per-hall index of the
 * live bookings loaded, which the drag checks on every pointer move (buffers included, as the
 * server checks). While a booking is dragged or resized (`hold`), the events shown stay as they
 * are: what came meanwhile is shown when the pointer lets go.
 */
export function useCalendarEvents(hallFilter: string, halls: readonly HallBuffers[] | undefined) {
  const [range, setRange] = useState<{ start: string; end: string } | null>(null);
  const hall = hallFilter ? Number(hallFilter) : null;
  const query = useQuery({
    queryKey: keys.schedules({ start: range?.start ?? "", end: range?.end ?? "", hall }),
    enabled: range !== null,
    placeholderData: keepPreviousData,
    // A failure is shown at once, with a Retry; the live stream and a save refetch anyway.
    retry: false,
    queryFn: ({ signal }) =>
      call.get("/api/tenant/schedules/", {
        query: { start: range!.start, end: range!.end, hall },
        signal,
      }),
  });
  const schedule = query.isError ? NONE : (query.data ?? NONE);

  const buffers = useMemo(
    () =>
      new Map<number, Buffers>(
        (halls ?? []).map((h) => [h.id, { setup: h.setup_minutes, cleanup: h.cleanup_minutes }]),
      ),
    [halls],
  );
  const loaded = useMemo(
    () =>
      schedule.flatMap((e) => {
        const event = toEventInput(e);
        return event ? [...bufferBands(e, buffers.get(e.hall)), event] : [];
      }),
    [schedule, buffers],
  );
  const [held, setHeld] = useState<EventInput[] | null>(null);
  /** saves of a drop or resize still in flight: the events stay held until the last settles */
  const saving = useRef(0);

  const byHall = useMemo(() => {
    const index = new Map<number, Live[]>();
    for (const e of schedule) {
      if (e.status === "cancelled") continue;
      const list = index.get(e.hall) ?? [];
      list.push({ id: e.id, start: Date.parse(e.start), end: Date.parse(e.end), title: e.title });
      index.set(e.hall, list);
    }
    return index;
  }, [schedule]);
  const latest = useRef({ byHall, buffers });
  useLayoutEffect(() => {
    latest.current = { byHall, buffers };
  }, [byHall, buffers]);

  // Say what failed: the server's answer, or that it could not be reached.
  const failure = query.isError ? `Failed to load schedules. ${errorMessage(query.error)}` : null;
  const failedAt = query.isError ? query.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) toast.error("Failed to load schedules.");
  }, [failedAt]);

  /**
   * The loaded live booking of `hall` that a period would overlap, other than `except`, once the
   * hall's setup and cleanup time is kept on both sides.
   */
  const clashWith = useCallback((hallId: number, start: number, end: number, except: number) => {
    const { setup = 0, cleanup = 0 } = latest.current.buffers.get(hallId) ?? {};
    const gap = (setup + cleanup) * 60_000;
    return (
      latest.current.byHall
        .get(hallId)
        ?.find((e) => e.id !== except && e.start < end + gap && e.end + gap > start) ?? null
    );
  }, []);

  return {
    events: held ?? loaded,
    loading: query.isFetching,
    error: failure,
    retry: () => void query.refetch(),
    clashWith,
    /** FullCalendar's datesSet: the range it shows is the range to load */
    onDatesSet: useCallback((info: DatesSetInfo) => {
      const [start, end] = [info.start.toISOString(), info.end.toISOString()];
      setRange((r) => (r?.start === start && r.end === end ? r : { start, end }));
    }, []),
    /** a drag or resize begins: keep the events shown as they are */
    hold: () => setHeld((h) => h ?? loaded),
    /**
     * The pointer let go: show what was loaded meanwhile, unless the drop is being saved (its
     * eventDrop comes right after): data loaded during the drag still has the old position.
     */
    release: () =>
      void setTimeout(() => {
        if (!saving.current) setHeld(null);
      }, 0),
    /** a drop's save, and the refetch after it: the events stay held until both are done */
    settle: useCallback(async (save: Promise<unknown>) => {
      saving.current += 1;
      try {
        await save;
      } finally {
        saving.current -= 1;
        if (!saving.current) setHeld(null);
      }
    }, []),
  };
}
