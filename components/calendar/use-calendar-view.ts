"use client";

import type { CalendarRef, DatesSetInfo } from "@fullcalendar/react";
import { useEffect, type RefObject } from "react";

import { todayIn, wallClock } from "@/lib/time";

import {
  currentCalendarUrl,
  viewNameOf,
  VIEWS,
  type CalendarUrl,
  type ViewName,
} from "./use-calendar-url";

type ViewRange = { type: string; currentStart: Date; currentEnd: Date };

/** Whether a view of the calendar is the wanted one, with the wanted date in its range. */
function shows(view: ViewRange, wanted: ViewName, date: string, timeZone: string) {
  return (
    view.type === VIEWS[wanted].type &&
    wallClock(view.currentStart, timeZone).date <= date &&
    date < wallClock(view.currentEnd, timeZone).date
  );
}

/**
 * Keeps FullCalendar and the URL together: the URL's view and date are shown (on load, and on
 * Back and Forward), and where the calendar moves by itself (previous, next, today) goes into the
 * URL. A date already in view moves nothing, so neither side echoes the other.
 */
export function useCalendarView(
  calendar: RefObject<CalendarRef | null>,
  url: CalendarUrl,
  timeZone: string,
) {
  const today = todayIn(timeZone);
  const date = url.date ?? today;
  useEffect(() => {
    const api = calendar.current?.getApi();
    if (api && !shows(api.view, url.view, date, timeZone))
      api.changeView(VIEWS[url.view].type, date);
  }, [calendar, url.view, date, timeZone]);

  return {
    today,
    /** the date the URL asks for: today when it names none */
    date,
    onDatesSet(info: DatesSetInfo) {
      // FullCalendar may call an older render's callback: compare with the URL as it is now.
      const now = currentCalendarUrl();
      if (shows(info.view, now.view, now.date ?? todayIn(timeZone), timeZone)) return;
      url.update({
        view: viewNameOf(info.view.type),
        date: wallClock(info.view.calendar.getDate(), timeZone).date,
      });
    },
    show(view: ViewName, on?: string) {
      url.update({ view, ...(on ? { date: on } : {}) });
    },
  };
}
