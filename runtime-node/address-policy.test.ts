/**
 * The address policy against the IANA special-purpose registries, row by row. The fixture is the
 * registries' own table (block, name, RFC, "Globally Reachable"), copied by hand, not our output:
 *   https://www.iana.org/assignments/iana-ipv4-special-registry/ (RFC 6890 and later rows, as of 2024)
 *   https://www.iana.org/assignments/iana-ipv6-special-registry/ (RFC 6890 and later rows, as of 2024,
 *   with 100:0:0:1::/64 of RFC 9780)
 * and a few blocks that are not registry rows but that the policy must know, each with its source.
 */
import { describe, expect, it } from 'vitest';
import { formatIp, IP_BITS, parseIpAddress, type IpAddress } from '../core/lib/ip-address.ts';
import { forbiddenKind } from './address-policy.ts';

/** True, False, N/A, or empty (the deprecated rows leave the cell blank). */
type Reachable = 'True' | 'False' | 'N/A' | '';

interface Row {
  block: string;
  name: string;
  rfc: string;
  reachable: Reachable;
}

const IPV4_SPECIAL: Row[] = [
  { block: '0.0.0.0/8', name: '"This network"', rfc: 'RFC 791 §3.2', reachable: 'False' },
  { block: '0.0.0.0/32', name: '"This host on this network"', rfc: 'RFC 1122 §3.2.1.3', reachable: 'False' },
  { block: '10.0.0.0/8', name: 'Private-Use', rfc: 'RFC 1918', reachable: 'False' },
  { block: '100.64.0.0/10', name: 'Shared Address Space', rfc: 'RFC 6598', reachable: 'False' },
  { block: '127.0.0.0/8', name: 'Loopback', rfc: 'RFC 1122 §3.2.1.3', reachable: 'False' },
  { block: '169.254.0.0/16', name: 'Link Local', rfc: 'RFC 3927', reachable: 'False' },
  { block: '172.16.0.0/12', name: 'Private-Use', rfc: 'RFC 1918', reachable: 'False' },
  { block: '192.0.0.0/24', name: 'IETF Protocol Assignments', rfc: 'RFC 6890 §2.1', reachable: 'False' },
  { block: '192.0.0.0/29', name: 'IPv4 Service Continuity Prefix', rfc: 'RFC 7335', reachable: 'False' },
  { block: '192.0.0.8/32', name: 'IPv4 dummy address', rfc: 'RFC 7600', reachable: 'False' },
  { block: '192.0.0.9/32', name: 'Port Control Protocol Anycast', rfc: 'RFC 7723', reachable: 'True' },
  { block: '192.0.0.10/32', name: 'Traversal Using Relays around NAT Anycast', rfc: 'RFC 8155', reachable: 'True' },
  { block: '192.0.0.170/32', name: 'NAT64/DNS64 Discovery', rfc: 'RFC 8880, RFC 7050 §2.2', reachable: 'False' },
  { block: '192.0.0.171/32', name: 'NAT64/DNS64 Discovery', rfc: 'RFC 8880, RFC 7050 §2.2', reachable: 'False' },
  { block: '192.0.2.0/24', name: 'Documentation (TEST-NET-1)', rfc: 'RFC 5737', reachable: 'False' },
  { block: '192.31.196.0/24', name: 'AS112-v4', rfc: 'RFC 7535', reachable: 'True' },
  { block: '192.52.193.0/24', name: 'AMT', rfc: 'RFC 7450', reachable: 'True' },
  { block: '192.88.99.0/24', name: 'Deprecated (6to4 Relay Anycast)', rfc: 'RFC 7526', reachable: '' },
  { block: '192.168.0.0/16', name: 'Private-Use', rfc: 'RFC 1918', reachable: 'False' },
  { block: '192.175.48.0/24', name: 'Direct Delegation AS112 Service', rfc: 'RFC 7534', reachable: 'True' },
  { block: '198.18.0.0/15', name: 'Benchmarking', rfc: 'RFC 2544', reachable: 'False' },
  { block: '198.51.100.0/24', name: 'Documentation (TEST-NET-2)', rfc: 'RFC 5737', reachable: 'False' },
  { block: '203.0.113.0/24', name: 'Documentation (TEST-NET-3)', rfc: 'RFC 5737', reachable: 'False' },
  { block: '240.0.0.0/4', name: 'Reserved', rfc: 'RFC 1112 §4', reachable: 'False' },
  { block: '255.255.255.255/32', name: 'Limited Broadcast', rfc: 'RFC 8190, RFC 919 §7', reachable: 'False' },
];

