// Small zod building blocks shared by the areas' request schemas, with the messages forms show.
import { z } from "zod";

import { REQUIRED } from "./zod-messages";

export { REQUIRED };
export const END_AFTER_START = "End time must be after start time.";
export const INVALID_EMAIL = "Enter a valid email address.";
export const CONTROL_CHARACTERS = "Remove the control characters from this field.";

/** C0 control characters and DEL: in no text at all. */
const CONTROL = /[\u0000-\u001f\u007f]/;
/** The same but tab and line feed, which a multi-line field keeps (its line ends made \n first). */
const CONTROL_IN_LINES = /[\u0000-\u0008\u000b-\u001f\u007f]/;

export type TextOptions = {
  /** a multi-line field (a textarea): tabs and line ends are kept, CRLF and CR become LF */
  lines?: boolean;
};

/**
 * Every string a request may carry, the base of every text field: a NUL or another control
 * character is refused with the field's own error (PostgreSQL refuses NUL in text, and none of
 * them is anything a person types), except tab and line ends in a multi-line field. `error`: the
 * message when the value is not a string at all.
 */
export const plainString = (error?: string, { lines = false }: TextOptions = {}) => {
  const text = z.string(error === undefined ? undefined : { error });
  return (lines ? text.overwrite((v) => v.replace(/\r\n?/g, "\n")) : text).refine(
    (v) => !(lines ? CONTROL_IN_LINES : CONTROL).test(v),
    { message: CONTROL_CHARACTERS, abort: true },
  );
};

/** How deep a JSON value a client sends (a venue's meta) may nest: objects and arrays in all. */
export const MOST_JSON_DEPTH = 64;
export const TOO_DEEP = "This value is nested too deeply.";

/**
 * What is wrong with a JSON value a client sends, or undefined: a control character but tab and
 * line ends in a string or a key, or nesting deeper than MOST_JSON_DEPTH.
 */
export function plainJsonProblem(value: unknown, depth = 1): string | undefined {
  if (typeof value === "string")
    return CONTROL_IN_LINES.test(value.replace(/\r/g, "")) ? CONTROL_CHARACTERS : undefined;
  if (!value || typeof value !== "object") return undefined;
  if (depth > MOST_JSON_DEPTH) return TOO_DEEP;
  for (const [key, inner] of Object.entries(value)) {
    const problem = plainJsonProblem(key) ?? plainJsonProblem(inner, depth + 1);
    if (problem) return problem;
  }
}

/** An id in a path or a body: a positive integer, given as a number or a numeric string. */
export const id = (message = "A valid id is required.") =>
  z
    .union([z.number(), z.string().trim().regex(/^\d+$/, message).transform(Number)], {
      error: message,
    })
    .pipe(z.number({ error: message }).int(message).positive(message).max(2_147_483_647, message));

/**
 * A list of ids, without repeats; a comma-separated string is split (a form's field). `message`:
 * what an item that is not an id is told.
 */
export const idList = (max = 50, message = "A valid id is required.") =>
  z
    .union([z.array(z.unknown()), plainString()], { error: "Must be a list of ids." })
    .transform((v) =>
      Array.isArray(v)
        ? v
        : v
            .split(",")
            .map((s) => s.trim())
            .filter(Boolean),
    )
    .pipe(z.array(id(message)).max(max, `At most ${max} items.`))
    .transform((ids) => [...new Set(ids)]);

/** A required text field, trimmed; `lines`: a multi-line one. */
export const requiredText = (max = 200, options?: TextOptions) =>
  plainString(REQUIRED, options)
    .trim()
    .min(1, REQUIRED)
    .max(max, `Ensure this field has no more than ${max} characters.`);

/** A required email address, trimmed: "required" when empty, else "not an email". */
export const requiredEmail = (max = 254) =>
  plainString(REQUIRED)
    .trim()
    .min(1, { error: REQUIRED, abort: true })
    .max(max, `Ensure this field has no more than ${max} characters.`)
    .pipe(z.email(INVALID_EMAIL));

/** An optional text field: missing, null and "" all become ""; `lines`: a multi-line one. */
export const optionalText = (max = 2000, options?: TextOptions) =>
  plainString("Not a valid string.", options)
    .trim()
    .max(max, `Ensure this field has no more than ${max} characters.`)
    .nullish()
    .transform((v) => v ?? "");

/** An image's address: http(s), or one of our uploads (/api/files/...); empty clears it. */
export const imageUrl = (message = "Enter a valid URL.") =>
  plainString(message)
    .trim()
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v === null || /^https?:\/\/\S+$/i.test(v) || /^\/api\/files\/\S+$/.test(v), {
      message,
    });

/** An uploaded file from a multipart body; an empty one (no file chosen) is none. */
export const upload = z
  .unknown()
  .optional()
  .transform((v) => (v instanceof Blob && v.size === 0 ? undefined : v));

/** What a number counts, for its range errors: "hour" and "hours". */
export type Unit = { one: string; many: string };
const counted = (n: number, unit?: Unit) =>
  unit ? `${n} ${n === 1 ? unit.one : unit.many}` : String(n);

/**
 * A whole number from `min` to `max`, from JSON or a form's text (`In`: what it is given); with a
 * `unit`, its range errors say it ("... less than or equal to 2160 hours.").
 */
export const wholeNumber = <In = unknown>(max: number, min = 0, unit?: Unit) =>
  z.coerce
    .number<In>({ error: "A valid integer is required." })
    .int("A valid integer is required.")
    .min(min, `Ensure this value is greater than or equal to ${counted(min, unit)}.`)
    .max(max, `Ensure this value is less than or equal to ${counted(max, unit)}.`);

/** A boolean from JSON or a form ("true"/"false"/"on"). */
export const flag = z.union(
  [
    z.boolean(),
    z
      .enum(["true", "false", "on", "1", "0"])
      .transform((v) => v === "true" || v === "on" || v === "1"),
  ],
  { error: "Must be true or false." },
);

/** A list of short strings; a comma-separated string is split (spec §5: amenities text). */
export const stringList = (max = 50) =>
  z
    .union([z.array(plainString("Each item must be text.")), plainString()], {
      error: "Must be a list of strings.",
    })
    .transform((v) => (Array.isArray(v) ? v : v.split(",")).map((s) => s.trim()).filter(Boolean))
    .pipe(
      z
        .array(z.string().max(100, "Each item must be at most 100 characters."))
        .max(max, `At most ${max} items.`),
    );

/**
 * Query-string page parameters. Without `page` a list answers every match (the spec's plain list);
 * with it, that page of `page_size`.
 */
export const pagination = {
  page: z.coerce
    .number({ error: "A page number is required." })
    .int()
    .min(1, "Pages start at 1.")
    .optional(),
  page_size: z.coerce
    .number({ error: "A page size is required." })
    .int()
    .min(1)
    .max(500, "At most 500 per page.")
    .default(50),
};
