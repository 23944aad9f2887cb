"use client";

import { useEffect, useRef, useState } from "react";
import type { UseFormReturn } from "react-hook-form";

import type { BookingFormOutput, BookingFormValues } from "@/lib/bookings/form";
import {
  repeatField,
  repeatRefusal,
  type DateClash,
  type RepeatErrorField,
} from "@/lib/bookings/repeat-form";
import { ApiError, errorMessage } from "@/lib/client/api";
import { call } from "@/lib/client/call";

type Form = UseFormReturn<BookingFormValues, unknown, BookingFormOutput>;
export type Preview = { dates: string[]; clashes: DateClash[] };
/** The answer for one state of the form (`key`): the dates, or what was refused. */
type Answer = { key: string; preview: Preview | null; problem: string | null };

/** How long the rule rests before its dates are checked by themselves. */
const SETTLE_MS = 600;

/**
 * The dates a new series would have and which of them clash (decision 090): checked by itself a
 * moment after the rule, the hall or the times change and are complete, and again on demand
 * ("Check dates", which also shows the form's own errors). A refusal of the rule is said at its
 * field of the Repeat section; any other in words below the rule. An answer is shown only while
 * the form still says what it was asked for.
 */
export function useSeriesPreview(form: Form, watched: unknown, on: boolean) {
  const key = JSON.stringify(watched);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [checking, setChecking] = useState<string | null>(null);
  const current = useRef(key);
  const marked = useRef<RepeatErrorField[]>([]);

  async function check(asked: string, validate: boolean) {
    if (validate && !(await form.trigger(["hall", "start_time", "end_time", "repeat"]))) return;
    const recurrence = repeatField.safeParse(form.getValues("repeat"));
    const v = form.getValues();
    if (!recurrence.success || !recurrence.data || !v.hall || !v.start_time || !v.end_time) return;
    form.clearErrors(marked.current);
    marked.current = [];
    setChecking(asked);
    let next: Answer;
    try {
      const found = await call.post("/api/tenant/booking-series/preview/", {
        body: {
          hall: Number(v.hall),
          start_time: v.start_time,
          end_time: v.end_time,
          status: v.status,
          recurrence: recurrence.data,
        },
      });
      const clashes = found.occurrences.flatMap((o) =>
        o.clash
          ? [{ date: o.date, start_time: o.start_time, end_time: o.end_time, ...o.clash }]
          : [],
      );
      next = {
        key: asked,
        preview: { dates: found.occurrences.map((o) => o.date), clashes },
        problem: null,
      };
    } catch (error) {
      const { fields, others } = repeatRefusal(error instanceof ApiError ? error.body : null);
      if (asked === current.current) {
        for (const [field, message] of fields) form.setError(field, { type: "server", message });
        marked.current = fields.map(([field]) => field);
      }
      const problem = others.length ? others.join(" ") : fields.length ? null : errorMessage(error);
      next = { key: asked, preview: null, problem };
    }
    setAnswer(next);
    setChecking((c) => (c === asked ? null : c));
  }

  // A complete rule is checked once it rests; a change before the answer makes it stale.
  useEffect(() => {
    current.current = key;
    if (!on) return;
    const timer = setTimeout(() => void check(key, false), SETTLE_MS);
    return () => clearTimeout(timer);
    // `check` reads the form as it is when it runs; `key` says when to run it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, on]);

  const shown = answer?.key === key ? answer : null;
  return {
    preview: shown?.preview ?? null,
    problem: shown?.problem ?? null,
    checking: checking === key,
    check: () => check(key, true),
  };
}
