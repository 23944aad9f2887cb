// Reading /api/metrics in the integration tests: the configuration it is tried with, and the
// samples of its text.
import * as metricsRoute from "@/app/api/metrics/route";
import { resetEnv } from "@/lib/env";

import { call, type CallOptions } from "./helpers";

export const METRICS_TOKEN = "test-metrics-token-0123456789";

/** Sets the metrics' settings (unset: removed) and has the app read them again. */
export function configure(settings: {
  METRICS_TOKEN?: string;
  METRICS_ALLOW?: string;
  TRUST_PROXY?: string;
}) {
  for (const name of ["METRICS_TOKEN", "METRICS_ALLOW"] as const) delete process.env[name];
  process.env.TRUST_PROXY = "1";
  Object.assign(process.env, settings);
  resetEnv();
}

/** GET /api/metrics/ with the token, as the operator's scraper asks. */
export async function scrapeText(o: CallOptions = {}) {
  const answer = await call(metricsRoute.GET, {
    path: "/api/metrics/",
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    ...o,
  });
  if (answer.status !== 200) throw new Error(`/api/metrics answered ${answer.status}`);
  return answer.text;
}

/** The value of the sample `name{labels}` (labels in any order), or undefined. */
export function sample(text: string, name: string, labels: Record<string, string> = {}) {
  for (const line of text.split("\n")) {
    if (line.startsWith("#")) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const own = Object.fromEntries(
      [...(match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    const wanted = Object.entries(labels);
    if (wanted.length === Object.keys(own).length && wanted.every(([k, v]) => own[k] === v))
      return Number(match[3]);
  }
  return undefined;
}

/** The sample lines of the families whose names start with `prefix`. */
export const seriesOf = (text: string, prefix: string) =>
  text.split("\n").filter((line) => line.startsWith(prefix));
