// The fonts: Geist for every text, preloaded with each page; Geist Mono for the few codes and
// references set in it (a feed's address, an enquiry's reference, a flag's name), not preloaded:
// on a phone's connection its 70 KB would come before the page's own scripts, and a page without
// such a code never needs it (issue 28: public pages on a phone).
import { GeistSans } from "geist/font/sans";
import localFont from "next/font/local";

export const sans = GeistSans;

export const mono = localFont({
  src: "../node_modules/geist/dist/fonts/geist-mono/GeistMono-Variable.woff2",
  variable: "--font-geist-mono",
  preload: false,
  adjustFontFallback: false,
  fallback: [
    "ui-monospace",
    "SFMono-Regular",
    "Roboto Mono",
    "Menlo",
    "Monaco",
    "Liberation Mono",
    "DejaVu Sans Mono",
    "Courier New",
    "monospace",
  ],
  weight: "100 900",
});
