// The browser tests that passed only on a retry, read from Playwright's JSON report: `npm test`
// names them at its end, so that a flaky test is seen and mended rather than hidden by CI's one
// retry.

/** The part of Playwright's JSON report this reads. */
type Suite = { title: string; specs?: Spec[]; suites?: Suite[] };
type Spec = { title: string; file: string; line: number; tests: { status: string }[] };
export type PlaywrightReport = { suites?: Suite[] };

/** "file:line › describe › test" of each test whose status is flaky, in the report's order. */
export function flakyTests(report: PlaywrightReport): string[] {
  const found: string[] = [];
  const walk = (suite: Suite, titles: string[]) => {
    for (const spec of suite.specs ?? [])
      if (spec.tests.some((t) => t.status === "flaky"))
        found.push([`${spec.file}:${spec.line}`, ...titles, spec.title].join(" › "));
    for (const inner of suite.suites ?? []) walk(inner, [...titles, inner.title]);
  };
  // A file's own suite is titled by its file name, which the line already says.
  for (const file of report.suites ?? []) walk(file, []);
  return found;
}
