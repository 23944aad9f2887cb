// A venue's public look: read by its public home and its settings, saved by its admins. One row
// per venue, made on first save; until then the defaults of the spec apply.
import { db, type Prisma } from "@/lib/db";
import { fileStorage, ownedFileKey } from "@/lib/storage";
import { storeImage } from "@/lib/storage/images";

import { DEFAULTS } from "./defaults";
import type { CustomizationPatch } from "./schemas";

export { DEFAULTS };

type Row = Prisma.CustomizationGetPayload<object>;
type Feature = { title: string; description: string };

function featuresOf(value: Prisma.JsonValue): Feature[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((f) =>
    f && typeof f === "object" && !Array.isArray(f)
      ? [{ title: String(f.title ?? ""), description: String(f.description ?? "") }]
      : [],
  );
}

/** The customization as the API shows it (spec §3), with the spec's defaults filled in. */
export function serializeCustomization(c: Row | null) {
  return {
    id: c?.id ?? null,
    site_name: c?.siteName ?? "",
    subtitle: c?.subtitle ?? "",
    /** the colour picked in the settings; null until one is */
    primary_color: c?.primaryColor ?? null,
    logo_url: c?.logoUrl ?? null,
    banner_url: c?.bannerUrl ?? null,
    hero_image_url: c?.heroImageUrl ?? null,
    owner_photo_url: c?.ownerPhotoUrl ?? null,
    theme_color: c?.themeColor ?? null,
    hover_color: c?.hoverColor ?? null,
    font_url: c?.fontUrl ?? null,
    favicon_url: c?.faviconUrl ?? null,
    lang: c?.lang ?? "en",
    seo_title: c?.seoTitle ?? "",
    seo_description: c?.seoDescription ?? "",
    primary_hex_color: c?.primaryHexColor ?? DEFAULTS.primaryHexColor,
    hero_title: c?.heroTitle ?? "",
    hero_subtitle: c?.heroSubtitle ?? "",
    hero_cta_text: c?.heroCtaText ?? "",
    about_title: c?.aboutTitle ?? "",
    about_text: c?.aboutText ?? "",
    features: c ? featuresOf(c.features) : [],
    contact_title: c?.contactTitle ?? "",
    contact_subtitle: c?.contactSubtitle ?? "",
    contact_button_text: c?.contactButtonText ?? "",
    contact_button_link: c?.contactButtonLink ?? null,
  };
}
export type CustomizationDto = ReturnType<typeof serializeCustomization>;

export async function getCustomization({ tenantId }: { tenantId: number }) {
  return serializeCustomization(await db.customization.findUnique({ where: { tenantId } }));
}

/** The columns of the fields sent; Prisma leaves out those that are undefined. */
function columns(input: CustomizationPatch) {
  return {
    siteName: input.site_name,
    subtitle: input.subtitle,
    primaryColor: input.primary_color,
    themeColor: input.theme_color,
    hoverColor: input.hover_color,
    primaryHexColor: input.primary_hex_color,
    logoUrl: input.logo_url,
    bannerUrl: input.banner_url,
    heroImageUrl: input.hero_image_url,
    ownerPhotoUrl: input.owner_photo_url,
    faviconUrl: input.favicon_url,
    lang: input.lang,
    seoTitle: input.seo_title,
    seoDescription: input.seo_description,
    heroTitle: input.hero_title,
    heroSubtitle: input.hero_subtitle,
    heroCtaText: input.hero_cta_text,
    aboutTitle: input.about_title,
    aboutText: input.about_text,
    features: input.features,
    contactTitle: input.contact_title,
    contactSubtitle: input.contact_subtitle,
    contactButtonText: input.contact_button_text,
    contactButtonLink: input.contact_button_link,
  };
}

export async function updateCustomization({
  tenantId,
  input,
}: {
  tenantId: number;
  input: CustomizationPatch;
}) {
  const data = columns(input);
  const row = await db.customization.upsert({
    where: { tenantId },
    update: data,
    create: { ...data, tenantId },
  });
  return serializeCustomization(row);
}

/** A new logo or banner: stored as an image, set, and the one it replaces removed. */
export async function uploadSiteImage({
  tenantId,
  userId,
  field,
  file,
}: {
  tenantId: number;
  /** the uploader, whose hourly allowance it counts against */
  userId: number;
  field: "logo" | "banner";
  file: unknown;
}) {
  const url = await storeImage({ file, field, kind: field, tenantId, userId });
  const before = await db.customization.findUnique({ where: { tenantId } });
  const column = field === "logo" ? "logoUrl" : "bannerUrl";
  const row = await db.customization.upsert({
    where: { tenantId },
    update: { [column]: url },
    create: { tenantId, [column]: url },
  });
  const replaced = ownedFileKey(before?.[column], `t${tenantId}/${field}`);
  if (replaced) await fileStorage().delete(replaced);
  return serializeCustomization(row);
}
