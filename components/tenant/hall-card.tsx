import { CalendarDays, ImageOff, MapPin, Users } from "lucide-react";
import Link from "next/link";

import type { HallDto } from "@/lib/halls/halls";

import { CHECK_AVAILABILITY } from "./availability/day-status";
import { SiteImage } from "./site-image";
import { accentButton, accentText, accentTint } from "./venue-style";

/**
 * One hall a guest can book: picture (or 'No image'), name, where, how many, what it has, and the
 * way to its free days.
 */
export function HallCard({
  hall,
  address,
  showBranch,
}: {
  hall: HallDto;
  address: string;
  showBranch: boolean;
}) {
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <div className="relative aspect-[16/10] bg-slate-100">
        <SiteImage
          url={hall.image_url}
          alt={hall.name}
          sizes="(min-width: 1024px) 352px, (min-width: 640px) 50vw, 100vw"
          fallback={
            <div className={`absolute inset-0 grid place-items-center ${accentTint}`}>
              <div className="flex flex-col items-center gap-2 text-sm font-medium text-slate-600">
                <ImageOff className={`size-7 opacity-60 ${accentText}`} aria-hidden />
                No image
              </div>
            </div>
          }
        />
        {showBranch ? (
          <span className="absolute top-3 left-3 rounded-full bg-white/90 px-2.5 py-1 text-xs font-medium text-slate-700 shadow-sm">
            {hall.branch_name}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-lg font-semibold text-slate-900">{hall.name}</h3>
        {address ? (
          <p className="mt-2 flex items-start gap-1.5 text-sm text-slate-600">
            <MapPin className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden />
            {address}
          </p>
        ) : null}
        <p className="mt-1.5 flex items-center gap-1.5 text-sm text-slate-600">
          <Users className="size-4 shrink-0 text-slate-400" aria-hidden />
          {hall.capacity
            ? `Up to ${hall.capacity.toLocaleString("en-US")} guests`
            : "Capacity on request"}
        </p>
        {hall.features.length ? (
          <ul aria-label="Features" className="mt-4 flex flex-wrap gap-1.5">
            {hall.features.map((f) => (
              <li
                key={f}
                className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700"
              >
                {f}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-auto pt-5">
          <Link
            href={`/availability/${hall.id}`}
            className={`inline-flex h-10 items-center gap-2 rounded-lg px-4 text-sm font-semibold shadow-sm transition-colors ${accentButton}`}
          >
            <CalendarDays className="size-4" aria-hidden />
            {CHECK_AVAILABILITY}
            <span className="sr-only"> of {hall.name}</span>
          </Link>
        </div>
      </div>
    </li>
  );
}
