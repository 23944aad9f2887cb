import {
  Headset,
  LayoutGrid,
  Projector,
  Star,
  UtensilsCrossed,
  type LucideIcon,
} from "lucide-react";

import type { SiteTexts } from "@/lib/public-site/view";

import { accentText, accentTint } from "./venue-style";

// The default features in the spec's order, then icons for whatever a venue adds.
const ICONS: LucideIcon[] = [LayoutGrid, UtensilsCrossed, Projector, Headset];

/** 'Why Choose Our Halls?': the venue's features, or the spec's four when it set none. */
export function SiteFeatures({ features }: { features: SiteTexts["features"] }) {
  return (
    <section aria-labelledby="features-title" className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
        <h2 id="features-title" className="text-3xl font-bold tracking-tight text-slate-900">
          Why Choose Our Halls?
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {features.map((f, i) => {
            const Icon = ICONS[i] ?? Star;
            return (
              <li
                key={i}
                className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:block sm:p-6"
              >
                <span
                  className={`grid size-11 shrink-0 place-items-center rounded-xl ${accentTint}`}
                >
                  <Icon className={`size-5 ${accentText}`} aria-hidden />
                </span>
                <div>
                  <h3 className="font-semibold text-slate-900 sm:mt-5">{f.title}</h3>
                  {f.description ? (
                    <p className="mt-1.5 text-sm leading-relaxed text-slate-600 sm:mt-2">
                      {f.description}
                    </p>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
