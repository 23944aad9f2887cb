// A venue's public look (spec §3 "Customization", and the settings form's site_name, subtitle and
// primary_color). Colours are hex, links http(s) or our own uploads, texts plain and bounded: what
// a venue saves can only ever be shown as text, never run as script or CSS.
import { z } from "zod";

import { imageUrl, optionalText, plainString } from "@/lib/core/schemas";

export const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
export const INVALID_COLOR = "Enter a colour as #RRGGBB.";
export const INVALID_LINK = "Enter a link starting with https:// or http://.";

const color = z
  .string({ error: INVALID_COLOR })
  .trim()
  .regex(HEX_COLOR, INVALID_COLOR)
  .transform((v) => v.toLowerCase());

/** A link shown on the page, or an image of ours; empty clears it. */
const link = imageUrl(INVALID_LINK);

/** Where the contact button goes: a page of the site ("#contact", "/login"), mail, or a link. */
const buttonLink = plainString(INVALID_LINK)
  .trim()
  .nullish()
  .transform((v) => v || null)
  .refine((v) => v === null || /^(https?:\/\/|mailto:|tel:|\/|#)\S*$/i.test(v), {
    message: INVALID_LINK,
  });

const feature = z.object({
  title: optionalText(80),
  description: optionalText(300, { lines: true }),
});

const fields = {
  site_name: optionalText(120),
  subtitle: optionalText(300),
  primary_color: color.nullish(),
  theme_color: color.nullish(),
  hover_color: color.nullish(),
  primary_hex_color: color,
  logo_url: link,
  banner_url: link,
  hero_image_url: link,
  owner_photo_url: link,
  favicon_url: link,
  lang: z
    .string()
    .trim()
    .regex(/^[a-z]{2}(-[A-Z]{2})?$/, "Enter a language code such as en or en-GB."),
  seo_title: optionalText(120),
  seo_description: optionalText(300),
  hero_title: optionalText(120),
  hero_subtitle: optionalText(300),
  hero_cta_text: optionalText(40),
  about_title: optionalText(120),
  about_text: optionalText(4000, { lines: true }),
  features: z
    .array(feature, { error: "Must be a list of features." })
    .max(8, "At most 8 features.")
    .transform((list) => list.filter((f) => f.title || f.description)),
  contact_title: optionalText(120),
  contact_subtitle: optionalText(300),
  contact_button_text: optionalText(40),
  contact_button_link: buttonLink,
};

/** PUT customization/: any subset; what is left out stays as it is. */
export const customizationPatch = z.object(fields).partial();
export type CustomizationPatch = z.output<typeof customizationPatch>;

/** POST customization/upload-logo/ and upload-banner/ (multipart): the image, checked when kept. */
export const logoUpload = z.object({ logo: z.unknown().optional() });
export const bannerUpload = z.object({ banner: z.unknown().optional() });
