// What a venue's public home shows, derived from its customization and its query: pure
// functions, so the page, its metadata and the tests agree. What a venue typed is only ever text;
// colours pass only as hex, links and image addresses only in the shapes the schemas admit.
import { DEFAULTS, type CustomizationDto } from "@/lib/customization/customization";
import { HEX_COLOR } from "@/lib/customization/schemas";

/** A colour the page may put in a style: a valid hex colour, as #rrggbb, else null. */
export function hexColor(value: string | null | undefined): string | null {
  const v = value?.trim() ?? "";
  if (!HEX_COLOR.test(v)) return null;
  const hex = v.slice(1).toLowerCase();
  return `#${hex.length === 3 ? [...hex].map((c) => c + c).join("") : hex}`;
}

const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const byte = (c: number) => Math.round(Math.min(255, Math.max(0, c)));
const toHex = (rgb: number[]) =>
  `#${rgb.map((c) => byte(c).toString(16).padStart(2, "0")).join("")}`;

/** WCAG relative luminance, 0 (black) to 1 (white). */
function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/**
 * The venue's accent: its theme colour, else the colour picked in the settings, else the primary
 * hex colour (spec §9 default #6B46C1); its hover (hover_color, else 10 percent darker, or lighter
 * for a near-black accent) and the text colour readable on it.
 */
export function venueColors(
  c: Pick<CustomizationDto, "theme_color" | "primary_color" | "primary_hex_color" | "hover_color">,
) {
  const accent =
    hexColor(c.theme_color) ??
    hexColor(c.primary_color) ??
    hexColor(c.primary_hex_color) ??
    hexColor(DEFAULTS.primaryHexColor)!;
  const l = luminance(accent);
  const toward = l < 0.02 ? 255 : 0;
  const hover =
    hexColor(c.hover_color) ?? toHex(channels(accent).map((v) => v + (toward - v) * 0.1));
  const onAccent = contrast(l, 1) >= contrast(l, luminance("#0f172a")) ? "#ffffff" : "#0f172a";
  return { accent, hover, onAccent };
}

/**
 * An image address the page may show, and whether Next's optimizer may resize it: our uploads and
 * our own public files yes; another site's picture is shown as it is (the optimizer is not made a
 * proxy for any host). Anything else (a script URL, "//host") is not shown at all.
 */
export function imageSource(
  url: string | null | undefined,
): { src: string; optimize: boolean } | null {
  const v = url?.trim();
  if (!v) return null;
  if (/^\/(?![/\\])[\w\-./]+$/.test(v) && !v.includes("..")) return { src: v, optimize: true };
  if (/^https?:\/\/[^\s/\\]+\S*$/i.test(v)) return { src: v, optimize: false };
  return null;
}

/** A link a venue set, if it is one the customization schema admits (rows may predate it). */
export function safeLink(link: string | null | undefined): string | null {
  const v = link?.trim();
  return v && /^(https?:\/\/|mailto:|tel:|\/(?![/\\])|#)\S*$/i.test(v) ? v : null;
}

/** What the page and its metadata say: each text with the spec's default where it is unset. */
export function siteTexts(site: { name: string; description: string | null }, c: CustomizationDto) {
  const name = c.site_name || site.name;
  const description = c.seo_description || c.hero_subtitle || c.subtitle || site.description || "";
  return {
    name,
    title: c.seo_title || name,
    description,
    heroTitle: c.hero_title || DEFAULTS.heroTitle,
    heroSubtitle: c.hero_subtitle || c.subtitle || site.description || "",
    heroCta: c.hero_cta_text || DEFAULTS.heroCtaText,
    aboutTitle: c.about_title || DEFAULTS.aboutTitle,
    aboutText: c.about_text || site.description || DEFAULTS.aboutText,
    features: c.features.length ? c.features : DEFAULTS.features,
    contactTitle: c.contact_title || DEFAULTS.contactTitle,
    contactSubtitle: c.contact_subtitle,
    contactButton: c.contact_button_text || DEFAULTS.contactButtonText,
    contactLink: safeLink(c.contact_button_link) ?? "#contact-form",
  };
}
export type SiteTexts = ReturnType<typeof siteTexts>;

/** The branch whose halls the page lists: ?branch= when it names one, "all", else the first. */
export type BranchChoice = number | "all";
export function chooseBranch(
  branches: readonly { id: number }[],
  param: string | string[] | undefined,
): BranchChoice | null {
  if (!branches.length) return null;
  const v = Array.isArray(param) ? param[0] : param;
  if (v === "all") return "all";
  const found = v && /^\d{1,10}$/.test(v) ? branches.find((b) => b.id === Number(v)) : undefined;
  return found ? found.id : branches[0].id;
}
