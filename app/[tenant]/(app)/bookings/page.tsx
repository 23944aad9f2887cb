import type { Metadata } from "next";
import { Suspense } from "react";

import { BookingsPage } from "@/components/bookings/bookings-page";

export const metadata: Metadata = { title: "Bookings" };

export default function Bookings() {
  // It reads its series filter from the URL (useSearchParams).
  return (
    <Suspense>
      <BookingsPage />
    </Suspense>
  );
}
