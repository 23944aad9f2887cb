"use client";

import { useRef, useState } from "react";

import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { clashesOf, type DateClash } from "@/lib/bookings/repeat-form";
import { SCOPES, type Scope } from "@/lib/bookings/series-schemas";
import { SCOPE_LABELS } from "@/lib/bookings/series-scope";
import { ApiError, errorMessage } from "@/lib/client/api";

import { SeriesClashList } from "./series-clashes";

const TEXTS = {
  edit: { title: "Change a repeating booking", action: "Save changes" },
  delete: { title: "Cancel a repeating booking", action: "Cancel bookings" },
} as const;

/**
 * Which dates of a series a change or a cancellation is for: this one, this and the following
 * ones, or every upcoming one (decision 083). A radio group in a modal (focus stays in it, Escape
 * cancels); a change refused for clashes lists each date with what it clashes with.
 */
export function SeriesScopeDialog({
  kind,
  onChoose,
  onClose,
  onlyThis = null,
}: {
  kind: keyof typeof TEXTS;
  /** why this change can be for this booking only (the other choices are shown, disabled) */
  onlyThis?: string | null;
  /** makes the change; resolves once it is made, rejects with the server's refusal */
  onChoose: (scope: Scope) => Promise<unknown>;
  onClose: () => void;
}) {
  const [scope, setScope] = useState<Scope>("this");
  const [busy, setBusy] = useState(false);
  const choices = useRef<HTMLDivElement>(null);
  const [failure, setFailure] = useState<{ text: string; clashes: DateClash[] | null } | null>(
    null,
  );

  async function choose(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      await onChoose(scope);
    } catch (error) {
      setFailure({
        text: errorMessage(error, { fieldNames: true }),
        clashes: error instanceof ApiError ? clashesOf(error.body) : null,
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={TEXTS[kind].title}
      initialFocus={() => choices.current?.querySelector<HTMLInputElement>("input:checked")}
    >
      <form onSubmit={choose} className="space-y-4">
        <fieldset>
          <legend className="mb-2 text-sm text-slate-700">
            This booking repeats. Which bookings should{" "}
            {kind === "edit" ? "change" : "be cancelled"}?
          </legend>
          {onlyThis ? <p className="mb-2 text-sm text-amber-800">{onlyThis}</p> : null}
          <div ref={choices} role="radiogroup" aria-label="Which bookings" className="space-y-2">
            {SCOPES.map((s) => (
              <label
                key={s}
                className="flex items-center gap-2 rounded-lg px-3 py-2 text-sm ring-1 ring-slate-200 has-checked:bg-brand-50 has-checked:ring-brand-300 has-disabled:text-slate-400"
              >
                <input
                  type="radio"
                  name="scope"
                  value={s}
                  checked={scope === s}
                  disabled={!!onlyThis && s !== "this"}
                  onChange={() => setScope(s)}
                />
                {SCOPE_LABELS[s]}
              </label>
            ))}
          </div>
        </fieldset>
        {failure ? (
          <div
            role="alert"
            className="space-y-1 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 ring-1 ring-red-200"
          >
            <p>{failure.text}</p>
            {failure.clashes ? <SeriesClashList clashes={failure.clashes} /> : null}
          </div>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Back
          </Button>
          <Button type="submit" variant={kind === "delete" ? "danger" : "primary"} disabled={busy}>
            {busy ? "Saving..." : TEXTS[kind].action}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
