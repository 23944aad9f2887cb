// An A4 document written line by line, a new page when the cursor reaches the bottom, with
// pdf-lib and the standard Helvetica fonts (decision 089): nothing to load from disk, so it works
// the same in tests and in the standalone server. Those fonts write WinAnsi (Latin-1 and a few
// more: €, dashes, quotes). An accented letter beyond it loses its accent ("Łukasz Dvořák" reads
// "Lukasz Dvorák"), any other character (a CJK name, an emoji) is written as "?" rather than
// fail, and control characters are dropped. Text is cut to its column's width. Pages are numbered
// when there are several.
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";

export const A4 = { width: 595.28, height: 841.89 } as const;
export const MARGIN = 48;

/** The characters WinAnsi has beyond Latin-1's, by code point. */
const WIN_ANSI_EXTRA = new Set(
  "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ".split("").map((c) => c.codePointAt(0)!),
);

/** `text` as the standard fonts can write it: one line, no controls, "?" for the rest. */
export function winAnsi(text: string): string {
  let out = "";
  // Spaces of other widths (Intl groups French thousands with U+202F) and the minus sign first.
  const plain = text
    .replace(/[\r\n\t\u2000-\u200a\u202f\u205f\u3000]+/g, " ")
    .replace(/\u2212/g, "-");
  for (const ch of plain) {
    const code = ch.codePointAt(0)!;
    // Controls, and the invisible marks that steer text (right-to-left marks, overrides).
    if (code < 0x20 || (code >= 0x7f && code < 0xa0) || /\p{Cf}/u.test(ch)) continue;
    out += writable(ch) ? ch : plainLetter(ch);
  }
  return out;
}

const writable = (ch: string) => {
  const code = ch.codePointAt(0)!;
  return (
    (code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(code)
  );
};

/** Latin letters with a stroke, which do not decompose into a letter and an accent. */
const STROKED: Record<string, string> = { ł: "l", Ł: "L", đ: "d", Đ: "D", ħ: "h", Ħ: "H", ı: "i" };

/** A letter without its accents ("ő" → "o") or in its plain form ("￥" → "¥"), else "?". */
function plainLetter(ch: string): string {
  if (STROKED[ch]) return STROKED[ch];
  const base = ch.normalize("NFKD").replace(/\p{M}+/gu, "");
  return base && [...base].every(writable) ? base : "?";
}

/** "#6b46c1" as pdf-lib's colour; black for anything else. */
export function hexRgb(hex: string) {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return rgb(0, 0, 0);
  const [r, g, b] = m.slice(1).map((h) => parseInt(h, 16) / 255);
  return rgb(r, g, b);
}

type TextOptions = { size?: number; bold?: boolean; color?: string; maxWidth?: number };

/** Room kept at the bottom of each page for its number. */
const FOOT = 28;

/** A page and a cursor: `line` writes at the cursor and moves it down, to a new page if need be. */
export class Sheet {
  private constructor(
    readonly doc: PDFDocument,
    public page: PDFPage,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    public y: number,
  ) {}

  static async create(title: string, author: string, created: Date) {
    const doc = await PDFDocument.create({ updateMetadata: false });
    doc.setTitle(winAnsi(title));
    doc.setAuthor(winAnsi(author));
    doc.setProducer("HallBook");
    doc.setCreator("HallBook");
    doc.setCreationDate(created);
    doc.setModificationDate(created);
    const page = doc.addPage([A4.width, A4.height]);
    const [regular, bold] = await Promise.all([
      doc.embedFont(StandardFonts.Helvetica),
      doc.embedFont(StandardFonts.HelveticaBold),
    ]);
    return new Sheet(doc, page, regular, bold, A4.height - MARGIN);
  }

  font = (bold?: boolean) => (bold ? this.bold : this.regular);

  /** `text` cut with "…" to `maxWidth` points. */
  fit(text: string, o: TextOptions = {}) {
    const font = this.font(o.bold);
    const size = o.size ?? 10;
    let t = winAnsi(text);
    const max = o.maxWidth ?? A4.width - 2 * MARGIN;
    if (font.widthOfTextAtSize(t, size) <= max) return t;
    while (t && font.widthOfTextAtSize(`${t}…`, size) > max) t = t.slice(0, -1);
    return `${t}…`;
  }

  width = (text: string, o: TextOptions = {}) =>
    this.font(o.bold).widthOfTextAtSize(this.fit(text, o), o.size ?? 10);

  /** Writes at (x, y) without moving the cursor. */
  at(text: string, x: number, y: number, o: TextOptions = {}) {
    this.page.drawText(this.fit(text, o), {
      x,
      y,
      size: o.size ?? 10,
      font: this.font(o.bold),
      color: hexRgb(o.color ?? "#0f172a"),
    });
  }

  /** Writes right-aligned to `right`. */
  right(text: string, right: number, y: number, o: TextOptions = {}) {
    this.at(text, right - this.width(text, o), y, o);
  }

  /** A new page when fewer than `points` are left above the bottom margin. */
  private need(points: number) {
    if (this.y - points >= MARGIN + FOOT) return;
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
  }

  /** Writes a line at the cursor and moves down by its size and `gap`. */
  line(text: string, o: TextOptions & { gap?: number } = {}) {
    const size = o.size ?? 10;
    this.need(size);
    this.y -= size;
    this.at(text, MARGIN, this.y, o);
    this.y -= o.gap ?? size * 0.5;
  }

  /** A label and its value on the cursor's line, the value right-aligned. */
  row(label: string, value: string, o: TextOptions & { gap?: number } = {}) {
    const size = o.size ?? 10;
    this.need(size);
    this.y -= size;
    const valueWidth = this.width(value, o);
    this.at(label, MARGIN, this.y, { ...o, maxWidth: A4.width - 2 * MARGIN - valueWidth - 16 });
    this.right(value, A4.width - MARGIN, this.y, o);
    this.y -= o.gap ?? size * 0.6;
  }

  rule(gap = 10, color = "#cbd5e1") {
    this.need(gap);
    this.y -= gap / 2;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: A4.width - MARGIN, y: this.y },
      thickness: 0.75,
      color: hexRgb(color),
    });
    this.y -= gap / 2;
  }

  space(points: number) {
    this.y -= points;
  }

  /** The band across the top in the venue's colour, with its name and the document's title. */
  band(venue: string, title: string, colors: { accent: string; onAccent: string }) {
    const height = 72;
    this.page.drawRectangle({
      x: 0,
      y: A4.height - height,
      width: A4.width,
      height,
      color: hexRgb(colors.accent),
    });
    const base = A4.height - height / 2 - 7;
    this.at(venue, MARGIN, base, {
      size: 18,
      bold: true,
      color: colors.onAccent,
      maxWidth: A4.width * 0.55,
    });
    this.right(title, A4.width - MARGIN, base, { size: 18, bold: true, color: colors.onAccent });
    this.y = A4.height - height - 24;
  }

  /** The document's bytes; "Page 1 of 2" at the foot of each page when there are several. */
  save() {
    const pages = this.doc.getPages();
    if (pages.length > 1)
      pages.forEach((page, i) => {
        this.page = page;
        this.right(`Page ${i + 1} of ${pages.length}`, A4.width - MARGIN, MARGIN - 8, {
          size: 8,
          color: "#475569",
        });
      });
    return this.doc.save();
  }
}
