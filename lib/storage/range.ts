// Range requests (RFC 9110 §14) of one byte range, which every backend reads without the rest of
// the file: a local file from an offset, the PostgreSQL chunks the range covers, S3's own Range.
// Several ranges in one request are answered with the whole file, as the RFC allows.

/** A range as a Range header asks it: from `start` (to `end`, inclusive), or the last `suffix`. */
export type ByteRange = { start: number; end?: number } | { suffix: number };

/** The bytes a range covers in a file of known size, inclusive. */
export type Part = { start: number; end: number };

/** The one range of a `Range: bytes=...` header; null for none, another unit or several ranges. */
export function parseRange(header: string | null): ByteRange | null {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (!match[1] && !match[2])) return null;
  const [first, last] = [match[1], match[2]].map((v) => (v ? Number(v) : undefined));
  if (!Number.isSafeInteger(first ?? 0) || !Number.isSafeInteger(last ?? 0)) return null;
  if (first === undefined) return { suffix: last! };
  if (last !== undefined && last < first) return null;
  return { start: first, end: last };
}

/** Where `range` lies in `size` bytes; the whole file without a range; null when past the end. */
export function resolveRange(range: ByteRange | undefined, size: number): Part | null {
  if (!range) return { start: 0, end: size - 1 };
  if ("suffix" in range)
    return range.suffix > 0 && size > 0
      ? { start: Math.max(0, size - range.suffix), end: size - 1 }
      : null;
  if (range.start >= size) return null;
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) };
}

/** The bytes of a part: how many a body of it holds. */
export const partLength = (part: Part | null) => (part ? part.end - part.start + 1 : 0);
