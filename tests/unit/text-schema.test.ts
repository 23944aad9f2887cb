// The shared text schema every area's schemas build on (lib/core/schemas.ts): no NUL and no other
// control character in any text, except tab and line ends in a multi-line field.
import { describe, expect, it } from "vitest";

import {
  CONTROL_CHARACTERS,
  MOST_JSON_DEPTH,
  optionalText,
  plainJsonProblem,
  plainString,
  REQUIRED,
  requiredText,
  TOO_DEEP,
} from "@/lib/core/schemas";
import { tenantPatch } from "@/lib/tenants/schemas";

const CONTROLS = [...Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)), "\u007f"];
const errorOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues.map((i) => i.message);

describe("a one-line text field", () => {
  it.each(CONTROLS.map((c) => [c.charCodeAt(0).toString(16)]))(
    "refuses U+%s, with the field's one message",
    (hex) => {
      const c = String.fromCharCode(parseInt(hex, 16));
      for (const schema of [requiredText(), optionalText(), plainString()])
        expect(errorOf(schema.safeParse(`a${c}b`))).toEqual([CONTROL_CHARACTERS]);
    },
  );

  it("keeps other text as it was, trimmed", () => {
    expect(requiredText().parse("  Grand Hall 💒 Ünïcødé  ")).toBe("Grand Hall 💒 Ünïcødé");
    expect(optionalText().parse("a\u2028b\u00a0c")).toBe("a\u2028b\u00a0c");
    expect(errorOf(requiredText().safeParse("   "))).toEqual([REQUIRED]);
  });
});

describe("a multi-line text field", () => {
  const lines = { lines: true };
  it("keeps tabs and line ends, each line end as \\n", () => {
    expect(requiredText(200, lines).parse("Dear team,\r\n\tsee\ryou\nsoon")).toBe(
      "Dear team,\n\tsee\nyou\nsoon",
    );
    expect(optionalText(200, lines).parse(null)).toBe("");
  });

  it.each(CONTROLS.filter((c) => !"\t\n\r".includes(c)).map((c) => [c.charCodeAt(0)]))(
    "refuses U+%i",
    (code) => {
      const c = String.fromCharCode(code);
      expect(errorOf(requiredText(200, lines).safeParse(`a\n${c}b`))).toEqual([CONTROL_CHARACTERS]);
    },
  );
});

describe("JSON a client sends (a venue's meta)", () => {
  it("has plain strings when no key or value holds a control character but tab or line ends", () => {
    expect(plainJsonProblem({ plan: "gold", notes: ["a\tb\r\nc", { x: 1, y: null }] })).toBe(
      undefined,
    );
    expect(plainJsonProblem({ plan: "go\u0000ld" })).toBe(CONTROL_CHARACTERS);
    expect(plainJsonProblem({ "pl\u0000an": "gold" })).toBe(CONTROL_CHARACTERS);
    expect(plainJsonProblem([{ deep: [["\u001b[31m"]] }])).toBe(CONTROL_CHARACTERS);
  });

  it("says a value nested too deep is that, not control characters", () => {
    const nested = (depth: number) =>
      Array.from({ length: depth - 1 }).reduce<object>((inner) => ({ a: inner }), {});
    expect(plainJsonProblem(nested(MOST_JSON_DEPTH))).toBe(undefined);
    expect(plainJsonProblem(nested(MOST_JSON_DEPTH + 1))).toBe(TOO_DEEP);
    expect(plainJsonProblem(nested(100_000))).toBe(TOO_DEEP);
    const meta = tenantPatch.safeParse({ name: "Hall", meta: nested(MOST_JSON_DEPTH + 1) });
    expect(meta.error?.issues.map((i) => [i.path, i.message])).toEqual([[["meta"], TOO_DEEP]]);
  });
});
