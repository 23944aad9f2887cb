import { ArrowDown } from "lucide-react";

import type { SiteTexts } from "@/lib/public-site/view";
import { cn } from "@/lib/ui/cn";

import { SiteImage } from "./site-image";
import { accentButton, accentTint } from "./venue-style";

/**
 * The first screen: title, subtitle and the way to the halls. Over the banner when the venue has
 * one; else on the venue's tint, beside its first gallery picture when it has pictures.
 */
export function SiteHero({
  texts,
  bannerUrl,
  picture,
}: {
  texts: SiteTexts;
  bannerUrl: string | null;
  picture: { url: string; caption: string } | null;
}) {
  const banner = bannerUrl ? (
    <SiteImage url={bannerUrl} alt="" sizes="100vw" preload className="-z-10" />
  ) : null;
  const side = !banner && picture;
  return (
    <section
      id="home"
      aria-labelledby="hero-title"
      className={cn("relative isolate overflow-hidden", banner ? "bg-slate-900" : accentTint)}
    >
      {banner}
      {banner ? (
        // Keeps any banner dark enough behind white text.
        <div
          aria-hidden
          className="absolute inset-0 -z-10 bg-gradient-to-r from-slate-950/85 via-slate-950/60 to-slate-950/20"
        />
      ) : null}
      <div
        className={cn(
          "mx-auto grid max-w-6xl items-center gap-12 px-4 py-20 sm:px-6 sm:py-28",
          side && "lg:grid-cols-2",
        )}
      >
        <div>
          <h1
            id="hero-title"
            className={cn(
              "max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-6xl",
              banner ? "text-white" : "text-slate-900",
            )}
          >
            {texts.heroTitle}
          </h1>
          {texts.heroSubtitle ? (
            <p
              className={cn(
                "mt-6 max-w-2xl text-lg text-pretty sm:text-xl",
                banner ? "text-slate-200" : "text-slate-600",
              )}
            >
              {texts.heroSubtitle}
            </p>
          ) : null}
          <a
            href="#branches"
            className={cn(
              "mt-10 inline-flex h-12 items-center gap-2 rounded-lg px-6 text-base font-semibold shadow-sm transition-colors",
              accentButton,
            )}
          >
            {texts.heroCta}
            <ArrowDown className="size-4" aria-hidden />
          </a>
        </div>
        {side ? (
          <div className="relative hidden aspect-[4/3] overflow-hidden rounded-3xl shadow-2xl ring-1 ring-slate-900/10 lg:block">
            {/* Lazy: a phone, which hides it, never downloads it. */}
            <SiteImage url={picture.url} alt={picture.caption} sizes="560px" />
          </div>
        ) : null}
      </div>
    </section>
  );
}
