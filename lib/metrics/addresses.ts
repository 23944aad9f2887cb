// METRICS_ALLOW: the addresses that may read /api/metrics, as a comma-separated list of IPv4 and
// IPv6 addresses and CIDR networks ("10.0.0.0/8, 192.168.1.7, fd00::/8"). Parsed once at start
// (lib/env.ts), matched with node:net's BlockList, which also matches an IPv4-mapped IPv6
// address (::ffff:10.1.2.3) against an IPv4 network.
import { BlockList, isIP } from "node:net";

export type AddressRule = { address: string; prefix: number; family: "ipv4" | "ipv6" };

/** One entry as a rule, or a message saying what is wrong with it. */
export function parseAddressRule(entry: string): AddressRule | string {
  const [address = "", prefixText, ...rest] = entry.trim().split("/");
  const version = isIP(address);
  if (!version || rest.length)
    return `"${entry.trim()}" is not an IP address or a network such as 10.0.0.0/8 or fd00::/8`;
  const family = version === 4 ? "ipv4" : "ipv6";
  const bits = version === 4 ? 32 : 128;
  if (prefixText === undefined) return { address, prefix: bits, family };
  const prefix = /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : NaN;
  if (!(prefix >= 0 && prefix <= bits))
    return `"${entry.trim()}" has a prefix length outside 0 to ${bits}`;
  return { address, prefix, family };
}

/** The list's rules, or the messages of its bad entries. Empty entries are skipped. */
export function parseAddressList(text: string): { rules: AddressRule[]; problems: string[] } {
  const rules: AddressRule[] = [];
  const problems: string[] = [];
  for (const entry of text.split(",")) {
    if (!entry.trim()) continue;
    const rule = parseAddressRule(entry);
    if (typeof rule === "string") problems.push(rule);
    else rules.push(rule);
  }
  return { rules, problems };
}

const lists = new WeakMap<readonly AddressRule[], BlockList>();

/** Whether `ip` is one of the rules' addresses or inside one of their networks. */
export function addressAllowed(rules: readonly AddressRule[], ip: string | null): boolean {
  if (!ip || !rules.length) return false;
  const version = isIP(ip);
  if (!version) return false;
  let list = lists.get(rules);
  if (!list) {
    list = new BlockList();
    for (const r of rules) list.addSubnet(r.address, r.prefix, r.family);
    lists.set(rules, list);
  }
  return list.check(ip, version === 4 ? "ipv4" : "ipv6");
}
