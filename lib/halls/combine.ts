// What the screens say and offer about halls that combine, from the halls as the API answers
// them (their `parts` and `spaces`): pure, shared by the hall dialog, the halls list and the
// calendar (docs/decisions/082-halls-that-combine.md).

type Combined = { id: number; name: string; parts: number[]; spaces: number[] };

/** Whether two halls take the same time: their smallest spaces meet. */
export function shareTime(a: Pick<Combined, "spaces">, b: Pick<Combined, "spaces">): boolean {
  return a.spaces.some((s) => b.spaces.includes(s));
}

/**
 * Whether hall `id` shares its space with another of `halls`: then a calendar filtered to it shows
 * their bookings too, as time it cannot have (the browser's calendar and the page's first range).
 */
export function sharesSpace(
  halls: readonly Pick<Combined, "id" | "spaces">[],
  id: number | null,
): boolean {
  const own = halls.find((h) => h.id === id);
  return !!own && halls.some((h) => h.id !== own.id && shareTime(h, own));
}

/** The halls that contain `id` at any depth: none of them can be one of its parts. */
export function containersOf(halls: readonly Combined[], id: number): Set<number> {
  const found = new Set<number>();
  const stack = [id];
  while (stack.length) {
    const part = stack.pop()!;
    for (const h of halls)
      if (h.parts.includes(part) && !found.has(h.id)) {
        found.add(h.id);
        stack.push(h.id);
      }
  }
  return found;
}

/** The halls that can be parts of `id` (all for a new hall): the others that do not contain it. */
export function partChoices<H extends Combined>(halls: readonly H[], id: number | null): H[] {
  const containers = id === null ? new Set<number>() : containersOf(halls, id);
  return halls.filter((h) => h.id !== id && !containers.has(h.id));
}

const listed = (names: string[]) =>
  names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;

/** "Made of Half A and Half B", "Part of Whole Ballroom", both, or null for a hall of its own. */
export function combinationWords(hall: Combined, halls: readonly Combined[]): string | null {
  const name = new Map(halls.map((h) => [h.id, h.name]));
  const parts = hall.parts.flatMap((id) => name.get(id) ?? []);
  const wholes = halls.filter((h) => h.parts.includes(hall.id)).map((h) => h.name);
  const words = [
    parts.length ? `Made of ${listed(parts)}` : null,
    wholes.length ? `Part of ${listed(wholes)}` : null,
  ].filter(Boolean);
  return words.length ? words.join(" · ") : null;
}

/**
 * What deleting a hall does to the halls it combines with, said before it is deleted, or null: a
 * part cannot go while it is in a whole; a whole's parts stay, as halls of their own.
 */
export function deleteWords(hall: Combined, halls: readonly Combined[]): string | null {
  const name = new Map(halls.map((h) => [h.id, h.name]));
  const parts = hall.parts.flatMap((id) => name.get(id) ?? []);
  const wholes = halls.filter((h) => h.parts.includes(hall.id)).map((h) => h.name);
  if (wholes.length)
    return (
      `${hall.name} is part of ${listed(wholes)}: it can be deleted once it is taken out of ` +
      `the "Made of" list of ${listed(wholes)}.`
    );
  if (parts.length)
    return `${listed(parts)} stay${parts.length === 1 ? "s" : ""} as halls of their own.`;
  return null;
}
