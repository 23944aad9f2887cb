// The id in a job's public addresses, /jobs/{id} and /jobs/{id}/apply. A page whose id names no
// job answers 404 itself (docs/decisions/064-layers-and-a-proxy-that-resolves-hosts.md).

/** A job id as written in an address: a positive integer that fits the column, else null. */
export function parseJobId(raw: string): number | null {
  if (!/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
