// The throttle's client key (issue #12): one IPv4 address, one IPv6 /64.
import { describe, expect, it } from "vitest";
import { throttleKeyOf } from "./throttle-key";

describe("throttleKeyOf", () => {
  it("keeps an IPv4 address as it is", () => {
    expect(throttleKeyOf("203.0.113.7")).toBe("203.0.113.7");
  });

  it("reads an IPv4-mapped IPv6 address as the IPv4 client", () => {
    expect(throttleKeyOf("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(throttleKeyOf("::FFFF:203.0.113.7")).toBe("203.0.113.7");
    expect(throttleKeyOf("0:0:0:0:0:ffff:cb00:7107")).toBe("203.0.113.7");
  });

  it("keys an IPv6 client by its /64, in canonical form", () => {
    expect(throttleKeyOf("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(throttleKeyOf("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    // Every address of one /64 is one subscriber.
    expect(throttleKeyOf("2001:db8:1:2:ffff::")).toBe(throttleKeyOf("2001:db8:1:2::7"));
    // Other /64s are other subscribers.
    expect(throttleKeyOf("2001:db8:1:3::1")).not.toBe(throttleKeyOf("2001:db8:1:2::1"));
  });

  it("reads upper case, leading zeros, :: anywhere and zone ids alike", () => {
    const key = "2001:db8::/64";
    expect(throttleKeyOf("2001:DB8:0:0:1:2:3:4")).toBe(key);
    expect(throttleKeyOf("2001:0db8:0000:0000:0000:0000:0000:0001")).toBe(key);
    expect(throttleKeyOf("2001:db8::")).toBe(key);
    expect(throttleKeyOf("2001:db8::1%eth0")).toBe(key);
    expect(throttleKeyOf("fe80::1%25wlan0")).toBe("fe80::/64");
    expect(throttleKeyOf("::1")).toBe("::/64");
    expect(throttleKeyOf("2001:db8:0:1:2::")).toBe("2001:db8:0:1::/64");
    expect(throttleKeyOf("2001:0:0:1::")).toBe("2001:0:0:1::/64");
    expect(throttleKeyOf("2001:db8:aa:bb::")).toBe("2001:db8:aa:bb::/64");
  });

  it("keeps anything else as its own bounded key", () => {
    expect(throttleKeyOf("unknown")).toBe("unknown");
    expect(throttleKeyOf("x".repeat(500))).toHaveLength(100);
  });
});
