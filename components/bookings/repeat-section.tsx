"use client";

import { useWatch, type UseFormReturn } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { SelectField } from "@/components/ui/form-controls";
import type { BookingFormOutput, BookingFormValues } from "@/lib/bookings/form";
import {
  missingDayNote,
  noRepeat,
  NTHS,
  repeatWords,
  SLOTS_DO_NOT_REPEAT,
  type RepeatFreq,
} from "@/lib/bookings/repeat-form";
import { WEEKDAYS } from "@/lib/bookings/schemas";
import { cn } from "@/lib/ui/cn";

import { ClashQuestionBox, PreviewResult, type ClashQuestion } from "./series-clashes";
import { useSeriesPreview } from "./use-series-preview";

type Form = UseFormReturn<BookingFormValues, unknown, BookingFormOutput>;

const DAY_SHORT = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
const DAY_LONG = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const NTH_WORDS = { "1": "first", "2": "second", "3": "third", "4": "fourth", "-1": "last" };
const UNITS = { none: "", daily: "days", weekly: "weeks", monthly: "months" } as const;

/**
 * A new booking's Repeat section (decision 083): daily, weekly on chosen weekdays, monthly on a
 * day or on the n-th weekday, every N, until a date or N times; the rule in words as it is edited;
 * its dates checked with the preview before saving, each clash listed.
 */
