import type { Metadata } from "next";

import { BookingsPage } from "@/components/bookings/bookings-page";

export const metadata: Metadata = { title: "Bookings" };

export default function Bookings() {
  return <BookingsPage />;
}
