"use client";

import type { DatesSetInfo } from "@fullcalendar/react";
import { useRef } from "react";

import { todayIn } from "@/lib/time";

/** The height of a list view: it scrolls within itself, the page's toolbar staying in view. */
export const LIST_HEIGHT = "max(24rem, calc(100dvh - 14rem))";

/** The nearest ancestor of `element` that scrolls, up to `root`. */
function scrollerOf(element: HTMLElement, root: Element): HTMLElement | null {
  for (let el = element.parentElement; el && el !== root; el = el.parentElement) {
    const { overflowY } = getComputedStyle(el);
    if ((overflowY === "auto" || overflowY === "scroll") && el.scrollHeight > el.clientHeight)
      return el;
  }
  return null;
}

/**
 * A list of this month opens on today, not on the month's first day: the days already gone stay
 * above, a scroll away within the list (LIST_HEIGHT); the page itself does not move, so its
 * title, the hall filter and the view's buttons stay in view. Once per list shown (a change of
 * month or view), when its events are in.
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
      if (!first || !calendar) return; // nothing from today on yet: the events may be on their way
      pending.current = false;
      const scroller = scrollerOf(first, calendar);
      const above = first.getBoundingClientRect().top;
      if (scroller) scroller.scrollTop += above - scroller.getBoundingClientRect().top;
    },
  };
}
