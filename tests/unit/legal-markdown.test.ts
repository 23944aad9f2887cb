import { describe, expect, it } from "vitest";

import { PRIVACY, TERMS } from "@/lib/site/legal-texts";
import { parseMarkdown } from "@/lib/site/markdown";

describe("the legal pages' Markdown", () => {
  it("gives headings, paragraphs, lists, bold and links", () => {
    const blocks = parseMarkdown(
      "# Title\n\nOne line\nand the next.\n\n## Kept\n\n- **Names:** for bookings\n- mail [us](mailto:a@b.example)\n",
    );
    expect(blocks).toEqual([
      { kind: "heading", level: 1, text: "Title" },
      { kind: "paragraph", inline: [{ kind: "text", text: "One line and the next." }] },
      { kind: "heading", level: 2, text: "Kept" },
      {
        kind: "list",
        items: [
          [
            { kind: "strong", text: "Names:" },
            { kind: "text", text: " for bookings" },
          ],
          [
            { kind: "text", text: "mail " },
            { kind: "link", text: "us", href: "mailto:a@b.example" },
          ],
        ],
      },
    ]);
  });

  it("draws a link to anything but http, mailto or a path as its text", () => {
    expect(parseMarkdown("[x](javascript:void) [y](//evil.example)")).toEqual([
      {
        kind: "paragraph",
        inline: [
          { kind: "text", text: "x" },
          { kind: "text", text: " " },
          { kind: "text", text: "y" },
        ],
      },
    ]);
  });

  it("ships texts that say what is kept, why, how long and whom to write to", () => {
    const headings = parseMarkdown(PRIVACY)
      .filter((b) => b.kind === "heading")
      .map((b) => b.text);
    expect(headings).toEqual(
      expect.arrayContaining(["What we keep", "Why", "How long", "Contact"]),
    );
    expect(parseMarkdown(TERMS)[0]).toEqual({
      kind: "heading",
      level: 1,
      text: "Terms of Service",
    });
  });
});
