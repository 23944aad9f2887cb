// How an amount reads everywhere (the list, the dashboard, the event details, later the customer's
// page, mail and PDFs): in the venue's currency and locale, "$1,400.00" for USD in en-US,
// "1.400,00 €" for EUR in de-DE (decisions 012, 086). Pure: the server and the browser share it.

/**
 * A venue's money: its ISO 4217 currency and the BCP 47 locale amounts are written in; `code`:
 * "EGP 1,234.50" rather than the currency's sign (for the PDFs' fonts, which lack most signs).
 */
export type MoneyFormat = { currency: string; locale: string; code?: boolean };

export const DEFAULT_MONEY: MoneyFormat = { currency: "USD", locale: "en-US" };

const formatters = new Map<string, Intl.NumberFormat>();

function formatterOf({ currency, locale, code }: MoneyFormat): Intl.NumberFormat {
  const key = `${locale} ${currency}${code ? " code" : ""}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const currencyDisplay = code ? "code" : "symbol";
    formatter = new Intl.NumberFormat(locale, { style: "currency", currency, currencyDisplay });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * `amount` (a decimal string from the API, or a number) in the venue's currency. A decimal string
 * is formatted as written, not through a float: "0.10" + "0.20" never shows as 0.30000000000000004.
 */
export function formatMoney(amount: string | number | null | undefined, money: MoneyFormat) {
  const text = typeof amount === "number" ? String(amount) : (amount ?? "0");
  const exact = /^-?\d+(\.\d+)?$/.test(text) ? text : "0";
  // Intl.NumberFormat reads a decimal string exactly (ECMA-402 "Intl.NumberFormat v3").
  return formatterOf(money).format(exact as unknown as number);
}

const digitsOf = new Map<string, number>();

/** How many digits after the point an amount in `currency` has: JPY 0, EUR 2, BHD 3. */
export function minorDigits(currency: string): number {
  let digits = digitsOf.get(currency);
  if (digits === undefined) {
    const options = formatterOf({ currency, locale: "en-US" }).resolvedOptions();
    digitsOf.set(currency, (digits = options.maximumFractionDigits ?? 2));
  }
  return digits;
}

/**
 * A decimal string with exactly `digits` after the point ("250.5", 2 -> "250.50"; "250.500", 2 ->
 * "250.50"): the API's one spelling of an amount. One with more digits that count keeps them
 * ("10.5", 0 -> "10.5"), never rounded away: a change of currency refuses to leave such amounts,
 * but one written in a race with it still reads.
 */
export function toDigits(text: string, digits: number): string {
  const kept = significantFraction(text);
  const whole = text.split(".")[0];
  if (kept.length > digits) return `${whole}.${kept}`;
  return digits ? `${whole}.${kept.padEnd(digits, "0")}` : whole;
}

/** The digits after a decimal string's point that count ("250.500" -> "5"; "250" -> ""). */
export const significantFraction = (text: string) => (text.split(".")[1] ?? "").replace(/0+$/, "");

const decimalMarks = new Map<string, string>();

/** The locale's decimal mark: "." for en-US, "," for de-DE. */
function decimalMarkOf(locale: string): string {
  let mark = decimalMarks.get(locale);
  if (mark === undefined) {
    try {
      const parts = new Intl.NumberFormat(locale).formatToParts(1.5);
      mark = parts.find((p) => p.type === "decimal")?.value ?? ".";
    } catch {
      mark = ".";
    }
    if (decimalMarks.size < 200) decimalMarks.set(locale, mark);
  }
  return mark;
}

/**
 * An amount as a person of the venue types it, as the API's decimal string: "2.450,50" and
 * "2450,50" in de-DE, "2,450.50" in en-US all read "2450.50". Spaces and apostrophes group
 * digits; with both marks the last is the decimal one; a lone mark before exactly three digits is
 * the locale's decimal mark if it is that, else a grouping ("1,400" is 1400 in en-US, 1.4 in
 * de-DE); before one, two or four and more digits it is the decimal mark. What is not an amount
 * comes back as typed, for the schema to refuse.
 */
export function readAmount(typed: string, locale: string): string {
  const t = typed.trim().replace(/[\s\u00a0\u202f'’]/g, "");
  if (!/^[+-]?[\d.,]+$/.test(t)) return typed.trim();
  const [dot, comma] = [t.lastIndexOf("."), t.lastIndexOf(",")];
  if (dot >= 0 && comma >= 0) {
    const [decimal, group] = dot > comma ? [".", ","] : [",", "."];
    const whole = t.split(group).join("");
    return whole.split(decimal).length === 2 ? whole.replace(decimal, ".") : typed.trim();
  }
  const mark = dot >= 0 ? "." : comma >= 0 ? "," : null;
  if (!mark) return t;
  const pieces = t.split(mark);
  if (pieces.length > 2)
    return pieces.every((p, i) => i === 0 || p.length === 3) ? pieces.join("") : t;
  const after = pieces[1];
  const decimal = after.length !== 3 || decimalMarkOf(locale) === mark;
  return decimal ? `${pieces[0]}.${after}` : pieces.join("");
}
