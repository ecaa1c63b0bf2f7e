import { BlockList, isIP } from 'node:net';

// Addresses an image host on the internet never has: this machine, the private networks behind it, link-local
// (cloud metadata at 169.254.169.254), carrier-grade NAT, multicast and reserved ranges, IPv6 unique-local and
// link-local, and IPv6 forms that carry an IPv4 address (mapped, NAT64, 6to4), which could hide any of the above.
// Two lists: Node matches an IPv4 address against IPv6 rules as ::ffff:a.b.c.d, so the mapped range would catch every IPv4.
const blockedV4 = new BlockList();
const blockedV6 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blockedV4.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blockedV6.addSubnet(network, prefix, 'ipv6');

/** True for an address the image route may not fetch from (unless it is the configured media store's host). */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  if (family === 0) return true;
  // IPv4-mapped IPv6 (::ffff:127.0.0.1) is in the mapped range, blocked whole.
  return family === 4 ? blockedV4.check(bare, 'ipv4') : blockedV6.check(bare, 'ipv6');
}
