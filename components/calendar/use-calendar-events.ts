"use client";

import type { DatesSetInfo, EventInput } from "@fullcalendar/react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";

import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/client/api";
import type { ScheduleEvent } from "@/lib/client/bookings";
import { call, urlOf } from "@/lib/client/call";
import type { ScheduleRange } from "@/lib/client/live";
import { keys } from "@/lib/client/queries";
import { sharesSpace, shareTime } from "@/lib/halls/combine";

import { bufferBands, taken, toEventInput, type Buffers } from "./event-booking";

type Live = { id: number; start: number; end: number; title: string; hall: string };
type HallBuffers = {
  id: number;
  name: string;
  setup_minutes: number;
  cleanup_minutes: number;
  spaces: number[];
};

const NONE: ScheduleEvent[] = [];
const SCHEDULES = "/api/tenant/schedules/";

/** The query a range is asked with: the calendar's and the page's first data's (CalendarSeed). */
const scheduleQueryOf = ({ start, end, hall, shared }: ScheduleRange) => ({
  start,
  end,
  hall,
  ...(shared ? { shared } : {}),
});

/** The address a range is asked at, as call.get writes it. */
export const schedulePath = (range: ScheduleRange) => urlOf(SCHEDULES, {}, scheduleQueryOf(range));

/**
 * The calendar's events: the visible range, for the chosen hall, loaded through the bookings
 * query cache (keys.schedules), so the invalidation that refetches every list refetches the
 * calendar too; with the bands of each hall's setup and cleanup time, and a per-hall index of the
 * live bookings loaded, which the drag checks on every pointer move (buffers included, as the
 * server checks), and of each hall's that shares its space (decision 082). Filtered to a hall that
 * shares space with others, their bookings come too, drawn as time the hall cannot have. While a
 * booking is dragged or resized (`hold`), the events shown stay as they
 * are: what came meanwhile is shown when the pointer lets go.
 */
export function useCalendarEvents(hallFilter: string, halls: readonly HallBuffers[] | undefined) {
  const [range, setRange] = useState<{ start: string; end: string } | null>(null);
  const hall = hallFilter ? Number(hallFilter) : null;
  const shared = useMemo(() => sharesSpace(halls ?? [], hall), [halls, hall]);
  const query = useQuery({
    queryKey: keys.schedules({ start: range?.start ?? "", end: range?.end ?? "", hall, shared }),
    enabled: range !== null,
    placeholderData: keepPreviousData,
    // A failure is shown at once, with a Retry; the live stream and a save refetch anyway.
    retry: false,
    queryFn: ({ signal }) =>
      call.get(SCHEDULES, { query: scheduleQueryOf({ ...range!, hall, shared }), signal }),
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
        if (event && hall !== null && e.hall !== hall)
          return e.status === "cancelled" ? [] : [taken(event, e)];
        return event ? [...bufferBands(e, buffers.get(e.hall)), event] : [];
      }),
    [schedule, buffers, hall],
  );
  const [held, setHeld] = useState<EventInput[] | null>(null);
  /** saves of a drop or resize still in flight: the events stay held until the last settles */
  const saving = useRef(0);

  const byHall = useMemo(() => {
    const index = new Map<number, Live[]>();
    for (const e of schedule) {
      if (e.status === "cancelled") continue;
      const list = index.get(e.hall) ?? [];
      const [start, end] = [Date.parse(e.start), Date.parse(e.end)];
      list.push({ id: e.id, start, end, title: e.title, hall: e.hall_name });
      index.set(e.hall, list);
    }
    return index;
  }, [schedule]);
  const latest = useRef({ byHall, buffers, halls });
  useLayoutEffect(() => {
    latest.current = { byHall, buffers, halls };
  }, [byHall, buffers, halls]);

  // Say what failed: the server's answer, or that it could not be reached.
  const failure = query.isError ? `Failed to load schedules. ${errorMessage(query.error)}` : null;
  const failedAt = query.isError ? query.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) toast.error("Failed to load schedules.");
  }, [failedAt]);

  /**
   * The loaded live booking that a period of `hall` would meet, other than `except`: of the hall,
   * or of a hall that shares its space, each kept apart by its own hall's setup and cleanup time
   * as the database does. `hall` in the answer: the other hall's name, when it is another's.
   */
  const clashWith = useCallback((hallId: number, start: number, end: number, except: number) => {
    const { byHall, buffers, halls } = latest.current;
    const mine = buffers.get(hallId) ?? { setup: 0, cleanup: 0 };
    const own = halls?.find((h) => h.id === hallId);
    const others = own ? (halls ?? []).filter((h) => h.id !== hallId && shareTime(h, own)) : [];
    for (const id of [hallId, ...others.map((h) => h.id)]) {
      const { setup = 0, cleanup = 0 } = buffers.get(id) ?? {};
      const found = byHall
        .get(id)
        ?.find(
          (e) =>
            e.id !== except &&
            e.start - setup * 60_000 < end + mine.cleanup * 60_000 &&
            e.end + cleanup * 60_000 > start - mine.setup * 60_000,
        );
      if (found) return { ...found, hall: id === hallId ? null : found.hall };
    }
    return null;
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
