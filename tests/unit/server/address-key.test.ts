import { describe, expect, it } from "vitest";
import { addressKey } from "../../../src/server/address-key.ts";

describe("the key a limit counts an address by", () => {
  it("an IPv4 address is itself", () => {
    expect(addressKey("198.51.100.7")).toBe("198.51.100.7");
    expect(addressKey("10.0.0.1")).toBe("10.0.0.1");
  });

  it("an IPv4 address written as IPv6 (a dual-stack socket's) is the IPv4 address", () => {
    expect(addressKey("::ffff:198.51.100.7")).toBe("198.51.100.7");
    expect(addressKey("::FFFF:c633:6407")).toBe("198.51.100.7");
    expect(addressKey("0:0:0:0:0:ffff:198.51.100.7")).toBe("198.51.100.7");
  });

  it("every address of one IPv6 /64 is one key, however it is written", () => {
    const key = "2001:db8:1:2::/64";
    for (const address of [
      "2001:db8:1:2::1",
      "2001:db8:1:2:ffff:ffff:ffff:ffff",
      "2001:0db8:0001:0002:0000:0000:0000:0042",
      "2001:DB8:1:2:a:b:c:d",
      "2001:db8:1:2::7%eth0",
      "2001:db8:1:2::198.51.100.7",
    ])
      expect(addressKey(address), address).toBe(key);
  });

  it("another /64 is another key; zeros within the prefix count", () => {
    expect(addressKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("fe80::1:2:3:4")).toBe("fe80:0:0:0::/64");
    expect(addressKey("64:ff9b::198.51.100.7")).toBe("64:ff9b:0:0::/64");
  });

  it("what is not an IP address is kept as it is", () => {
    expect(addressKey("")).toBe("");
    expect(addressKey("unknown")).toBe("unknown");
  });
});
