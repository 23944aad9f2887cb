// What a request's Host header names: the provider's app, a venue's site, or a host HallBook does
// not serve (spec §1; docs/decisions/032-allowed-hosts.md and 044). Plain JavaScript, pure: the
// proxy, the API and the pages read it through ./host.ts, and the server's preload
// (scripts/peer-address.mjs), which runs outside the build, for the paths the proxy never sees.

/** Subdomains that are never tenants. */
export const RESERVED_SUBDOMAINS = /** @type {const} */ (["www", "admin", "api"]);

/** The answer to a host that is neither APP_HOST nor a venue's subdomain of it (421). */
export const UNKNOWN_HOST = "This server does not serve this host.";

const LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;
const OCTET = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
const IPV6 = /^\[(?=[^\]]*:)[0-9a-f:.]{2,45}\]$/;
const PORT = /^\d{1,5}$/;

/**
 * A Host header read strictly: a name (DNS labels, an IPv4 address or a bracketed IPv6 one),
 * lowercase and without a trailing dot, and a port of digits only (or none). Null for anything
 * else: `localhost:3000@evil.example`, `localhost:3000/evil.example` and `999.999.999.999` are no
 * host, and a URL built from one would point elsewhere.
 * @param {string} host
 * @returns {{ name: string; port: string } | null}
 */
export function parseHost(host) {
  const h = host.toLowerCase();
  const bracket = h.startsWith("[") ? h.indexOf("]") + 1 : 0;
  const colon = h.indexOf(":", bracket);
  const name = (colon === -1 ? h : h.slice(0, colon)).replace(/(?<=.)\.$/, "");
  const port = colon === -1 ? "" : h.slice(colon + 1);
  if (colon !== -1 && !(PORT.test(port) && Number(port) <= 65535)) return null;
  if (IPV6.test(name)) return { name, port };
  const labels = name.split(".");
  if (name.length > 253 || !labels.every((label) => LABEL.test(label))) return null;
  // Ending in a number, it is read as an IPv4 address: four decimal octets, or nothing
  // (`999.999.999.999`, `127.1`, `0x7f.0.0.1`).
  const numeric = /^(\d+|0x[0-9a-f]*)$/.test(labels[labels.length - 1]);
  if (numeric && !(labels.length === 4 && labels.every((o) => OCTET.test(o)))) return null;
  return { name, port };
}

/**
 * What a host is: the provider's app, a venue's site, or a host HallBook does not serve.
 * @typedef {{ kind: "provider" } | { kind: "tenant"; slug: string } | { kind: "foreign" }} HostKind
 */

/** @type {HostKind} */
const PROVIDER = { kind: "provider" };
/** @type {HostKind} */
const FOREIGN = { kind: "foreign" };

/**
 * Hosts are allowed, not guessed (docs/decisions/006-host-resolution.md, amended by 032).
 * - The provider's app: APP_HOST itself, www, admin and api in front of it, localhost (the
 *   development hosts, on any port) and IP addresses, which have no subdomains.
 * - A venue: one label in front of APP_HOST, found or not (`ghost.{APP_HOST}` is a venue's host
 *   whose venue does not exist).
 * - Every other host is foreign: `demo.evil.com` or `demo.localhost.evil.com` name no venue here.
 * @param {string | null | undefined} host
 * @param {string} appHost
 * @returns {HostKind}
 */
export function classifyHost(host, appHost) {
  if (!host) return PROVIDER;
  const parsed = parseHost(host);
  if (!parsed) return FOREIGN;
  const { name } = parsed;
  if (name.startsWith("[") || /^[\d.]+$/.test(name)) return PROVIDER;
  const app = appHost.toLowerCase();
  if (name === app || name === "localhost") return PROVIDER;
  if (!name.endsWith(`.${app}`)) return FOREIGN;
  const label = name.slice(0, -app.length - 1);
  if (label.includes(".")) return FOREIGN;
  if (/** @type {readonly string[]} */ (RESERVED_SUBDOMAINS).includes(label)) return PROVIDER;
  return { kind: "tenant", slug: label };
}
