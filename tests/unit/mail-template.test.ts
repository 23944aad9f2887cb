import { describe, expect, it } from "vitest";

import { composeMail, escapeHtml } from "@/lib/mail/template";

describe("composeMail", () => {
  it("says the same in text and HTML, with everything a visitor typed escaped", () => {
    const mail = composeMail({
      to: "ana@example.com",
      subject: "Hello",
      paragraphs: ["Dear <Ana>,", ["Line one", "Line & two"]],
    });
    expect(mail.text).toBe("Dear <Ana>,\n\nLine one\nLine & two");
    expect(mail.html).toContain("Dear &lt;Ana&gt;,");
    expect(mail.html).toContain("Line one<br>Line &amp; two");
    expect(mail.html).not.toContain("<Ana>");
  });

  it("escapes quotes too", () => {
    expect(escapeHtml(`"x" 'y'`)).toBe("&quot;x&quot; &#39;y&#39;");
  });
});
