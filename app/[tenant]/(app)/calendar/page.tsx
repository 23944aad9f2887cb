import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { Suspense } from "react";

import { CalendarPage } from "@/components/calendar/calendar-page";
import { CalendarSeed } from "@/components/calendar/calendar-seed";
import { LoadingState } from "@/components/ui/states";
import { requireTenantViewer } from "@/lib/auth/viewer";
import { venueFormats } from "@/lib/booking-settings/settings";
import { initialCalendar } from "@/lib/calendar/initial";

export const metadata: Metadata = { title: "Calendar" };

/** The calendar, with its halls and first range read with the page (lib/calendar/initial.ts). */
export default async function Calendar({ searchParams }: PageProps<"/[tenant]/calendar">) {
  // Not `held`: an account that must change its password reads no bookings (lib/auth/viewer.ts).
  const { tenant } = await requireTenantViewer();
  const asked = await searchParams;
  const one = (v: string | string[] | undefined) => (typeof v === "string" ? v : undefined);
  const { weekStart } = await venueFormats(tenant.id);
  const { state, first } = await initialCalendar(
    tenant,
    { view: one(asked.view), date: one(asked.date), hall: one(asked.hall) },
    weekStart,
  );
  return (
    <HydrationBoundary state={state}>
      <CalendarSeed first={first} />
      <Suspense fallback={<LoadingState message="Loading halls and initial data..." />}>
        <CalendarPage />
      </Suspense>
    </HydrationBoundary>
  );
}
