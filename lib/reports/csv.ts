// CSV as spreadsheets read it (RFC 4180): every cell quoted when it must be, and a cell that
// begins like a formula (= + - @, a tab or a carriage return) prefixed with ' so that a
// spreadsheet shows it as text and runs nothing a customer typed (decision 094). A cell with a
// semicolon is quoted too: a spreadsheet whose list separator is ';' (German, French) would
// otherwise split it there, and what follows could begin like a formula.

const FORMULA = /^[=+\-@\t\r]/;
/** A number of ours (-12.50), or a phone number (+49 30 1234-56): digits a formula cannot be. */
const HARMLESS = /^(-\d+(\.\d+)?|\+[\d ()./-]+)$/;

/**
 * The byte order mark a CSV file begins with, so that Excel reads it as UTF-8 ("Müller", not
 * "MÃ¼ller"); other spreadsheets and csv readers skip it.
 */
export const CSV_BOM = "\uFEFF";

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  // Text that begins like a formula is made text.
  if (FORMULA.test(text) && !(typeof value === "number" || HARMLESS.test(text))) text = `'${text}`;
  return /[",;\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvRow = (cells: unknown[]) => `${cells.map(csvCell).join(",")}\r\n`;

/** A whole CSV answer to download. */
export function csvResponse(filename: string, body: string | ReadableStream<Uint8Array>) {
  return new Response(body, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${filename}"`,
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
}
