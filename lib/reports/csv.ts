// CSV as spreadsheets read it (RFC 4180): every cell quoted when it must be, and a cell that
// begins like a formula (= + - @, a tab or a carriage return) prefixed with ' so that a
// spreadsheet shows it as text and runs nothing a customer typed (decision 094). A cell with a
// semicolon is quoted too: a spreadsheet whose list separator is ';' (German, French) would
// otherwise split it there, and what follows could begin like a formula.

const FORMULA = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  // A number of ours (-12.50) is not a formula; text that begins like one is made text.
  if (FORMULA.test(text) && !(typeof value === "number" || /^-\d+(\.\d+)?$/.test(text)))
    text = `'${text}`;
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
