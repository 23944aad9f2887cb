import { Building2, MapPin, Users } from "lucide-react";

import type { HomeListings } from "@/lib/public-site/home";
import type { SiteTexts } from "@/lib/public-site/view";

import { accentText } from "./venue-style";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** About the venue: its own words, and what it has (counted from the halls a guest can book). */
export function SiteAbout({ texts, listings }: { texts: SiteTexts; listings: HomeListings }) {
  const { halls, branches } = listings;
  const largest = Math.max(0, ...halls.map((h) => h.capacity));
  const cities = [...new Set(branches.map((b) => b.city).filter(Boolean))];
  const facts = [
    { icon: Building2, label: plural(halls.length, "hall", "halls") },
    { icon: MapPin, label: plural(branches.length, "location", "locations") },
    ...(largest ? [{ icon: Users, label: `Up to ${largest.toLocaleString("en-US")} guests` }] : []),
  ];
  return (
    <section
      id="about"
      aria-labelledby="about-title"
      className="mx-auto grid max-w-6xl scroll-mt-16 gap-10 px-4 py-20 sm:px-6 md:grid-cols-5"
    >
      <div className="md:col-span-3">
        <h2 id="about-title" className="text-3xl font-bold tracking-tight text-slate-900">
          {texts.aboutTitle}
        </h2>
        {texts.aboutText ? (
          <p className="mt-5 text-lg leading-relaxed whitespace-pre-line text-slate-600">
            {texts.aboutText}
          </p>
        ) : null}
      </div>
      <div className="self-start rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200 md:col-span-2">
        <h3 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
          At a glance
        </h3>
        <ul className="mt-4 space-y-3">
          {facts.map(({ icon: Icon, label }) => (
            <li key={label} className="flex items-center gap-3 font-medium text-slate-800">
              <Icon className={`size-5 shrink-0 ${accentText}`} aria-hidden />
              {label}
            </li>
          ))}
        </ul>
        {cities.length ? (
          <p className="mt-4 border-t border-slate-200 pt-4 text-sm text-slate-600">
            {cities.join(" · ")}
          </p>
        ) : null}
      </div>
    </section>
  );
}
