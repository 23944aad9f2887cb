// What a hostile client sends: generated bodies aimed at a route's own fields, and raw bodies no
// generator makes (malformed JSON and multipart, nesting 100,000 deep, more than 1 MB, form parts
// named `__proto__`, `constructor` and `prototype`).
import fc from "fast-check";
import { z } from "zod";

/** The top-level field names a body schema reads, through pipes, unions and wrappers. */
export function fieldsOf(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodPipe) return fieldsOf(schema.in as z.ZodType);
  if (schema instanceof z.ZodUnion || schema instanceof z.ZodDiscriminatedUnion)
    return [...new Set((schema.options as z.ZodType[]).flatMap(fieldsOf))];
  if (schema instanceof z.ZodIntersection)
    return [...fieldsOf(schema.def.left as z.ZodType), ...fieldsOf(schema.def.right as z.ZodType)];
  const inner = (schema.def as { innerType?: z.ZodType }).innerType;
  return inner ? fieldsOf(inner) : [];
}

const FRAGMENTS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "'; DROP TABLE bookings; --",
  "' OR '1'='1",
  "1; SELECT pg_sleep(10)",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "${7*7}{{7*7}}",
  "../../../../etc/passwd",
  "\uD800",
  "\u202Eevil",
  "💒🎉 Ünïcødé 婚礼",
  "NaN",
  "-1",
  "1e309",
  "2031-02-30T25:61:00Z",
  "x".repeat(100_000),
];

const nested = (depth: number): unknown =>
  Array.from({ length: depth }).reduce<unknown>((inner) => ({ a: [inner] }), "deep");

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...FRAGMENTS),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.integer(),
  fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 0.5),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(nested(200)),
  fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string(), { maxKeys: 3 }),
);

/** Objects made of the route's fields and some it does not have, each given a hostile value. */
export function hostileBody(fields: string[]): fc.Arbitrary<unknown> {
  const keys = fc.constantFrom(
    ...fields,
    "id",
    "tenant",
    "tenant_id",
    "tenantId",
    "is_superuser",
    "__proto__",
    "constructor",
  );
  return fc.oneof(
    { weight: 4, arbitrary: fc.dictionary(keys, hostileValue, { maxKeys: 6 }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );
}

const MULTIPART = { "content-type": "multipart/form-data; boundary=hostile" };

/** A multipart body whose parts are named as the keys that reach an object's prototype. */
const prototypeParts = (file: boolean) =>
  ["__proto__", "constructor", "prototype"]
    .map((name) => {
      const disposition = `form-data; name="${name}"${file ? `; filename="${name}.txt"` : ""}`;
      const type = file ? "\r\nContent-Type: text/plain" : "";
      return `--hostile\r\nContent-Disposition: ${disposition}${type}\r\n\r\nhi\r\n`;
    })
    .join("") + "--hostile--\r\n";

/** Raw bodies with the headers they come with. */
export const RAW_BODIES: [string, Record<string, string>][] = [
  ['{"name": ', {}],
  ["{'name': 'single quotes'}", {}],
  ["\u0000\u0000\u0000", {}],
  ["[".repeat(100_000) + "]".repeat(100_000), {}],
  [JSON.stringify({ name: "x".repeat(1024 * 1024 + 1) }), {}],
  ['--hostile\r\nContent-Disposition: form-data; name="x"\r\n\r\nno end', MULTIPART],
  ["not multipart at all", MULTIPART],
  [prototypeParts(false), MULTIPART],
  [prototypeParts(true), MULTIPART],
  ["name=%E0%A4%A&x=\u0000", { "content-type": "application/x-www-form-urlencoded" }],
];
