// A small metrics registry and the Prometheus text exposition format 0.0.4
// (https://prometheus.io/docs/instrumenting/exposition_formats/): counters, gauges and histograms
// with fixed buckets, each a family of series by label values. Hand-rolled rather than prom-client:
// it is about this long, and what a request pays for it (a Map lookup and a few additions) is
// ours to see and to measure (docs/decisions/107-metrics.md). Depends on nothing.

/** The media type of the text format this registry writes. */
export const EXPOSITION_TYPE = "text/plain; version=0.0.4; charset=utf-8";

type Kind = "counter" | "gauge" | "histogram";

export type Series = { labels: readonly string[]; value: number };
export type HistogramSeries = {
  labels: readonly string[];
  /** observations per bucket, not cumulative (made cumulative when written) */
  counts: number[];
  sum: number;
  count: number;
};

/** The separator of a series' key (label values are routes, methods, statuses and names). */
const SEP = "\u0000";

abstract class Family<S> {
  protected readonly series = new Map<string, S>();
  constructor(
    readonly name: string,
    readonly help: string,
    readonly labelNames: readonly string[],
    readonly kind: Kind,
  ) {}

  /** The series of `values`, made on first use: a caller may keep it and add to it directly. */
  abstract child(values: readonly string[]): S;

  protected seriesOf(values: readonly string[], create: (labels: readonly string[]) => S): S {
    if (values.length !== this.labelNames.length)
      throw new Error(`${this.name} takes ${this.labelNames.length} label values`);
    const key = values.length === 1 ? values[0]! : values.join(SEP);
    let s = this.series.get(key);
    if (!s) this.series.set(key, (s = create([...values])));
    return s;
  }

  /** How many series the family holds: what a scrape writes grows with it. */
  get size() {
    return this.series.size;
  }

  /** Forgets every series (a gauge whose value is not known now). */
  clear() {
    this.series.clear();
  }

  abstract write(lines: string[]): void;

  protected head(lines: string[]) {
    lines.push(`# HELP ${this.name} ${escapeHelp(this.help)}`, `# TYPE ${this.name} ${this.kind}`);
  }
}

export class Counter extends Family<Series> {
  constructor(name: string, help: string, labelNames: readonly string[] = []) {
    super(name, help, labelNames, "counter");
  }
  child(values: readonly string[]): Series {
    return this.seriesOf(values, (labels) => ({ labels, value: 0 }));
  }
  inc(values: readonly string[] = [], by = 1) {
    this.child(values).value += by;
  }
  write(lines: string[]) {
    this.head(lines);
    for (const s of this.series.values())
      lines.push(`${this.name}${labelText(this.labelNames, s.labels)} ${num(s.value)}`);
  }
}

export class Gauge extends Family<Series> {
  constructor(name: string, help: string, labelNames: readonly string[] = []) {
    super(name, help, labelNames, "gauge");
  }
  child(values: readonly string[]): Series {
    return this.seriesOf(values, (labels) => ({ labels, value: 0 }));
  }
  set(values: readonly string[], value: number) {
    this.child(values).value = value;
  }
  write(lines: string[]) {
    this.head(lines);
    for (const s of this.series.values())
      lines.push(`${this.name}${labelText(this.labelNames, s.labels)} ${num(s.value)}`);
  }
}

export class Histogram extends Family<HistogramSeries> {
  /** upper bounds, ascending; +Inf is implied */
  readonly buckets: readonly number[];
  constructor(name: string, help: string, labelNames: readonly string[], buckets: number[]) {
    super(name, help, labelNames, "histogram");
    if (labelNames.includes("le")) throw new Error(`${name}: "le" is the buckets' own label`);
    this.buckets = [...buckets].sort((a, b) => a - b);
  }
  child(values: readonly string[]): HistogramSeries {
    return this.seriesOf(values, (labels) => ({
      labels,
      counts: new Array<number>(this.buckets.length + 1).fill(0),
      sum: 0,
      count: 0,
    }));
  }
  observe(values: readonly string[], value: number) {
    this.put(this.child(values), value);
  }
  /** Adds `value` to a series of this histogram (from child()). */
  put(s: HistogramSeries, value: number) {
    let i = 0;
    while (i < this.buckets.length && value > this.buckets[i]!) i++;
    s.counts[i]!++;
    s.sum += value;
    s.count++;
  }
  write(lines: string[]) {
    this.head(lines);
    const names = [...this.labelNames, "le"];
    for (const s of this.series.values()) {
      let cumulative = 0;
      this.buckets.forEach((bound, i) => {
        cumulative += s.counts[i]!;
        lines.push(
          `${this.name}_bucket${labelText(names, [...s.labels, num(bound)])} ${cumulative}`,
        );
      });
      lines.push(`${this.name}_bucket${labelText(names, [...s.labels, "+Inf"])} ${s.count}`);
      const own = labelText(this.labelNames, s.labels);
      lines.push(`${this.name}_sum${own} ${num(s.sum)}`, `${this.name}_count${own} ${s.count}`);
    }
  }
}

type Written = { readonly name: string; write(lines: string[]): void };

/** Families written in the order they were made, each once. */
export class Registry {
  private readonly families = new Map<string, Written>();
  add<F extends Written>(family: F): F {
    if (this.families.has(family.name)) throw new Error(`${family.name} is registered twice`);
    this.families.set(family.name, family);
    return family;
  }
  /** The exposition text: every family with its HELP and TYPE, and a newline at the end. */
  text(): string {
    const lines: string[] = [];
    for (const family of this.families.values()) family.write(lines);
    return lines.join("\n") + "\n";
  }
}

/** A sample's value as the format writes it: +Inf, -Inf and NaN by name. */
export function num(value: number): string {
  if (Number.isNaN(value)) return "NaN";
  if (value === Infinity) return "+Inf";
  if (value === -Infinity) return "-Inf";
  return String(value);
}

/** A label value: backslash, double quote and line feed escaped. */
export const escapeLabel = (value: string) =>
  value.replace(/[\\"\n]/g, (c) => (c === "\n" ? "\\n" : `\\${c}`));

/** HELP text: backslash and line feed escaped. */
export const escapeHelp = (text: string) =>
  text.replace(/[\\\n]/g, (c) => (c === "\n" ? "\\n" : "\\\\"));

function labelText(names: readonly string[], values: readonly string[]): string {
  if (!names.length) return "";
  return `{${names.map((n, i) => `${n}="${escapeLabel(values[i]!)}"`).join(",")}}`;
}