export function RepeatSection({
  form,
  mode,
  timeZone,
  question,
}: {
  form: Form;
  mode: "custom" | "slot";
  timeZone: string;
  question: ClashQuestion;
}) {
  const [repeat, start, end, hall, status] = useWatch({
    control: form.control,
    name: ["repeat", "start_time", "end_time", "hall", "status"],
  });
  const errors = form.formState.errors.repeat;
  const first = { date: start.slice(0, 10), time: start.slice(11, 16), timezone: timeZone };
  const words = mode === "slot" ? null : repeatWords(repeat, first);
  const { preview, checking, problem, check } = useSeriesPreview(
    form,
    [repeat, start, end, hall, status],
    words !== null && !!hall && !!end,
  );

  if (mode === "slot")
    return (
      <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-600">{SLOTS_DO_NOT_REPEAT}</p>
    );

  const freq = repeat.freq;
  const dayNote = missingDayNote(repeat);

  function changeFreq(next: RepeatFreq) {
    // The weekday and day of the month start from the booking's own date.
    const defaults = noRepeat(first.date);
    form.setValue("repeat", { ...defaults, ...keep(), freq: next }, { shouldDirty: true });
  }
  const keep = () => {
    const v = form.getValues("repeat");
    return { interval: v.interval, ends: v.ends, until: v.until, count: v.count };
  };

  const reg = (name: `repeat.${"interval" | "by_month_day" | "until" | "count"}`) =>
    form.register(name);
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-700">Repeat</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label="Repeats"
          value={freq}
          onChange={(e) => changeFreq(e.target.value as RepeatFreq)}
        >
          <option value="none">Does not repeat</option>
          <option value="daily">Daily</option>
          <option value="weekly">Weekly</option>
          <option value="monthly">Monthly</option>
        </SelectField>
        {freq !== "none" ? (
          <Field
            label={`Every how many ${UNITS[freq]}`}
            type="number"
            min={1}
            max={99}
            {...reg("repeat.interval")}
            error={errors?.interval?.message}
          />
        ) : null}
      </div>
      {freq === "weekly" ? (
        <div role="group" aria-label="On these days">
          <p className="mb-1.5 text-sm font-medium text-slate-700">On</p>
          <div className="flex flex-wrap gap-1.5">
            {WEEKDAYS.map((d, i) => {
              const on = repeat.by_weekday.includes(d);
              return (
                <button
                  key={d}
                  type="button"
                  aria-pressed={on}
                  aria-label={DAY_LONG[i]}
                  onClick={() => {
                    const days = on
                      ? repeat.by_weekday.filter((x) => x !== d)
                      : [...repeat.by_weekday, d];
                    form.setValue("repeat.by_weekday", days, { shouldValidate: true });
                  }}
                  className={cn(
                    "min-w-11 rounded-full px-2.5 py-1.5 text-sm ring-1 ring-inset",
                    on
                      ? "bg-brand-600 text-white ring-brand-600"
                      : "bg-white text-slate-700 ring-slate-300 hover:bg-slate-50",
                  )}
                >
                  {DAY_SHORT[i]}
                </button>
              );
            })}
          </div>
          {errors?.by_weekday?.message ? (
            <p className="mt-1.5 text-sm text-red-600">{errors.by_weekday.message}</p>
          ) : null}
        </div>
      ) : null}
      {freq === "monthly" ? (
        <div role="radiogroup" aria-label="On which day" className="space-y-2 text-sm">
          <label className="flex flex-wrap items-center gap-2">
            <input type="radio" value="day" {...form.register("repeat.monthly")} />
            On day
            <input
              type="number"
              min={1}
              max={31}
              aria-label="Day of the month"
              className="w-20 rounded-lg px-2 py-1 ring-1 ring-slate-300"
              {...reg("repeat.by_month_day")}
            />
          </label>
          <label className="flex flex-wrap items-center gap-2">
            <input type="radio" value="nth" {...form.register("repeat.monthly")} />
            On the
            <select
              aria-label="Which week"
              className="rounded-lg px-2 py-1 ring-1 ring-slate-300"
              {...form.register("repeat.nth")}
            >
              {NTHS.map((n) => (
                <option key={n} value={n}>
                  {NTH_WORDS[n]}
                </option>
              ))}
            </select>
            <select
              aria-label="Weekday"
              className="rounded-lg px-2 py-1 ring-1 ring-slate-300"
              {...form.register("repeat.nth_weekday")}
            >
              {WEEKDAYS.map((d, i) => (
                <option key={d} value={d}>
                  {DAY_LONG[i]}
                </option>
              ))}
            </select>
          </label>
          {errors?.by_month_day?.message ? (
            <p className="text-sm text-red-600">{errors.by_month_day.message}</p>
          ) : dayNote ? (
            <p className="text-sm text-slate-600">{dayNote}</p>
          ) : null}
        </div>
      ) : null}
      {freq !== "none" ? <Ends form={form} reg={reg} /> : null}
      {freq !== "none" ? (
        <div className="space-y-2">
          <p aria-live="polite" className="text-sm font-medium text-slate-900">
            {words ?? "Finish the rule to see it in words."}
          </p>
          <Button size="sm" variant="secondary" onClick={() => void check()} disabled={checking}>
            {checking ? "Checking..." : "Check dates"}
          </Button>
          {problem ? <p className="text-sm text-red-600">{problem}</p> : null}
          {preview ? <PreviewResult {...preview} /> : null}
        </div>
      ) : null}
      {question ? <ClashQuestionBox question={question} /> : null}
    </fieldset>
  );
}

function Ends({
  form,
  reg,
}: {
  form: Form;
  reg: (name: "repeat.until" | "repeat.count") => ReturnType<Form["register"]>;
}) {
  const errors = form.formState.errors.repeat;
  const message = errors?.until?.message ?? errors?.count?.message;
  return (
    <div role="radiogroup" aria-label="Ends" className="space-y-2 text-sm">
      <p className="font-medium text-slate-700">Ends</p>
      <label className="flex flex-wrap items-center gap-2">
        <input type="radio" value="until" {...form.register("repeat.ends")} />
        On
        <input
          type="date"
          aria-label="Last date"
          onFocus={() => form.setValue("repeat.ends", "until")}
          className="rounded-lg px-2 py-1 ring-1 ring-slate-300"
          {...reg("repeat.until")}
        />
      </label>
      <label className="flex flex-wrap items-center gap-2">
        <input type="radio" value="count" {...form.register("repeat.ends")} />
        After
        <input
          type="number"
          min={1}
          aria-label="Number of times"
          onFocus={() => form.setValue("repeat.ends", "count")}
          className="w-20 rounded-lg px-2 py-1 ring-1 ring-slate-300"
          {...reg("repeat.count")}
        />
        times
      </label>
      {message ? <p className="text-sm text-red-600">{message}</p> : null}
    </div>
  );
}
