// Deliberately empty: see package.json and
// docs/decisions/064-layers-and-a-proxy-that-resolves-hosts.md.
