"use client";

import { Controller, type Control } from "react-hook-form";

import { FieldShell, useFieldIds } from "@/components/ui/field";
import { MultiSelect, type MultiSelectTexts } from "@/components/ui/multi-select";
import { useHalls } from "@/lib/client/queries";
import { partChoices } from "@/lib/halls/combine";
import type { HallFormOutput, HallFormValues } from "@/lib/halls/schemas";

export const PARTS_HINT =
  "For a hall that can be split: booking it blocks each part, and booking a part blocks it.";

const PART_PICKER: MultiSelectTexts = {
  search: "Search halls",
  chosen: "Chosen parts",
  options: "Halls to choose from",
  noMatch: (query) => `No hall matches "${query}".`,
  remove: (label) => `Remove ${label}`,
};

/**
 * The halls a hall is made of (decision 082): a searchable list of the venue's other halls,
 * without those that contain this one (a loop the server refuses anyway). Hidden while the venue
 * has no other hall.
 */
export function HallPartsField({
  control,
  hallId,
  error,
}: {
  control: Control<HallFormValues, unknown, HallFormOutput>;
  hallId: number | null;
  error?: string;
}) {
  const halls = useHalls();
  const ids = useFieldIds(undefined, error, PARTS_HINT);
  const choices = partChoices(halls.data ?? [], hallId);
  if (!choices.length) return null;
  return (
    <Controller
      control={control}
      name="parts"
      render={({ field }) => (
        <FieldShell fieldId={ids.fieldId} label="Made of" message={ids.message} hint={PARTS_HINT}>
          <MultiSelect
            id={ids.fieldId}
            describedBy={ids.aria["aria-describedby"]}
            invalid={!!ids.message}
            choices={choices.map((h) => ({ value: h.id, label: h.name }))}
            // The form keeps the ids the picker gives; the schema also reads a form's "1,2".
            value={Array.isArray(field.value) ? (field.value as number[]) : []}
            onChange={field.onChange}
            texts={PART_PICKER}
          />
        </FieldShell>
      )}
    />
  );
}
