/**
 * Which addresses a tool may connect to on a caller's behalf: only those that are globally
 * reachable according to the IANA special-purpose address registries (RFC 6890 and the rows added
 * since, as of 2024: iana-ipv4-special-registry, iana-ipv6-special-registry), judged on the bits.
 *
 * - The blocks are ipaddr.js's special ranges (its names, in its order), with what ipaddr.js lacks
 *   added here: more specific rows that change the verdict inside one of its ranges (OVERRIDES, the
 *   globally reachable anycast addresses inside 192.0.0.0/24 and 2001::/23, the cloud metadata
 *   addresses), and blocks it does not have at all (ADDITIONS). Ranges are data; the verdict of
 *   each range name is the one table VERDICTS.
 * - Deny by default: a range name without a verdict (a future ipaddr.js may add one) is refused, and
 *   IPv6 outside 2000::/3, the only space IANA hands out as global unicast, is refused unless it is a
 *   form that carries an IPv4 address.
 * - An address that carries an IPv4 address is judged by it (or by both, for Teredo): IPv4-mapped
 *   ::ffff:0:0/96 (a dual-stack socket connects to the IPv4 address itself), IPv4-translated
 *   ::ffff:0:0:0/96 (RFC 2765/6145), IPv4-compatible ::/96 (RFC 4291 §2.5.5.1, deprecated),
 *   NAT64 64:ff9b::/96 (RFC 6052 §2.2), 6to4 2002::/16 (RFC 3056 §2) and Teredo 2001::/32
 *   (RFC 4380 §4). A NAT64 gateway or 6to4 relay would carry the request to that IPv4 address.
 *
 * Text is read by core/lib/ip-address.ts, strictly; ipaddr.js only ever sees the bits.
 */
import ipaddr from 'ipaddr.js';
import { ipv4Octets, ipv6Groups, type IpAddress } from '../core/lib/ip-address.ts';

export type ForbiddenKind =
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'unique-local'
  | 'site-local'
  | 'multicast'
  | 'unspecified'
  | 'broadcast'
  | 'carrier-grade NAT'
  | 'cloud metadata'
  | 'reserved';

type IPv4 = ipaddr.IPv4;
type IPv6 = ipaddr.IPv6;
/** ipaddr.js's range list shape (its own type is not exported): name → [base, prefix length] blocks. */
type RangeList<T> = Record<string, [T, number][]>;

const v4 = (text: string): [IPv4, number] => ipaddr.IPv4.parseCIDR(text);
const v6 = (text: string): [IPv6, number] => ipaddr.IPv6.parseCIDR(text);

/** Rows more specific than an ipaddr.js range, whose verdict differs from it; checked first. */
const IPV4_OVERRIDES: RangeList<IPv4> = {
  // Inside link-local (AWS, Azure, GCP, Oracle) and shared address space (Alibaba Cloud): named
  // apart because they are the usual SSRF target.
  cloudMetadata: [v4('169.254.169.254/32'), v4('100.100.100.200/32')],
  // Globally reachable rows inside 192.0.0.0/24 (RFC 7723, RFC 8155). The other rows inside it
  // (192.0.0.0/29, 192.0.0.8/32, 192.0.0.170/32, 192.0.0.171/32) are not, like the /24 itself.
  pcpAnycast: [v4('192.0.0.9/32')],
  turnAnycast: [v4('192.0.0.10/32')],
};

const IPV6_OVERRIDES: RangeList<IPv6> = {
  // AWS's IPv6 instance metadata address, inside fc00::/7.
  cloudMetadata: [v6('fd00:ec2::254/128')],
  // Globally reachable rows inside 2001::/23, which ipaddr.js calls reserved as a whole
  // (RFC 7723, RFC 8155, RFC 9665).
  pcpAnycast: [v6('2001:1::1/128')],
  turnAnycast: [v6('2001:1::2/128')],
  srpAnycast: [v6('2001:1::3/128')],
};

/** Blocks ipaddr.js does not know: consulted when it answers "unicast". */
const IPV6_ADDITIONS: RangeList<IPv6> = {
  // RFC 9780 dummy prefix; not globally reachable.
  dummyPrefix: [v6('100:0:0:1::/64')],
  // RFC 4291 §2.5.5.1; not in the registry (deprecated), but a stack may still route it as IPv4.
  ipv4Compatible: [v6('::/96')],
};

/** 2000::/3, the global unicast space of the IANA IPv6 address space registry. */
const GLOBAL_UNICAST_V6 = v6('2000::/3');

type Verdict = 'global' | 'embeds-ipv4' | ForbiddenKind;

/**
 * The verdict of each range name, IPv4 and IPv6 (ipaddr.js's names, and ours above). "global" only
 * where the registry's Globally Reachable column says True (or where no row applies: "unicast").
 */
