"use client";

import { useState } from "react";
import type { UseFormReturn } from "react-hook-form";

import { SelectField } from "@/components/ui/form-controls";
import { dateLocaleOf } from "@/lib/locale";
import { formatMoney } from "@/lib/money/format";
import { canonicalLocale, COMMON_LOCALES } from "@/lib/money/schemas";
import { formatDateTime } from "@/lib/time";

/** The time the locale's preview writes: 13 June 2031, 18:00. */
const SAMPLE_TIME = "2031-06-13T18:00:00Z";

type MoneyValues = { currency: string; locale: string };

/** Every currency this browser formats, by code and name ("EUR: Euro"), in code order. */
function currencyOptions(locale: string) {
  const names = new Intl.DisplayNames([locale], { type: "currency" });
  return Intl.supportedValuesOf("currency").map((code) => ({
    code,
    name: names.of(code) ?? code,
  }));
}

/** The common locales by name ("de-DE: German (Germany)"), and the venue's own if it is another. */
function localeOptions(current: string) {
  const names = new Intl.DisplayNames(["en"], { type: "language" });
  const tags: string[] = [...COMMON_LOCALES];
  if (current && !tags.includes(current)) tags.unshift(current);
  return tags.map((tag) => ({ tag, name: names.of(tag) ?? tag }));
}

/**
 * The venue's currency and locale in its settings (decision 086), with an amount written as they
 * would write it, so the choice is seen before it is saved.
 */
export function MoneyFields<T extends MoneyValues>({ form }: { form: UseFormReturn<T> }) {
  const f = form as unknown as UseFormReturn<MoneyValues>;
  const [currency, locale] = f.watch(["currency", "locale"]);
  // Worked out once: the saved locale stays among the choices while another is picked.
  const [currencies] = useState(() => currencyOptions("en"));
  const [locales] = useState(() => localeOptions(f.getValues("locale")));
  const errors = f.formState.errors;
  const valid = canonicalLocale(locale) && currencies.some((c) => c.code === currency);
  return (
    <fieldset className="space-y-4">
      <legend className="mb-1 text-base font-semibold text-slate-900">Currency and formats</legend>
      <div className="grid max-w-xl gap-4 sm:grid-cols-2">
        <SelectField label="Currency" {...f.register("currency")} error={errors.currency?.message}>
          {currencies.map((c) => (
            <option key={c.code} value={c.code}>
              {c.code}: {c.name}
            </option>
          ))}
        </SelectField>
        <SelectField label="Locale" {...f.register("locale")} error={errors.locale?.message}>
          {locales.map((l) => (
            <option key={l.tag} value={l.tag}>
              {l.name} ({l.tag})
            </option>
          ))}
        </SelectField>
      </div>
      <p className="text-sm text-slate-600" aria-live="polite">
        Amounts read as{" "}
        <span className="font-medium text-slate-900 tabular-nums">
          {valid ? formatMoney("1400.5", { currency, locale }) : "…"}
        </span>{" "}
        and times as{" "}
        <span className="font-medium text-slate-900 tabular-nums">
          {valid
            ? formatDateTime(SAMPLE_TIME, { timeZone: "UTC", locale: dateLocaleOf(locale) })
            : "…"}
        </span>{" "}
        in the console, the customer&apos;s page, mail and PDFs.
      </p>
    </fieldset>
  );
}
