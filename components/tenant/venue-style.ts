// The venue's colour on its pages: set once as CSS variables on the page (checked hex values only,
// lib/public-site/view.ts), used by these classes. Where no page sets them (the sign-in page),
// HallBook's own colours apply.
import type { CSSProperties } from "react";

export const accentFill =
  "bg-[color:var(--venue,var(--color-brand-600))] text-[color:var(--venue-fg,#fff)]";
export const accentButton = `${accentFill} hover:bg-[color:var(--venue-hover,var(--color-brand-700))]`;
export const accentText = "text-[color:var(--venue,var(--color-brand-700))]";
export const accentTint =
  "bg-[color:color-mix(in_srgb,var(--venue,var(--color-brand-600))_10%,white)]";

export function venueStyle(colors: { accent: string; hover: string; onAccent: string }) {
  return {
    "--venue": colors.accent,
    "--venue-hover": colors.hover,
    "--venue-fg": colors.onAccent,
  } as CSSProperties;
}
