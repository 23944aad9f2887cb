// A small Markdown subset for texts an operator writes (the privacy and terms pages): headings
// (#, ##, ###), paragraphs, "- " lists, **bold** and [links](https://...). Parsed into blocks that
// the page draws as React elements: nothing is ever inserted as HTML.

export type Inline =
  | { kind: "text"; text: string }
  | { kind: "strong"; text: string }
  | { kind: "link"; text: string; href: string };

export type Block =
  | { kind: "heading"; level: 1 | 2 | 3; text: string }
  | { kind: "paragraph"; inline: Inline[] }
  | { kind: "list"; items: Inline[][] };

/** A link the page may draw: https, http, mailto, or a path on this site. */
const SAFE_HREF = /^(https?:\/\/|mailto:|\/(?![/\\]))\S*$/i;

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  const pattern = /\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  for (const m of text.matchAll(pattern)) {
    if (m.index > last) out.push({ kind: "text", text: text.slice(last, m.index) });
    if (m[1] !== undefined) out.push({ kind: "strong", text: m[1] });
    else if (SAFE_HREF.test(m[3])) out.push({ kind: "link", text: m[2], href: m[3] });
    else out.push({ kind: "text", text: m[2] });
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push({ kind: "text", text: text.slice(last) });
  return out;
}

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: Inline[][] | null = null;
  const flush = () => {
    if (paragraph.length)
      blocks.push({ kind: "paragraph", inline: parseInline(paragraph.join(" ")) });
    if (list) blocks.push({ kind: "list", items: list });
    paragraph = [];
    list = null;
  };
  for (const raw of source.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trim();
    const heading = /^(#{1,3})\s+(.+)$/.exec(line);
    const item = /^[-*]\s+(.+)$/.exec(line);
    if (!line) flush();
    else if (heading) {
      flush();
      blocks.push({ kind: "heading", level: heading[1].length as 1 | 2 | 3, text: heading[2] });
    } else if (item) {
      if (paragraph.length) flush();
      (list ??= []).push(parseInline(item[1]));
    } else if (list) list[list.length - 1].push({ kind: "text", text: ` ${line}` });
    else paragraph.push(line);
  }
  flush();
  return blocks;
}
