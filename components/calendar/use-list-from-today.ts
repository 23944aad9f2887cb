"use client";

import type { DatesSetInfo } from "@fullcalendar/react";
import { useRef } from "react";

import { todayIn } from "@/lib/time";

/**
 * A list of this month opens on today, not on the month's first day: the days already gone stay
 * above, a scroll away. Once per list shown (a change of month or view), when its events are in.
 */
export function useListFromToday(timeZone: string) {
  const pending = useRef(false);
  return {
    onDatesSet(info: DatesSetInfo) {
      const today = todayIn(timeZone);
      const start = info.startStr.slice(0, 10);
      const end = info.endStr.slice(0, 10);
      pending.current = info.view.type.startsWith("list") && start <= today && today < end;
    },
    onEventsSet() {
      if (!pending.current) return;
      const today = todayIn(timeZone);
      const calendar = document.querySelector('section[aria-label="Calendar"]');
      const days = calendar?.querySelectorAll<HTMLElement>("[data-date]") ?? [];
      const first = [...days].find((d) => (d.dataset.date ?? "") >= today);
      if (!first) return; // nothing from today on yet: the events may still be on their way
      pending.current = false;
      first.style.scrollMarginTop = "5rem"; // below the console's top bar
      first.scrollIntoView({ block: "start" });
    },
  };
}
