import { isIP } from "node:net";

/**
 * The key a limit counts a client's address by. An IPv4 address is one client. An IPv6 address is not: a home or a
 * server is given a whole /64 (2^64 addresses), and takes a new address from it at will, so a limit counted per
 * IPv6 address would be a limit per request. Every IPv6 address of one /64 is one key ("2001:db8:1:2::/64"); an
 * IPv4 address written as IPv6 (::ffff:198.51.100.7, as a dual-stack socket names IPv4 clients) is its IPv4 address.
 * Anything that is not an IP address is kept as it is.
 */
export function addressKey(address: string): string {
  const version = isIP(address);
  if (version === 4) return address;
  if (version !== 6) return address;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff)
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join(".");
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (its zone, "%eth0", dropped; a dotted IPv4 tail as two groups). */
function ipv6Groups(address: string): number[] {
  const [withoutZone] = address.toLowerCase().split("%");
  const parse = (side: string) =>
    side === ""
      ? []
      : side.split(":").flatMap((piece) => {
          if (!piece.includes(".")) return [Number.parseInt(piece, 16)];
          const [a, b, c, d] = piece.split(".").map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const [head, tail] = withoutZone.split("::");
  const first = parse(head);
  if (tail === undefined) return first;
  const last = parse(tail);
  return [...first, ...new Array<number>(8 - first.length - last.length).fill(0), ...last];
}
