import type { Metadata } from "next";
import { Suspense } from "react";

import { CalendarPage } from "@/components/calendar/calendar-page";
import { LoadingState } from "@/components/ui/states";

export const metadata: Metadata = { title: "Calendar" };

export default function Calendar() {
  return (
    <Suspense fallback={<LoadingState message="Loading halls and initial data..." />}>
      <CalendarPage />
    </Suspense>
  );
}
