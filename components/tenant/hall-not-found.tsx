import { SearchX } from "lucide-react";
import Link from "next/link";

/**
 * Shown (with HTTP 404) for a hall's availability page when the venue has no such hall open to the
 * public: the venue is there, so the way back is to its home, not to the provider's site.
 */
export function HallNotFound() {
  return (
    <main className="grid min-h-screen place-items-center bg-slate-50 px-4">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 text-center shadow-xl ring-1 ring-slate-900/5">
        <SearchX className="mx-auto size-12 text-brand-600" aria-hidden />
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">Hall Not Found</h1>
        <p className="mt-2 text-slate-600">
          This hall is not taking bookings here. See the venue&apos;s other halls.
        </p>
        <Link href="/#branches" className="btn btn-primary btn-md mt-6">
          See all halls
        </Link>
      </div>
    </main>
  );
}
