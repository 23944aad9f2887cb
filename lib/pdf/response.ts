/** A PDF to download: never cached (it holds a customer's money), never sniffed as another type. */
export function pdfResponse({ filename, content }: { filename: string; content: Buffer }) {
  return new Response(new Uint8Array(content), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${filename.replace(/[^\w.-]/g, "_")}"`,
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
}
