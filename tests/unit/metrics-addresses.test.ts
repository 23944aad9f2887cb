// METRICS_ALLOW: addresses and CIDR networks, IPv4 and IPv6, parsed at start (a bad entry stops
// it, named) and matched against a client's address; and METRICS_TOKEN's rules.
import { describe, expect, it } from "vitest";

import { parseEnv } from "@/lib/env";
import { tokenMatches } from "@/lib/metrics/access";
import { addressAllowed, parseAddressList } from "@/lib/metrics/addresses";

const rules = (text: string) => {
  const { rules, problems } = parseAddressList(text);
  expect(problems).toEqual([]);
  return rules;
};

describe("METRICS_ALLOW", () => {
  it("matches addresses inside IPv4 networks and single addresses, and nothing else", () => {
    const list = rules("10.0.0.0/8, 192.168.1.7 ,172.16.0.0/12");
    for (const ip of ["10.0.0.1", "10.255.255.255", "192.168.1.7", "172.31.0.9"])
      expect(addressAllowed(list, ip), ip).toBe(true);
    for (const ip of ["11.0.0.1", "192.168.1.8", "172.32.0.1", "9.255.255.255"])
      expect(addressAllowed(list, ip), ip).toBe(false);
  });

  it("matches IPv6 networks, and an IPv4-mapped IPv6 address as its IPv4 address", () => {
    const list = rules("fd00::/8,2001:db8::1,10.0.0.0/8");
    for (const ip of ["fd12:3456::1", "2001:db8::1", "::ffff:10.1.2.3"])
      expect(addressAllowed(list, ip), ip).toBe(true);
    for (const ip of ["fe80::1", "2001:db8::2", "::1", "::ffff:11.1.2.3"])
      expect(addressAllowed(list, ip), ip).toBe(false);
  });

  it("lets in nothing when empty, and never an address it cannot read", () => {
    expect(addressAllowed(rules(""), "10.0.0.1")).toBe(false);
    const all = rules("0.0.0.0/0, ::/0");
    expect(addressAllowed(all, "8.8.8.8")).toBe(true);
    expect(addressAllowed(all, "2606:4700::1")).toBe(true);
    for (const ip of [null, "", "unknown", "10.0.0.1, 10.0.0.2", "10.0.0.1/8"])
      expect(addressAllowed(all, ip), String(ip)).toBe(false);
  });

  it("stops the start, naming the variable and each bad entry", () => {
    for (const bad of ["10.0.0.0/33", "fd00::/129", "10.0.0/8", "example.com", "10.0.0.1/8/2"]) {
      const start = () => parseEnv({ METRICS_ALLOW: `127.0.0.1, ${bad}` } as never);
      expect(start, bad).toThrow(/METRICS_ALLOW/);
      expect(start, bad).toThrow(bad);
    }
    expect(() => parseEnv({ METRICS_ALLOW: "10.0.0.0/-1" } as never)).toThrow(/METRICS_ALLOW/);
    expect(parseEnv({ METRICS_ALLOW: " 10.0.0.0/8 ,, ::1 " } as never).METRICS_ALLOW).toEqual([
      { address: "10.0.0.0", prefix: 8, family: "ipv4" },
      { address: "::1", prefix: 128, family: "ipv6" },
    ]);
    expect(parseEnv({} as never).METRICS_ALLOW).toEqual([]);
  });
});

describe("METRICS_TOKEN", () => {
  it("is at least 16 printable characters without spaces; empty is unset", () => {
    expect(() => parseEnv({ METRICS_TOKEN: "short" } as never)).toThrow(/METRICS_TOKEN/);
    expect(() => parseEnv({ METRICS_TOKEN: "has a space in it ok" } as never)).toThrow(
      /METRICS_TOKEN/,
    );
    expect(parseEnv({ METRICS_TOKEN: "" } as never).METRICS_TOKEN).toBeUndefined();
    expect(parseEnv({ METRICS_TOKEN: " 0123456789abcdef " } as never).METRICS_TOKEN).toBe(
      "0123456789abcdef",
    );
  });

  it("matches only itself, whatever the length given", () => {
    const token = "0123456789abcdef0123";
    expect(tokenMatches(token, token)).toBe(true);
    for (const given of ["", "0123456789abcdef012", `${token}4`, token.toUpperCase()])
      expect(tokenMatches(given, token), given).toBe(false);
  });

  it("METRICS is on or off", () => {
    expect(parseEnv({} as never).METRICS).toBe("on");
    expect(parseEnv({ METRICS: "off" } as never).METRICS).toBe("off");
    expect(() => parseEnv({ METRICS: "no" } as never)).toThrow(/METRICS: must be on or off/);
  });
});
