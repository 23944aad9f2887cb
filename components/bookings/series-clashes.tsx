"use client";

import { useClock } from "@/components/console/tenant-context";
import { Button } from "@/components/ui/button";
import { useBroughtIntoView } from "@/components/ui/form-alert";
import { previewWords, type DateClash } from "@/lib/bookings/repeat-form";
import { dayWords } from "@/lib/bookings/series-words";
import { formatDateTime } from "@/lib/time";

/** Each clashing date with what it clashes with: hall, event and its time in the venue's zone. */
export function SeriesClashList({ clashes }: { clashes: DateClash[] }) {
  const clock = useClock();
  const time = (iso: string) => formatDateTime(iso, clock, { timeStyle: "short" });
  return (
    <ul aria-label="Dates that clash" className="max-h-48 space-y-1 overflow-y-auto text-sm">
      {clashes.map((c) => (
        <li key={c.date} className="flex flex-wrap gap-x-2">
          <span className="font-medium whitespace-nowrap">{dayWords(c.date)}</span>
          {c.with ? (
            <span>
              {c.with.hall_name}: {c.with.event_name},{" "}
              <span className="whitespace-nowrap">
                {time(c.with.start_time)} – {time(c.with.end_time)}
              </span>
            </span>
          ) : (
            <span>{c.problem ?? "This time does not exist on this date."}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The preview's answer: how many dates, from when to when, and each that clashes. */
export function PreviewResult({ dates, clashes }: { dates: string[]; clashes: DateClash[] }) {
  return (
    <div role="status" className="space-y-1 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
      <p>{previewWords(dates, clashes.length)}</p>
      {clashes.length ? <SeriesClashList clashes={clashes} /> : null}
    </div>
  );
}

/** What a save refused for clashes asks: book none, or the rest without those dates. */
export type ClashQuestion = {
  clashes: DateClash[];
  onSkip: () => void;
  onNone: () => void;
} | null;

/** The question, brought into view when it is asked: the form's banner is far above it. */
export function ClashQuestionBox({ question }: { question: NonNullable<ClashQuestion> }) {
  const ref = useBroughtIntoView<HTMLDivElement>(question.clashes);
  const n = question.clashes.length;
  return (
    <div
      ref={ref}
      role="alert"
      className="space-y-2 rounded-lg bg-amber-50 p-3 text-amber-900 ring-1 ring-amber-200"
    >
      <p className="text-sm font-medium">
        {n} {n === 1 ? "date clashes" : "dates clash"} with other bookings. Book none of the dates,
        or book the rest and skip these?
      </p>
      <SeriesClashList clashes={question.clashes} />
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={question.onNone}>
          Book none
        </Button>
        <Button size="sm" onClick={question.onSkip}>
          Skip these dates and book the rest
        </Button>
      </div>
    </div>
  );
}
