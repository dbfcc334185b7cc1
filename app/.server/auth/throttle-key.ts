// The key a client's attempts are counted under (issue #12). An IPv4 address is one client; an
// IPv6 subscriber gets a whole /64 (RFC 6177, and what mobile carriers hand out), so counting
// each /128 apart would give them 2^64 times the tries. Express reports an IPv4 client of a
// dual-stack socket as `::ffff:a.b.c.d`: the same client as `a.b.c.d`.
import { isIPv4, isIPv6 } from "node:net";

/** Longest accepted key: req.ip is short; the bound only guards the table against junk. */
const MAX_KEY_LENGTH = 100;

/**
 * `203.0.113.7` → `203.0.113.7`; `::ffff:203.0.113.7` → `203.0.113.7`;
 * `2001:DB8:0:0:1::2%eth0` → `2001:db8::/64`. Anything that is not an address is kept as it is
 * (bounded), so it still counts, under its own key.
 */
export function throttleKeyOf(ip: string): string {
  const address = ip.trim();
  if (isIPv4(address)) return address;
  // A zone id (`fe80::1%eth0`) names the interface, not the client.
  const withoutZone = address.replace(/%.*$/, "").toLowerCase();
  if (!isIPv6(withoutZone)) return address.slice(0, MAX_KEY_LENGTH);

  const groups = ipv6Groups(withoutZone);
  // ::ffff:0:0/96, IPv4-mapped: the IPv4 client itself.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  }
  return `${canonicalIPv6([...groups.slice(0, 4), 0, 0, 0, 0])}/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (lower case, no zone). */
function ipv6Groups(address: string): number[] {
  // A trailing dotted IPv4 (`::ffff:1.2.3.4`, `64:ff9b::1.2.3.4`) is the last two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  let text = address;
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${address.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const parse = (part: string) => (part ? part.split(":").map((g) => Number.parseInt(g, 16)) : []);
  const start = parse(head);
  if (tail === undefined) return start;
  const end = parse(tail);
  return [...start, ...Array<number>(8 - start.length - end.length).fill(0), ...end];
}

/** RFC 5952: lower-case hex, no leading zeros, the longest run of 2+ zero groups as `::`. */
function canonicalIPv6(groups: number[]): string {
  let bestStart = -1;
  let bestLength = 1;
  for (let i = 0; i < groups.length;) {
    if (groups[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < groups.length && groups[j] === 0) j++;
    if (j - i > bestLength) [bestStart, bestLength] = [i, j - i];
    i = j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (bestStart < 0) return hex.join(":");
  return `${hex.slice(0, bestStart).join(":")}::${hex.slice(bestStart + bestLength).join(":")}`;
}