const IPV6_SPECIAL: Row[] = [
  { block: '::1/128', name: 'Loopback Address', rfc: 'RFC 4291', reachable: 'False' },
  { block: '::/128', name: 'Unspecified Address', rfc: 'RFC 4291', reachable: 'False' },
  { block: '::ffff:0:0/96', name: 'IPv4-mapped Address', rfc: 'RFC 4291', reachable: 'False' },
  { block: '64:ff9b::/96', name: 'IPv4-IPv6 Translat.', rfc: 'RFC 6052', reachable: 'True' },
  { block: '64:ff9b:1::/48', name: 'IPv4-IPv6 Translat.', rfc: 'RFC 8215', reachable: 'False' },
  { block: '100::/64', name: 'Discard-Only Address Block', rfc: 'RFC 6666', reachable: 'False' },
  { block: '100:0:0:1::/64', name: 'Dummy IPv6 Prefix', rfc: 'RFC 9780', reachable: 'False' },
  { block: '2001::/23', name: 'IETF Protocol Assignments', rfc: 'RFC 2928', reachable: 'False' },
  { block: '2001::/32', name: 'TEREDO', rfc: 'RFC 4380, RFC 8190', reachable: 'N/A' },
  { block: '2001:1::1/128', name: 'Port Control Protocol Anycast', rfc: 'RFC 7723', reachable: 'True' },
  { block: '2001:1::2/128', name: 'Traversal Using Relays around NAT Anycast', rfc: 'RFC 8155', reachable: 'True' },
  { block: '2001:1::3/128', name: 'DNS-SD Service Registration Protocol Anycast', rfc: 'RFC 9665', reachable: 'True' },
  { block: '2001:2::/48', name: 'Benchmarking', rfc: 'RFC 5180, RFC Errata 1752', reachable: 'False' },
  { block: '2001:3::/32', name: 'AMT', rfc: 'RFC 7450', reachable: 'True' },
  { block: '2001:4:112::/48', name: 'AS112-v6', rfc: 'RFC 7535', reachable: 'True' },
  { block: '2001:10::/28', name: 'Deprecated (previously ORCHID)', rfc: 'RFC 4843', reachable: '' },
  { block: '2001:20::/28', name: 'ORCHIDv2', rfc: 'RFC 7343', reachable: 'True' },
  { block: '2001:30::/28', name: 'Drone Remote ID Protocol Entity Tags (DETs) Prefix', rfc: 'RFC 9374', reachable: 'True' },
  { block: '2001:db8::/32', name: 'Documentation', rfc: 'RFC 3849', reachable: 'False' },
  { block: '2002::/16', name: '6to4', rfc: 'RFC 3056', reachable: 'N/A' },
  { block: '2620:4f:8000::/48', name: 'Direct Delegation AS112 Service', rfc: 'RFC 7534', reachable: 'True' },
  { block: '3fff::/20', name: 'Documentation', rfc: 'RFC 9637', reachable: 'False' },
  { block: '5f00::/16', name: 'Segment Routing (SRv6) SIDs', rfc: 'RFC 9602', reachable: 'False' },
  { block: 'fc00::/7', name: 'Unique-Local', rfc: 'RFC 4193, RFC 8190', reachable: 'False' },
  { block: 'fe80::/10', name: 'Link-Local Unicast', rfc: 'RFC 4291', reachable: 'False' },
];

