import { Link2Off } from "lucide-react";
import Link from "next/link";

/**
 * Shown (with HTTP 404) for a customer's booking link that opens nothing: wrong, revoked, expired
 * or another venue's, all alike (decision 092). The venue is there, so the way on is its site and
 * the newest mail, not the provider's site. A server component: it needs no JavaScript.
 */
export function BookingLinkNotFound() {
  return (
    <main className="grid min-h-screen place-items-center bg-slate-50 px-4">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 text-center shadow-xl ring-1 ring-slate-900/5">
        <Link2Off className="mx-auto size-12 text-brand-600" aria-hidden />
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">
          This link does not open a booking
        </h1>
        <p className="mt-2 text-slate-600">
          It may have expired or been replaced by a newer one: the latest email from the venue has a
          link that works. If it does not, please contact the venue.
        </p>
        <Link href="/" className="btn btn-primary btn-md mt-6">
          Visit the venue&apos;s site
        </Link>
      </div>
    </main>
  );
}
