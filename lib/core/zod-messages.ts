// zod's own words ('Invalid input: expected string, received undefined', 'Too small: expected
// string to have >=1 characters') are for programmers. Every schema that gives no message of its
// own gets one of these instead, written for the person who filled the form: set once, for the
// server and the browser, by lib/core/schemas.ts, which every area's schemas import.
import { z } from "zod";

export const REQUIRED = "This field is required.";
export const NOT_VALID = "Enter a valid value.";

type Issue = Parameters<NonNullable<z.core.$ZodConfig["customError"]>>[0];

const TYPE_WORDS: Record<string, string> = {
  string: "Enter text here.",
  number: "Enter a number.",
  int: "Enter a whole number.",
  boolean: "Must be true or false.",
  array: "Must be a list.",
  object: "Must be a set of fields (a JSON object).",
  date: "Enter a valid date.",
};

const FORMAT_WORDS: Record<string, string> = {
  email: "Enter a valid email address.",
  url: "Enter a valid URL.",
  datetime: "Enter a valid date and time.",
  date: "Enter a valid date (YYYY-MM-DD).",
  time: "Enter a valid time (HH:MM).",
  uuid: "Enter a valid identifier.",
};

const listed = (values: readonly unknown[]) =>
  values.length <= 12 ? `Choose one of: ${values.map(String).join(", ")}.` : NOT_VALID;

/** A person's message for an issue whose schema gave none. */
export function personMessage(issue: Issue): string {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined || issue.expected === "nonoptional") return REQUIRED;
      return TYPE_WORDS[issue.expected] ?? NOT_VALID;
    case "invalid_value":
      return listed(issue.values);
    case "too_small": {
      const min = Number(issue.minimum);
      if (issue.origin === "string")
        return min <= 1 ? REQUIRED : `Ensure this field has at least ${min} characters.`;
      if (issue.origin === "array" || issue.origin === "set")
        return min <= 1 ? "Choose at least one." : `Choose at least ${min}.`;
      return `Ensure this value is greater than or equal to ${min}.`;
    }
    case "too_big": {
      const max = Number(issue.maximum);
      if (issue.origin === "string") return `Ensure this field has no more than ${max} characters.`;
      if (issue.origin === "array" || issue.origin === "set") return `At most ${max} items.`;
      return `Ensure this value is less than or equal to ${max}.`;
    }
    case "invalid_format":
      return FORMAT_WORDS[issue.format] ?? NOT_VALID;
    case "not_multiple_of":
      return `Must be a multiple of ${issue.divisor}.`;
    case "unrecognized_keys":
      return `Unknown field${issue.keys.length === 1 ? "" : "s"}: ${issue.keys.join(", ")}.`;
    default:
      return NOT_VALID;
  }
}

z.config({ customError: personMessage });
