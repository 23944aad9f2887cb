// The text a PDF written with the standard fonts shows, in order: each content stream inflated,
// each string drawn (pdf-lib writes them as hex) read as WinAnsi (windows-1252).
import zlib from "node:zlib";

/** WinAnsi's 0x80–0x9F (Node's own windows-1252 decoder reads them as Latin-1's controls). */
const HIGH = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";
const winAnsi = {
  decode: (bytes: Buffer) =>
    Array.from(bytes, (b) =>
      b >= 0x80 && b <= 0x9f ? HIGH[b - 0x80] : String.fromCharCode(b),
    ).join(""),
};

export function pdfText(pdf: Buffer | Uint8Array): string {
  const raw = Buffer.from(pdf).toString("latin1");
  const lines: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let body = Buffer.from(m[1], "latin1");
    try {
      body = zlib.inflateSync(body);
    } catch {
      // not compressed
    }
    const text = body.toString("latin1");
    for (const s of text.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
      lines.push(winAnsi.decode(Buffer.from(s[1], "hex")));
  }
  return lines.join("\n");
}
