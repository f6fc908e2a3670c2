import { isIPv4, isIPv6 } from "node:net";

/**
 * The network an address belongs to, as far as counting sign-ins goes: an IPv4 address is itself (also written as
 * IPv6, "::ffff:192.0.2.1"), but one home or server is given a whole IPv6 /64 and can pick any address in it, so
 * IPv6 addresses count by their first 64 bits ("2001:db8:1:2::/64"). Anything else is counted as it is.
 */
export function addressGroup(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(address)) return address;
  // An IPv4 tail ("64:ff9b::192.0.2.1") is the last two groups.
  const written = address
    .split("%")[0]
    .replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_all, a, b, c, d) =>
      [(a << 8) | b, (c << 8) | d].map((group) => group.toString(16)).join(":"),
    );
  const [head, tail = ""] = written.split("::");
  const left = head ? head.split(":") : [];
  const right = written.includes("::") && tail ? tail.split(":") : [];
  const missing = 8 - left.length - right.length;
  const groups = [...left, ...Array.from({ length: Math.max(0, missing) }, () => "0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}
