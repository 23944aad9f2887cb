// One timed run of one case against one server, with autocannon: throughput, latency, every
// answer's status, the Node CPU the server process spent per request, and PostgreSQL's.
import autocannon from "autocannon";

import type { Case } from "./requests";
import type { Server, ServerName } from "./servers";

export type Measurement = {
  server: ServerName;
  case: Case["name"];
  requests: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  /** answers with the case's expected status (200; 201 for a create, 304 for a revalidation) */
  ok: number;
  /** 409s of creates, at most as many as the overlaps sent on purpose */
  conflicts: number;
  plannedConflicts: number;
  /** any other status, by status */
  other: Record<string, number>;
  /** connection errors and timeouts */
  errors: number;
  cpuMsPerRequest: number;
  /** PostgreSQL's CPU per request, all its processes together; NaN where it was not measured */
  dbCpuMsPerRequest: number;
};

export async function measure(
  server: Server,
  load: Case & { planned?: number },
  opts: { seconds: number; connections: number; database?: { cpuMs(): number } },
): Promise<Measurement> {
  const first = load.next();
  const dbCpuBefore = opts.database?.cpuMs() ?? NaN;
  const cpuBefore = server.cpuMs();
  const result = await autocannon({
    url: server.url,
    connections: opts.connections,
    duration: opts.seconds,
    requests: [{ ...first, setupRequest: (req) => ({ ...req, ...load.next() }) }],
  });
  const cpuMs = server.cpuMs() - cpuBefore;
  const dbCpuMs = (opts.database?.cpuMs() ?? NaN) - dbCpuBefore;

  const byStatus: Record<string, number> = {};
  for (const [status, { count }] of Object.entries(result.statusCodeStats ?? {}))
    byStatus[status] = count ?? 0;
  const { [String(load.expected)]: ok = 0, ...rest } = byStatus;
  const creates = load.name.startsWith("create");
  const conflicts = creates ? (rest["409"] ?? 0) : 0;
  if (creates) delete rest["409"];
  const requests = result.requests.total;
  return {
    server: server.name,
    case: load.name,
    requests,
    reqPerSec: requests / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok,
    conflicts,
    plannedConflicts: load.planned ?? 0,
    other: rest,
    errors: result.errors + result.timeouts,
    cpuMsPerRequest: requests ? cpuMs / requests : 0,
    dbCpuMsPerRequest: requests ? dbCpuMs / requests : NaN,
  };
}

/** What is wrong with a run: a 5xx, any status but the expected ones, an unplanned 409. */
export function problemsOf(m: Measurement): string[] {
  const problems: string[] = [];
  const label = `${m.case} on ${m.server}`;
  for (const [status, count] of Object.entries(m.other))
    problems.push(`${label}: ${count} answers with status ${status}`);
  if (m.conflicts > m.plannedConflicts)
    problems.push(`${label}: ${m.conflicts} 409s for ${m.plannedConflicts} planned overlaps`);
  if (m.errors) problems.push(`${label}: ${m.errors} connection errors or timeouts`);
  if (!m.requests) problems.push(`${label}: no request completed`);
  return problems;
}
