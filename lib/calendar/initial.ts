// The calendar's first data, read with the page (issue 28): the venue's halls and the range the
// calendar opens on, handed to the browser's query cache, so the month is on screen with the page
// instead of after two more round trips. The range is the one FullCalendar will ask for (its
// datesSet): when the browser's differs (a phone opens on the list), it asks as it always did.
import "server-only";

import { dehydrate, QueryClient } from "@tanstack/react-query";

import { readSchedule } from "@/lib/bookings/schedules";
import { scheduleQuery } from "@/lib/bookings/schemas";
import { keys } from "@/lib/client/keys";
import { sharesSpace } from "@/lib/halls/combine";
import { listHalls } from "@/lib/halls/halls";
import type { TenantRef } from "@/lib/tenants/queries";
import { addLocalDays, startOfLocalDay, todayIn, YYYY_MM_DD, type WeekStart } from "@/lib/time";

type Asked = { view?: string; date?: string; hall?: string };

/** A date of the address bar the calendar can open on (a real day, 1970–2199), or null. */
export function aDate(value: string | undefined): string | null {
  if (!value || !YYYY_MM_DD.test(value)) return null;
  const year = Number(value.slice(0, 4));
  if (year < 1970 || year > 2199) return null;
  const day = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value ? value : null;
}

/** The local dates [first, last) a view shows around `date`, as FullCalendar lays it out. */
export function visibleDates(view: string, date: string, weekStart: WeekStart) {
  const weekday = (d: string) => new Date(`${d}T12:00:00Z`).getUTCDay();
  const weekOf = (d: string) => addLocalDays(d, -((weekday(d) - weekStart + 7) % 7));
  const firstOfMonth = `${date.slice(0, 7)}-01`;
  if (view === "week") return { first: weekOf(date), days: 7 };
  if (view === "day") return { first: date, days: 1 };
  if (view === "list") {
    const nextMonth = addLocalDays(firstOfMonth, 32).slice(0, 7);
    const days = (Date.parse(`${nextMonth}-01`) - Date.parse(firstOfMonth)) / 86_400_000;
    return { first: firstOfMonth, days };
  }
  // The month: six whole weeks from the week of its first day.
  return { first: weekOf(firstOfMonth), days: 42 };
}

/**
 * The dehydrated query cache the calendar page starts with, and what the browser needs to keep
 * the first range current: its ETag and its address (to revalidate it), and the venue's live
 * event id it was read at (the live stream goes on from there).
 */
export async function initialCalendar(tenant: TenantRef, asked: Asked, weekStart: WeekStart) {
  const client = new QueryClient();
  const halls = await listHalls({ tenantId: tenant.id });
  client.setQueryData(keys.halls, halls);
  const view = asked.view ?? "month";
  const date = aDate(asked.date) ?? todayIn(tenant.timezone);
  const own = asked.hall ? halls.find((h) => String(h.id) === asked.hall) : undefined;
  // A hall the venue does not have: the page says so and shows every hall; nothing to read ahead.
  if (asked.hall && !own) return { state: dehydrate(client), first: null };
  const { first, days } = visibleDates(view, date, weekStart);
  const range = {
    start: startOfLocalDay(first, tenant.timezone).toISOString(),
    end: startOfLocalDay(addLocalDays(first, days), tenant.timezone).toISOString(),
  };
  const shared = !!own && sharesSpace(halls, own.id);
  const parsed = scheduleQuery.safeParse({
    ...range,
    ...(own ? { hall: String(own.id) } : {}),
    ...(shared ? { shared: "true" } : {}),
  });
  // A range the API would refuse: the browser asks, and is told why.
  if (!parsed.success) return { state: dehydrate(client), first: null };
  const query = parsed.data;
  const { events, etag, versions } = await readSchedule(tenant, { ...query, ...range });
  const key = { ...range, hall: own?.id ?? null, shared };
  client.setQueryData(keys.schedules(key), events);
  return {
    state: dehydrate(client),
    // A venue with no change yet: its stream goes on from 0, so the first change is sent too.
    first: { ...key, etag, since: versions.event_version ?? "0" },
  };
}
