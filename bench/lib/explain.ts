// The plans of the statements each server runs for a request, as they ran: auto_explain logs each
// statement's EXPLAIN (ANALYZE, BUFFERS) into PostgreSQL's log while a few requests are sent one
// by one (database.ts explainWindow), and this reads them back.
import { explainWindow, type BenchDatabase } from "./database";
import type { Request } from "./requests";
import type { Server } from "./servers";

export type Plan = { query: string; plan: string; ms: number };

/** auto_explain's entries in a stretch of PostgreSQL's log. */
export function parsePlans(log: string): Plan[] {
  const plans: Plan[] = [];
  // An entry starts with the log line prefix (a timestamp); its continuation lines with a tab.
  const entries = log.split(/\n(?=\d{4}-\d{2}-\d{2} )/);
  for (const entry of entries) {
    const head = /LOG:\s+duration: ([\d.]+) ms\s+plan:\n/.exec(entry);
    if (!head) continue;
    const lines = entry
      .slice(head.index + head[0].length)
      .split("\n")
      .map((l) => l.replace(/^\t/, ""));
    // The query text runs until the plan's first node, the first line with its cost estimate.
    const planStart = lines.findIndex((l) => /\(cost=/.test(l));
    const query = lines
      .slice(0, planStart)
      .join(" ")
      .replace(/^Query Text:\s*/, "")
      .replace(/\s+/g, " ")
      .trim();
    if (/pg_reload_conf/.test(query)) continue;
    plans.push({ query, plan: lines.slice(planStart).join("\n").trimEnd(), ms: Number(head[1]) });
  }
  return plans;
}

export type CaseExplain = {
  server: Server["name"];
  case: string;
  requests: number;
  /** statements run per request */
  statements: number;
  /** each distinct statement's plan, from its last run */
  plans: Plan[];
  seqScanOnBookings: boolean;
};

/** Sends `requests` to `server` one at a time with plans logged; returns the plans. */
export async function explainCase(
  database: BenchDatabase,
  server: Server,
  name: string,
  requests: Request[],
): Promise<CaseExplain> {
  const log = await explainWindow(database, async () => {
    for (const req of requests)
      await fetch(server.url + req.path, {
        method: req.method,
        headers: req.headers,
        body: req.body,
      });
  });
  const all = parsePlans(log);
  const distinct = new Map<string, Plan>();
  for (const plan of all) distinct.set(plan.query, plan);
  const plans = [...distinct.values()];
  return {
    server: server.name,
    case: name,
    requests: requests.length,
    statements: all.length / requests.length,
    plans,
    seqScanOnBookings: plans.some((p) => /Seq Scan on bookings\b/.test(p.plan)),
  };
}

export function printExplain(e: CaseExplain) {
  console.log(
    `\n── ${e.case} on ${e.server}: ${e.statements.toFixed(1)} statements per request` +
      (e.seqScanOnBookings ? "  ✗ SEQ SCAN ON BOOKINGS" : ""),
  );
  for (const p of e.plans) {
    // Prisma qualifies every column with its schema and table: shortened here, for reading only.
    const query = p.query.replace(/"public"\."\w+"\./g, "");
    console.log(`\n  ${query.length > 400 ? query.slice(0, 400) + " …" : query}`);
    console.log(p.plan.replace(/^/gm, "    "));
  }
}
