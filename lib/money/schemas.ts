// A venue's currency and locale as its settings and the provider's tenant forms take them: a
// currency this runtime can format (ISO 4217), a locale it knows (BCP 47), each stored in its
// canonical spelling ("EUR", "de-DE"). Shared by the routes and the forms (decision 086).
import { z } from "zod";

import { plainString, REQUIRED } from "@/lib/core/schemas";

export const INVALID_CURRENCY = "Choose a currency code such as USD, EUR or GBP.";
export const INVALID_LOCALE = "Choose a locale such as en-US, en-GB, de-DE or fr-FR.";

const CURRENCIES: ReadonlySet<string> = new Set(Intl.supportedValuesOf("currency"));

/** A three-letter currency code this runtime formats; out: in capitals. */
export const currencyCode = plainString(REQUIRED)
  .trim()
  .min(1, REQUIRED)
  .transform((v) => v.toUpperCase())
  .refine((v) => CURRENCIES.has(v), INVALID_CURRENCY);

/** The canonical spelling of a locale tag that formats numbers, or null. */
export function canonicalLocale(tag: string): string | null {
  try {
    const [canonical] = Intl.getCanonicalLocales(tag);
    if (!canonical || canonical.length > 35) return null;
    return Intl.NumberFormat.supportedLocalesOf([canonical]).length ? canonical : null;
  } catch {
    return null;
  }
}

/** A BCP 47 locale tag this runtime knows; out: canonical ("en-gb" -> "en-GB"). */
export const localeTag = plainString(REQUIRED)
  .trim()
  .min(1, REQUIRED)
  .transform((v, ctx) => {
    const canonical = canonicalLocale(v);
    if (canonical) return canonical;
    ctx.issues.push({ code: "custom", message: INVALID_LOCALE, input: v });
    return z.NEVER;
  });

/** The locales the settings offer by name; the API takes any other that formats numbers. */
export const COMMON_LOCALES = [
  "en-US",
  "en-GB",
  "en-AU",
  "en-CA",
  "en-IE",
  "en-IN",
  "en-NZ",
  "en-ZA",
  "de-DE",
  "de-AT",
  "de-CH",
  "fr-FR",
  "fr-BE",
  "fr-CA",
  "fr-CH",
  "es-ES",
  "es-MX",
  "it-IT",
  "nl-NL",
  "nl-BE",
  "pt-PT",
  "pt-BR",
  "sv-SE",
  "da-DK",
  "nb-NO",
  "fi-FI",
  "pl-PL",
  "cs-CZ",
  "el-GR",
  "tr-TR",
  "ar-AE",
  "he-IL",
  "hi-IN",
  "ja-JP",
  "ko-KR",
  "zh-CN",
] as const;

/** Why a venue's currency cannot change now. */
/** `example`: a booking's amount the new currency cannot write ("10.500", always a fraction). */
export const currencyTooCoarse = (next: string, example: string) =>
  `Some bookings have amounts ${next} cannot write, such as ${trimZeros(example)}: ` +
  `change their prices and deposits first.`;
const trimZeros = (amount: string) =>
  amount.includes(".") ? amount.replace(/0+$/, "").replace(/\.$/, "") : amount;
export const currencyFixed = (current: string) =>
  `The currency cannot change once payments are recorded: every amount so far is in ${current}.`;
