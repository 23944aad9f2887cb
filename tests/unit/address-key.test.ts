// The address a limit counts (enquiries, job applications): one IPv4 address, or one IPv6 /64
// network (a household's or a phone's), so that a new address from one's own /64 gains nothing.
import { describe, expect, it } from "vitest";

import { addressKey } from "@/lib/core/rate-limit";

describe("addressKey", () => {
  it("keeps an IPv4 address, also when it comes IPv4-mapped", () => {
    expect(addressKey("203.0.113.5")).toBe("203.0.113.5");
    expect(addressKey("::ffff:203.0.113.5")).toBe("203.0.113.5");
    expect(addressKey(null)).toBe("unknown");
  });

  it("counts every address of one IPv6 /64 as one, however it is written", () => {
    const one = [
      "2001:db8:a:b::1",
      "2001:0db8:000a:000b:ffff:ffff:ffff:ffff",
      "2001:DB8:A:B:1:2:3:4",
      "2001:db8:a:b:0:0:0.0.0.9",
    ].map(addressKey);
    expect(new Set(one)).toEqual(new Set(["2001:db8:a:b::/64"]));
    expect(addressKey("2001:db8:a:c::1")).toBe("2001:db8:a:c::/64");
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
  });
});