const VERDICTS: Record<string, Verdict> = {
  unicast: 'global',
  // IPv4
  unspecified: 'unspecified', // 0.0.0.0/8, 0.0.0.0/32; ::/128
  broadcast: 'broadcast', // 255.255.255.255/32
  multicast: 'multicast', // 224.0.0.0/4 (not a registry row); ff00::/8
  linkLocal: 'link-local', // 169.254.0.0/16; fe80::/10
  loopback: 'loopback', // 127.0.0.0/8; ::1/128
  carrierGradeNat: 'carrier-grade NAT', // 100.64.0.0/10
  private: 'private', // 10/8, 172.16/12, 192.168/16
  // IPv4: 192.0.0.0/24 and its rows, the documentation /24s, 198.18.0.0/15, 240.0.0.0/4 and the
  // deprecated 6to4 relay anycast 192.88.99.0/24 (its Globally Reachable cell is empty: refused).
  // IPv6: 2001::/23, 2001:db8::/32, 3fff::/20.
  reserved: 'reserved',
  as112: 'global', // 192.31.196.0/24, 192.175.48.0/24: True
  amt: 'global', // 192.52.193.0/24; 2001:3::/32: True
  pcpAnycast: 'global', // 192.0.0.9/32; 2001:1::1/128: True
  turnAnycast: 'global', // 192.0.0.10/32; 2001:1::2/128: True
  cloudMetadata: 'cloud metadata',
  // IPv6
  srpAnycast: 'global', // 2001:1::3/128: True
  uniqueLocal: 'unique-local', // fc00::/7
  deprecatedSiteLocal: 'site-local', // fec0::/10 (RFC 3879; outside 2000::/3 anyway)
  discard: 'reserved', // 100::/64
  dummyPrefix: 'reserved', // 100:0:0:1::/64
  benchmarking: 'reserved', // 2001:2::/48
  deprecatedOrchid: 'reserved', // 2001:10::/28, deprecated: empty cell, refused
  segmentRouting: 'reserved', // 5f00::/16
  as112v6: 'global', // 2001:4:112::/48, 2620:4f:8000::/48: True
  orchid2: 'global', // 2001:20::/28: True
  droneRemoteIdProtocolEntityTags: 'global', // 2001:30::/28: True
  ipv4Mapped: 'embeds-ipv4', // ::ffff:0:0/96 (False in the registry, but it reaches the IPv4 address)
  rfc6145: 'embeds-ipv4', // ::ffff:0:0:0/96
  ipv4Compatible: 'embeds-ipv4', // ::/96
  rfc6052: 'embeds-ipv4', // 64:ff9b::/96 (True, as its IPv4 address); 64:ff9b:1::/48 below
  '6to4': 'embeds-ipv4', // 2002::/16: N/A, as its IPv4 address
  teredo: 'embeds-ipv4', // 2001::/32: N/A, as its IPv4 addresses
};

function verdictOf(name: string): Verdict {
  return Object.hasOwn(VERDICTS, name) ? VERDICTS[name]! : 'reserved';
}

function ipv4Kind(value: bigint): ForbiddenKind | undefined {
  const address = new ipaddr.IPv4(ipv4Octets(value));
  const verdict = verdictOf(ipaddr.subnetMatch(address, IPV4_OVERRIDES, address.range()));
  if (verdict === 'global') return undefined;
  // No IPv4 range carries another address; were one named so by mistake, it is refused.
  return verdict === 'embeds-ipv4' ? 'reserved' : verdict;
}

const LOW32 = 0xffffffffn;
const NAT64_WELL_KNOWN = 0x0064ff9b0000000000000000n; // 64:ff9b::/96, the top 96 bits

/** The IPv4 addresses an IPv6 address of an embedding range carries, or undefined where it carries none we can read. */
function embeddedIpv4(name: string, value: bigint): bigint[] | undefined {
  switch (name) {
    case 'ipv4Mapped':
    case 'rfc6145':
    case 'ipv4Compatible':
      return [value & LOW32];
    case 'rfc6052':
      // Only the /96 puts the IPv4 address last (RFC 6052 §2.2). The local-use 64:ff9b:1::/48
      // (RFC 8215) may use any RFC 6052 prefix length inside it, and is not globally reachable.
      return value >> 32n === NAT64_WELL_KNOWN ? [value & LOW32] : undefined;
    case '6to4':
      return [(value >> 80n) & LOW32]; // 2002:AABB:CCDD::/48 carries a.b.c.d in bits 16-47
    case 'teredo':
      // Bits 32-63: the Teredo server; bits 96-127: the client's public address, inverted.
      return [(value >> 64n) & LOW32, ~value & LOW32];
    default:
      return undefined;
  }
}

function ipv6Kind(value: bigint): ForbiddenKind | undefined {
  const address = new ipaddr.IPv6(ipv6Groups(value));
  let name = ipaddr.subnetMatch(address, IPV6_OVERRIDES, address.range());
  if (name === 'unicast') name = ipaddr.subnetMatch(address, IPV6_ADDITIONS, 'unicast');
  const verdict = verdictOf(name);
  if (verdict === 'global') return address.match(GLOBAL_UNICAST_V6) ? undefined : 'reserved';
  if (verdict !== 'embeds-ipv4') return verdict;
  const carried = embeddedIpv4(name, value);
  if (carried === undefined) return name === 'rfc6052' ? 'private' : 'reserved';
  for (const ipv4 of carried) {
    const kind = ipv4Kind(ipv4);
    if (kind) return kind;
  }
  return undefined;
}

/** Why an address may not be connected to, or undefined when it is globally reachable. */
export function forbiddenKind(ip: IpAddress): ForbiddenKind | undefined {
  return ip.version === 4 ? ipv4Kind(ip.value) : ipv6Kind(ip.value);
}
