"use client";

import { useMemo, useSyncExternalStore } from "react";

import { YYYY_MM_DD } from "@/lib/time";

/** The calendar's views by the names the URL uses (docs/decisions/010-calendar-url-state.md). */
export const VIEWS = {
  month: { type: "dayGridMonth", label: "Month" },
  week: { type: "timeGridWeek", label: "Week" },
  day: { type: "timeGridDay", label: "Day" },
  // The month's bookings as a list, one row each: what a phone opens on (decision 075).
  list: { type: "listMonth", label: "List" },
} as const;
export type ViewName = keyof typeof VIEWS;
const isView = (v: string | null): v is ViewName => v !== null && v in VIEWS;
export const viewNameOf = (type: string | undefined): ViewName =>
  (Object.keys(VIEWS) as ViewName[]).find((name) => VIEWS[name].type === type) ?? "month";

type Key = "view" | "date" | "hall" | "booking";

/**
 * What the calendar shows lives in its URL: `view`, `date` (a local date), `hall` and `booking`
 * (the one whose details are open). A reload or a shared link opens the same thing, and Back and
 * Forward walk through it. Changes go through the History API, and the page reads the address
 * bar itself: Next's router state can lag behind it after a reload.
 */
export function useCalendarUrl() {
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => "",
  );
  return useMemo(() => readUrl(new URLSearchParams(search)), [search]);
}

const CHANGED = "hallbook:calendar-url";
function subscribe(onChange: () => void) {
  window.addEventListener("popstate", onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener("popstate", onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}

function update(changes: Partial<Record<Key, string | null>>, how: "push" | "replace" = "push") {
  const next = new URLSearchParams(window.location.search);
  for (const [key, value] of Object.entries(changes))
    if (value) next.set(key, value);
    else next.delete(key);
  const query = next.toString();
  const url = `${window.location.pathname}${query ? `?${query}` : ""}`;
  if (how === "push") window.history.pushState(null, "", url);
  else window.history.replaceState(null, "", url);
  window.dispatchEvent(new Event(CHANGED));
}

/** The calendar's URL as it is right now (for callbacks that may hold an older render's copy). */
export const currentCalendarUrl = () => readUrl(new URLSearchParams(window.location.search));

/** Narrower than this, month cells cut titles to a few letters: a phone opens on the list. */
const PHONE = "(max-width: 639px)";
/** The view when the URL names none: the list on a phone, else the month. */
const defaultView = (): ViewName =>
  typeof window !== "undefined" && window.matchMedia(PHONE).matches ? "list" : "month";

function readUrl(params: URLSearchParams) {
  const view = params.get("view");
  const date = params.get("date");
  const booking = params.get("booking");
  return {
    view: isView(view) ? view : defaultView(),
    /** null: today */
    date: date && YYYY_MM_DD.test(date) ? date : null,
    hall: params.get("hall") ?? "",
    booking: booking && /^\d{1,10}$/.test(booking) ? Number(booking) : null,
    update,
  };
}
export type CalendarUrl = ReturnType<typeof readUrl>;
