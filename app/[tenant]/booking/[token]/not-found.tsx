import { BookingLinkNotFound } from "@/components/tenant/booking-link-not-found";

/** A link that opens nothing (decision 092), said on the venue's site. */
export default function NotFound() {
  return <BookingLinkNotFound />;
}