/** Not registry rows, but blocks the policy must refuse or read; "False" as we treat them. */
const OTHER_BLOCKS: Row[] = [
  { block: '224.0.0.0/4', name: 'Multicast (IANA IPv4 Multicast Address Space Registry)', rfc: 'RFC 5771', reachable: 'False' },
  { block: 'ff00::/8', name: 'Multicast', rfc: 'RFC 4291 §2.7', reachable: 'False' },
  { block: '::/96', name: 'IPv4-Compatible (deprecated)', rfc: 'RFC 4291 §2.5.5.1', reachable: 'N/A' },
  { block: '::ffff:0:0:0/96', name: 'IPv4-translated', rfc: 'RFC 2765 §2.1, RFC 6145', reachable: 'N/A' },
  { block: 'fec0::/10', name: 'Site-Local (deprecated)', rfc: 'RFC 3879', reachable: 'False' },
  { block: '169.254.169.254/32', name: 'Cloud instance metadata (AWS, Azure, GCP, Oracle)', rfc: 'vendor documentation', reachable: 'False' },
  { block: '100.100.100.200/32', name: 'Cloud instance metadata (Alibaba Cloud)', rfc: 'vendor documentation', reachable: 'False' },
  { block: 'fd00:ec2::254/128', name: 'Cloud instance metadata (AWS, IPv6)', rfc: 'vendor documentation', reachable: 'False' },
];

/**
 * Rows judged by the IPv4 address they carry rather than by their cell: 64:ff9b::/96 (True) and
 * ::ffff:0:0/96 (False) reach whatever IPv4 address they carry, Teredo and 6to4 say N/A. Their
 * first and last addresses carry 0.0.0.0 and 255.255.255.255 (Teredo: and the inverse), so both
 * are refused; addresses inside are checked in the embedding tests below.
 */
const CARRIES_IPV4 = new Set(['::ffff:0:0/96', '64:ff9b::/96', '2001::/32', '2002::/16', '::/96', '::ffff:0:0:0/96']);

/** Samples inside a carrying block (not at its edges), with the verdict worked out by hand. */
const BY_HAND: Record<string, boolean> = {
  '::2': false, // IPv4-compatible, carries 0.0.0.2: in 0.0.0.0/8
};

const ALL_ROWS = [...IPV4_SPECIAL, ...IPV6_SPECIAL, ...OTHER_BLOCKS];

interface Block {
  row: Row;
  version: 4 | 6;
  first: bigint;
  last: bigint;
  prefix: number;
}

function ip(text: string): IpAddress {
  const parsed = parseIpAddress(text);
  if (!parsed.ok) throw new Error(`${text}: ${parsed.reason}`);
  return parsed.ip;
}

function block(row: Row): Block {
  const [base, length] = row.block.split('/') as [string, string];
  const { version, value } = ip(base);
  const prefix = Number(length);
  const hostBits = BigInt(IP_BITS[version] - prefix);
  const first = (value >> hostBits) << hostBits;
  if (first !== value) throw new Error(`${row.block} has host bits set`);
  return { row, version, first, last: first | ((1n << hostBits) - 1n), prefix };
}

const BLOCKS = ALL_ROWS.map(block);

/** Allowed or refused by the fixture alone: the most specific block holding the address, else the rule outside the registries. */
function expectedAllowed(version: 4 | 6, value: bigint): boolean {
  const holders = BLOCKS.filter((b) => b.version === version && b.first <= value && value <= b.last);
  const most = holders.sort((a, b) => b.prefix - a.prefix)[0];
  if (!most) {
    // Outside every block: IPv4 is global unicast; IPv6 is global only in 2000::/3 (IANA IPv6
    // Address Space registry: "Global Unicast"), everything else unassigned or reserved.
    return version === 4 || value >> 125n === 1n;
  }
  if (CARRIES_IPV4.has(most.row.block)) {
    const byHand = BY_HAND[formatIp(version, value)];
    if (byHand !== undefined) return byHand;
    if (value !== most.first && value !== most.last) throw new Error(`sample inside ${most.row.block}: give it an expected verdict by hand`);
    return false;
  }
  return most.row.reachable === 'True';
}

