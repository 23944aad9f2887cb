// A receipt for a ledger entry and an invoice for a booking, as PDF (decision 089): in the
// venue's name, colour, currency, locale and zone. Pure composition over ./documents.ts's data;
// `created` fixes the documents' dates for tests.
import { dateLocaleOf } from "@/lib/locale";
import { formatMoney } from "@/lib/money/format";
import { METHOD_LABELS } from "@/lib/payments/schemas";
import { A4, MARGIN, Sheet, winAnsi } from "@/lib/pdf/sheet";

import type { DocumentData } from "./documents";
import type { PaymentEntryDto } from "./ledger";

const MUTED = "#475569";

/**
 * Amounts as the PDF's fonts can write them: in Latin digits whatever the locale's own, and with
 * the currency's code where its sign is not among the fonts' characters ("EGP 1,234.50").
 */
function pdfMoney(currency: string, locale: string) {
  let latin = locale;
  try {
    latin = new Intl.Locale(locale, { numberingSystem: "latn" }).toString();
  } catch {
    // a locale the settings accepted is one Intl knows; keep it as it is
  }
  const sample = formatMoney("1", { currency, locale: latin });
  const code = winAnsi(sample).includes("?");
  return (v: string) => formatMoney(v, { currency, locale: latin, code });
}

function formats(d: DocumentData) {
  const { timezone } = d.venue;
  const money = pdfMoney(d.money.currency, d.venue.locale);
  // Dates in English words by the locale's conventions (decision 095).
  const locale = dateLocaleOf(d.venue.locale);
  const day = (date: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
      new Date(`${date}T12:00:00Z`),
    );
  const today = (at: Date) =>
    new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: timezone }).format(at);
  const when = new Intl.DateTimeFormat(locale, {
    dateStyle: "full",
    timeStyle: "short",
    timeZone: timezone,
  }).formatRange(d.booking.start, d.booking.end);
  return { money, day, today, when };
}

/** The venue's band and contact, the document's number and date, and who it is for. */
async function head(d: DocumentData, title: string, number: string, created: Date) {
  const sheet = await Sheet.create(`${title} ${number}`, d.venue.name, created);
  const f = formats(d);
  sheet.band(d.venue.name, title, d.venue.colors);
  const top = sheet.y;
  for (const line of d.venue.lines) sheet.line(line, { color: MUTED, maxWidth: 300 });
  const right = A4.width - MARGIN;
  sheet.right(`No. ${number}`, right, top - 10, { bold: true });
  sheet.right(f.today(created), right, top - 25, { color: MUTED });
  sheet.y = Math.min(sheet.y, top - 40) - 14;
  sheet.line("Billed to", { size: 9, bold: true, color: MUTED, gap: 3 });
  sheet.line(d.booking.customerName, { bold: true, gap: 3 });
  if (d.booking.customerEmail) sheet.line(d.booking.customerEmail, { color: MUTED });
  sheet.space(10);
  sheet.row("Booking", d.booking.reference, { bold: true });
  sheet.row("Event", d.booking.title);
  sheet.row("Hall", d.booking.hallName);
  sheet.row("When", f.when);
  sheet.rule(16);
  return { sheet, f };
}

export async function receiptPdf(d: DocumentData & { entry: PaymentEntryDto }, created: Date) {
  const e = d.entry;
  const refund = e.kind === "refund";
  const number = `R-${d.booking.reference}-${e.id}`;
  const { sheet, f } = await head(d, refund ? "Refund receipt" : "Receipt", number, created);
  if (e.voided)
    sheet.line("VOID: this entry was cancelled and no longer counts.", {
      size: 12,
      bold: true,
      color: "#b91c1c",
      gap: 10,
    });
  // A voided entry's receipt thanks no one: it only says what was recorded, and undone.
  const said = e.voided
    ? "Recorded, then voided"
    : refund
      ? "Refunded to you"
      : "Received with thanks";
  sheet.line(said, { color: MUTED, gap: 4 });
  sheet.line(f.money(e.amount), { size: 24, bold: true, gap: 14 });
  sheet.row("Date", f.day(e.received_on));
  sheet.row("Method", METHOD_LABELS[e.method as keyof typeof METHOD_LABELS] ?? e.method);
  if (e.reference) sheet.row("Reference", e.reference);
  sheet.rule(16);
  sheet.row("Price", f.money(d.money.price));
  sheet.row("Paid to date", f.money(d.money.paid));
  if (Number(d.money.refunded) > 0) sheet.row("Refunded to date", f.money(d.money.refunded));
  sheet.row("Balance due", f.money(d.money.balance), { bold: true });
  return { filename: `${number}.pdf`, content: Buffer.from(await sheet.save()) };
}

export async function invoicePdf(d: DocumentData, created: Date) {
  const number = `INV-${d.booking.reference}`;
  const { sheet, f } = await head(d, "Invoice", number, created);
  sheet.line("Description", { size: 9, bold: true, color: MUTED, gap: 4 });
  sheet.row(`Hall hire: ${d.booking.hallName}`, f.money(d.money.price));
  if (d.booking.addons.length)
    sheet.line(`Included: ${d.booking.addons.join(", ")}`, { color: MUTED });
  sheet.rule(12);
  sheet.row("Total", f.money(d.money.price), { bold: true, size: 12 });
  sheet.space(6);
  const live = d.money.entries.filter((x) => !x.voided).reverse();
  for (const x of live) {
    const label = `${x.kind === "refund" ? "Refund" : "Payment"}, ${f.day(x.received_on)}`;
    sheet.row(label, x.kind === "refund" ? f.money(x.amount) : `-${f.money(x.amount)}`, {
      color: MUTED,
    });
  }
  sheet.rule(12);
  sheet.row("Balance due", f.money(d.money.balance), { bold: true, size: 14 });
  sheet.line(`Due by ${f.day(d.money.balance_due_on)}`, { color: MUTED });
  const deposit = d.money.deposit;
  if (deposit) {
    sheet.space(8);
    const owed = Number(deposit.owed) > 0 ? `, ${f.money(deposit.owed)} still to pay` : ", paid";
    const due = deposit.due_on ? ` due by ${f.day(deposit.due_on)}` : "";
    sheet.line(`Deposit: ${f.money(deposit.amount)}${due}${owed}.`);
  }
  sheet.space(20);
  sheet.line(`Please quote ${d.booking.reference} with your payment.`, { color: MUTED });
  return { filename: `${number}.pdf`, content: Buffer.from(await sheet.save()) };
}
