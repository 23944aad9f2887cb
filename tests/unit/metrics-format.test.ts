// The Prometheus text format 0.0.4 as lib/metrics/registry.ts writes it: HELP and TYPE lines,
// escaped label values and help, cumulative histogram buckets with +Inf, _sum and _count.
import { describe, expect, it } from "vitest";

import {
  Counter,
  escapeHelp,
  escapeLabel,
  EXPOSITION_TYPE,
  Gauge,
  Histogram,
  num,
  Registry,
} from "@/lib/metrics/registry";

describe("the exposition format", () => {
  it("writes HELP and TYPE before a family's samples, and ends with a newline", () => {
    const r = new Registry();
    const c = r.add(new Counter("a_total", "Things done.", ["kind"]));
    c.inc(["x"]);
    c.inc(["x"], 2);
    c.inc(["y"]);
    r.add(new Gauge("b", "A level.")).set([], 1.5);
    expect(r.text()).toBe(
      [
        "# HELP a_total Things done.",
        "# TYPE a_total counter",
        'a_total{kind="x"} 3',
        'a_total{kind="y"} 1',
        "# HELP b A level.",
        "# TYPE b gauge",
        "b 1.5",
        "",
      ].join("\n"),
    );
    expect(EXPOSITION_TYPE).toBe("text/plain; version=0.0.4; charset=utf-8");
  });

  it("escapes backslash, double quote and line feed in label values", () => {
    expect(escapeLabel('a\\b"c\nd')).toBe('a\\\\b\\"c\\nd');
    const r = new Registry();
    r.add(new Counter("e_total", "E.", ["v"])).inc(['say "hi"\\\n']);
    expect(r.text()).toContain('e_total{v="say \\"hi\\"\\\\\\n"} 1\n');
  });

  it("escapes backslash and line feed in HELP, and leaves double quotes", () => {
    expect(escapeHelp('one\\two\n"three"')).toBe('one\\\\two\\n"three"');
    const r = new Registry();
    r.add(new Gauge("g", "Line one\nline two"));
    expect(r.text()).toContain("# HELP g Line one\\nline two\n");
  });

  it("writes infinities and NaN by name", () => {
    expect([num(Infinity), num(-Infinity), num(NaN), num(0.25), num(3)]).toEqual([
      "+Inf",
      "-Inf",
      "NaN",
      "0.25",
      "3",
    ]);
  });

  it("writes a histogram's buckets cumulatively, then +Inf, _sum and _count", () => {
    const r = new Registry();
    const h = r.add(new Histogram("t_seconds", "Time.", ["route"], [0.5, 0.1, 1]));
    for (const v of [0.05, 0.1, 0.3, 0.7, 4]) h.observe(["/x"], v);
    expect(r.text().split("\n")).toEqual([
      "# HELP t_seconds Time.",
      "# TYPE t_seconds histogram",
      't_seconds_bucket{route="/x",le="0.1"} 2', // 0.1 is inside its own bucket (le: <=)
      't_seconds_bucket{route="/x",le="0.5"} 3',
      't_seconds_bucket{route="/x",le="1"} 4',
      't_seconds_bucket{route="/x",le="+Inf"} 5',
      't_seconds_sum{route="/x"} 5.15',
      't_seconds_count{route="/x"} 5',
      "",
    ]);
  });

  it("keeps series apart by every label value, and refuses a wrong number of them", () => {
    const c = new Counter("c_total", "C.", ["a", "b"]);
    c.inc(["1", "23"]);
    c.inc(["12", "3"]);
    expect(c.size).toBe(2);
    expect(() => c.inc(["1"])).toThrow(/takes 2 label values/);
    expect(() => new Histogram("h", "H.", ["le"], [1])).toThrow(/le/);
    const r = new Registry();
    r.add(new Gauge("same", "S."));
    expect(() => r.add(new Gauge("same", "S."))).toThrow(/twice/);
  });
});