const verdict = (allowed: boolean) => (allowed ? 'allowed' : 'refused');
const judged = (version: 4 | 6, value: bigint) => verdict(forbiddenKind({ version, value }) === undefined);

describe('every row of the IANA special-purpose registries', () => {
  for (const b of BLOCKS) {
    const label = `${b.row.block} ${b.row.name} (${b.row.rfc}; Globally Reachable: ${b.row.reachable || 'blank'})`;
    it(label, () => {
      for (const value of [b.first, b.last]) {
        const expected = verdict(expectedAllowed(b.version, value));
        expect(`${formatIp(b.version, value)} ${judged(b.version, value)}`).toBe(`${formatIp(b.version, value)} ${expected}`);
      }
      // The rows whose cell says True are allowed at both ends; the others refused at both ends.
      const own = b.row.reachable === 'True' && !CARRIES_IPV4.has(b.row.block);
      if (!BLOCKS.some((other) => other !== b && other.version === b.version && other.prefix > b.prefix && other.first <= b.first && b.first <= other.last)) {
        expect(judged(b.version, b.first)).toBe(verdict(own));
      }
    });
    it(`${b.row.block}: the addresses just outside follow the next rule`, () => {
      const max = (1n << BigInt(IP_BITS[b.version])) - 1n;
      for (const value of [b.first - 1n, b.last + 1n]) {
        if (value < 0n || value > max) continue;
        expect(`${formatIp(b.version, value)} ${judged(b.version, value)}`).toBe(`${formatIp(b.version, value)} ${verdict(expectedAllowed(b.version, value))}`);
      }
    });
  }
});

describe('ordinary addresses', () => {
  it('allows global unicast, IPv4 and IPv6 (inside 2000::/3)', () => {
    for (const text of ['8.8.8.8', '1.1.1.1', '11.0.0.0', '172.15.255.255', '172.32.0.0', '100.63.255.255', '100.128.0.0', '223.255.255.255', '2606:4700:4700::1111', '2a00:1450:4001::1']) {
      expect(forbiddenKind(ip(text)), text).toBeUndefined();
    }
  });

  it('refuses IPv6 outside 2000::/3 that no rule names (unassigned space)', () => {
    for (const text of ['1::1', '4000::1', '8000::1', 'e000::1', '1fff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', '4000::']) {
      expect(forbiddenKind(ip(text)), text).toBe('reserved');
    }
  });

  it('names why an address is refused', () => {
    const cases: [string, string][] = [
      ['127.0.0.1', 'loopback'],
      ['10.0.0.5', 'private'],
      ['192.168.1.1', 'private'],
      ['169.254.169.254', 'cloud metadata'],
      ['100.100.100.200', 'cloud metadata'],
      ['169.254.1.1', 'link-local'],
      ['100.64.0.1', 'carrier-grade NAT'],
      ['0.0.0.0', 'unspecified'],
      ['224.0.0.251', 'multicast'],
      ['255.255.255.255', 'broadcast'],
      ['192.0.2.1', 'reserved'],
      ['::1', 'loopback'],
      ['::', 'unspecified'],
      ['fe80::1', 'link-local'],
      ['fd12:3456::1', 'unique-local'],
      ['fd00:ec2::254', 'cloud metadata'],
      ['fec0::1', 'site-local'],
      ['ff02::1', 'multicast'],
      ['2001:db8::1', 'reserved'],
      ['64:ff9b:1::a00:1', 'private'],
    ];
    for (const [text, kind] of cases) expect(forbiddenKind(ip(text)), text).toBe(kind);
  });
});

