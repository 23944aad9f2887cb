// Messages are small functions that return a Mail: a plain-text part and an HTML part made from
// the same paragraphs. Every value is escaped in the HTML, so nothing a visitor typed can become
// markup in someone's mail client.
import { DEFAULTS } from "@/lib/customization/defaults";
import { HEX_COLOR } from "@/lib/customization/schemas";

import type { Mail } from "./index";

/**
 * A paragraph: lines kept together (joined by line breaks in HTML), or a link of ours (an address
 * the product built from its configuration, never one a visitor typed): a link in HTML, the
 * address itself in the text part.
 */
export type Paragraph = string | string[] | { link: string };

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c]);

const lines = (p: string | string[]) => (Array.isArray(p) ? p : p.split("\n"));

const textOf = (p: Paragraph) =>
  typeof p === "object" && "link" in p ? p.link : lines(p).join("\n");

function htmlOf(p: Paragraph) {
  if (typeof p === "object" && "link" in p) {
    const href = escapeHtml(p.link);
    return `<a href="${href}">${href}</a>`;
  }
  return lines(p).map(escapeHtml).join("<br>");
}

/** The band's colour when none is given, or one that is not #rgb or #rrggbb. */
export const DEFAULT_BANNER_COLOR = DEFAULTS.primaryHexColor;

/** Dark or white text, whichever reads better on `hex` (#rgb or #rrggbb; YIQ brightness). */
function textOn(hex: string): string {
  const h = hex.length === 4 ? [...hex.slice(1)].map((c) => c + c).join("") : hex.slice(1);
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
  return (r * 299 + g * 587 + b * 114) / 1000 >= 150 ? "#0f172a" : "#ffffff";
}

/** A header band with a title, in a colour that only ever reaches the style as a hex colour. */
function bannerHtml(banner: { title: string; color: string | null }): string {
  const color = banner.color?.trim() ?? "";
  const background = HEX_COLOR.test(color) ? color : DEFAULT_BANNER_COLOR;
  return (
    `<div style="background:${background};color:${textOn(background)};padding:16px 20px;` +
    `margin:0 0 20px;font-size:18px;font-weight:600">${escapeHtml(banner.title)}</div>`
  );
}

/** A Mail whose text and HTML parts say the same thing, paragraph by paragraph. */
export function composeMail(input: {
  to: string;
  subject: string;
  paragraphs: Paragraph[];
  replyTo?: string;
  /** a coloured band above the message in the HTML part (the text part has none) */
  banner?: { title: string; color: string | null };
}): Mail {
  const text = input.paragraphs.map(textOf).join("\n\n");
  const body = input.paragraphs
    .map((p) => `<p style="margin:0 0 16px">${htmlOf(p)}</p>`)
    .join("\n");
  const html = [
    "<!doctype html>",
    '<html><body style="font-family:system-ui,sans-serif;font-size:15px;line-height:1.5;',
    `color:#0f172a;max-width:600px">`,
    input.banner ? bannerHtml(input.banner) : "",
    body,
    "</body></html>",
  ].join("");
  return { to: input.to, subject: input.subject, text, html, replyTo: input.replyTo };
}
