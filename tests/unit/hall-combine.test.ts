import { describe, expect, it } from "vitest";

import { combinationWords, containersOf, partChoices, shareTime } from "@/lib/halls/combine";

const hall = (id: number, name: string, parts: number[], spaces: number[]) => ({
  id,
  name,
  parts,
  spaces,
});
// The estate is the ballroom (two halves) and a terrace; the lounge stands alone.
const a = hall(1, "Half A", [], [1]);
const b = hall(2, "Half B", [], [2]);
const ballroom = hall(3, "Ballroom", [1, 2], [1, 2]);
const terrace = hall(4, "Terrace", [], [4]);
const estate = hall(5, "Estate", [3, 4], [1, 2, 4]);
const lounge = hall(6, "Lounge", [], [6]);
const halls = [a, b, ballroom, terrace, estate, lounge];

describe("halls that combine, on the screens", () => {
  it("share time when their spaces meet", () => {
    expect(shareTime(a, ballroom)).toBe(true);
    expect(shareTime(a, estate)).toBe(true);
    expect(shareTime(a, b)).toBe(false);
    expect(shareTime(lounge, estate)).toBe(false);
  });

  it("offer as parts only halls that do not contain the hall, at any depth", () => {
    expect([...containersOf(halls, 1)].sort()).toEqual([3, 5]);
    expect(partChoices(halls, 1).map((h) => h.id)).toEqual([2, 4, 6]);
    expect(partChoices(halls, 5).map((h) => h.id)).toEqual([1, 2, 3, 4, 6]);
    expect(partChoices(halls, null)).toHaveLength(6);
  });

  it("say what a hall is made of and what it is part of", () => {
    expect(combinationWords(ballroom, halls)).toBe("Made of Half A and Half B · Part of Estate");
    expect(combinationWords(estate, halls)).toBe("Made of Ballroom and Terrace");
    expect(combinationWords(a, halls)).toBe("Part of Ballroom");
    expect(combinationWords(lounge, halls)).toBeNull();
  });
});