describe('addresses that carry an IPv4 address are judged by it', () => {
  // [address, the IPv4 it carries (by the RFC's layout, worked out by hand), expected verdict]
  const cases: [string, string, 'allowed' | 'refused'][] = [
    // IPv4-mapped, RFC 4291 §2.5.5.2: the last 32 bits.
    ['::ffff:127.0.0.1', '127.0.0.1', 'refused'],
    ['::ffff:a9fe:a9fe', '169.254.169.254', 'refused'],
    ['::ffff:8.8.8.8', '8.8.8.8', 'allowed'],
    // IPv4-translated, RFC 2765 §2.1 (::ffff:0:a.b.c.d): the finding of issue 15.
    ['::ffff:0:127.0.0.1', '127.0.0.1', 'refused'],
    ['::ffff:0:7f00:1', '127.0.0.1', 'refused'],
    ['::ffff:0:a00:1', '10.0.0.1', 'refused'],
    ['::ffff:0:8.8.8.8', '8.8.8.8', 'allowed'],
    // IPv4-compatible, RFC 4291 §2.5.5.1: the last 32 bits.
    ['::127.0.0.1', '127.0.0.1', 'refused'],
    ['::a00:1', '10.0.0.1', 'refused'],
    ['::8.8.8.8', '8.8.8.8', 'allowed'],
    // 6to4, RFC 3056 §2: 2002:AABB:CCDD::/48 carries AA.BB.CC.DD.
    ['2002:7f00:1::1', '127.0.0.1', 'refused'],
    ['2002:c0a8:101::1', '192.168.1.1', 'refused'],
    ['2002:808:808::1', '8.8.8.8', 'allowed'],
    // Teredo, RFC 4380 §4: server in bits 32-63, client in bits 96-127 inverted. The first is
    // the RFC's kind of example (server 65.54.227.120, client 192.0.2.45, documentation space).
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', '192.0.2.45 (client)', 'refused'],
    ['2001:0:4136:e378:8000:63bf:f5ff:fffe', '10.0.0.1 (client)', 'refused'],
    ['2001:0:a00:1:8000:63bf:f7f7:f7f7', '10.0.0.1 (server)', 'refused'],
    ['2001:0:4136:e378:8000:63bf:f7f7:f7f7', '65.54.227.120 and 8.8.8.8', 'allowed'],
    // NAT64 well-known prefix, RFC 6052 §2.2 (/96: the last 32 bits). The first is RFC 6052 §2.4's
    // own example, 192.0.2.33 (documentation space).
    ['64:ff9b::192.0.2.33', '192.0.2.33', 'refused'],
    ['64:ff9b::a00:1', '10.0.0.1', 'refused'],
    ['64:ff9b::7f00:1', '127.0.0.1', 'refused'],
    ['64:ff9b::808:808', '8.8.8.8', 'allowed'],
    // Local-use NAT64, RFC 8215: not globally reachable, whatever it carries.
    ['64:ff9b:1::808:808', '8.8.8.8 at /96 (but local use)', 'refused'],
    ['64:ff9b:1:808:808::', '8.8.8.8 at /48 (but local use)', 'refused'],
  ];
  for (const [text, carried, expected] of cases) {
    it(`${text} carries ${carried}: ${expected}`, () => {
      expect(forbiddenKind(ip(text)) === undefined ? 'allowed' : 'refused').toBe(expected);
    });
  }

  it('names the kind of the IPv4 address carried', () => {
    expect(forbiddenKind(ip('::ffff:0:127.0.0.1'))).toBe('loopback');
    expect(forbiddenKind(ip('::ffff:a9fe:a9fe'))).toBe('cloud metadata');
    expect(forbiddenKind(ip('2002:c0a8:101::1'))).toBe('private');
    expect(forbiddenKind(ip('2001:0:4136:e378:8000:63bf:f5ff:fffe'))).toBe('private');
  });
});
