// Messages are small functions that return a Mail: a plain-text part and an HTML part made from
// the same paragraphs. Every value is escaped in the HTML, so nothing a visitor typed can become
// markup in someone's mail client.
import type { Mail } from "./index";

/** A paragraph: lines kept together (joined by line breaks in HTML). */
export type Paragraph = string | string[];

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c]);

const lines = (p: Paragraph) => (Array.isArray(p) ? p : p.split("\n"));

/** A Mail whose text and HTML parts say the same thing, paragraph by paragraph. */
export function composeMail(input: {
  to: string;
  subject: string;
  paragraphs: Paragraph[];
  replyTo?: string;
}): Mail {
  const text = input.paragraphs.map((p) => lines(p).join("\n")).join("\n\n");
  const body = input.paragraphs
    .map((p) => `<p style="margin:0 0 16px">${lines(p).map(escapeHtml).join("<br>")}</p>`)
    .join("\n");
  const html = [
    "<!doctype html>",
    '<html><body style="font-family:system-ui,sans-serif;font-size:15px;line-height:1.5;',
    `color:#0f172a;max-width:600px">`,
    body,
    "</body></html>",
  ].join("");
  return { to: input.to, subject: input.subject, text, html, replyTo: input.replyTo };
}
