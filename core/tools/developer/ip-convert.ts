import { Type, type Static } from '@sinclair/typebox';
import { expandIpv6, formatIpv4, formatIpv6, ipv4Octets, ipv6Groups, parseIpAddress, reversePointer, type IpVersion } from '../../lib/ip-address.ts';
import { quoteClipped } from '../../lib/quote.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the issue leaves them open):
 * - The address is read as ip-validate reads it (core/lib/ip-address.ts: strict dotted decimal, RFC 4291
 *   IPv6 text, a zone allowed and reported), or as an unsigned integer, decimal or 0x-hex. An integer
 *   below 2^32 is IPv4 unless version says 6, as Python's ip_address(int) reads it. Shorthand and octal
 *   dotted forms ("127.1", "0300.0250.1.10") are refused: parsers disagree on them.
 * - hex is zero-padded to the address width (8 or 32 digits) after "0x"; octal is the whole number with a
 *   leading 0 (C and inet_aton notation); binary is dotted per octet (IPv4) or colon-separated per group (IPv6).
 * - ipv4MappedIpv6 is written in the RFC 4291 §2.5.5.2 mixed form (::ffff:192.0.2.1), the form people search
 *   for; its all-hex RFC 5952 form is in ipv4MappedIpv6Hex.
 * - scope is the most specific entry of the IANA special-purpose address registries (RFC 6890 and its
 *   updates) holding the address; "global" is none of them (for IPv6, inside global unicast 2000::/3) and
 *   "reserved" the rest of the IPv6 space the IETF keeps.
 */

interface SpecialRange {
  version: IpVersion;
  network: string;
  prefix: number;
  scope: string;
  description: string;
}

const SPECIAL: SpecialRange[] = [
  { version: 4, network: '0.0.0.0', prefix: 32, scope: 'unspecified', description: 'Unspecified address (RFC 1122)' },
  { version: 4, network: '0.0.0.0', prefix: 8, scope: 'this-network', description: '"This network" (RFC 791)' },
  { version: 4, network: '10.0.0.0', prefix: 8, scope: 'private', description: 'Private use (RFC 1918)' },
  { version: 4, network: '100.64.0.0', prefix: 10, scope: 'shared', description: 'Shared address space, carrier-grade NAT (RFC 6598)' },
  { version: 4, network: '127.0.0.0', prefix: 8, scope: 'loopback', description: 'Loopback (RFC 1122)' },
  { version: 4, network: '169.254.0.0', prefix: 16, scope: 'link-local', description: 'Link-local (RFC 3927)' },
  { version: 4, network: '172.16.0.0', prefix: 12, scope: 'private', description: 'Private use (RFC 1918)' },
  { version: 4, network: '192.0.0.0', prefix: 24, scope: 'ietf-protocol', description: 'IETF protocol assignments (RFC 6890)' },
  { version: 4, network: '192.0.2.0', prefix: 24, scope: 'documentation', description: 'Documentation, TEST-NET-1 (RFC 5737)' },
  { version: 4, network: '192.88.99.0', prefix: 24, scope: 'deprecated-6to4-relay', description: '6to4 relay anycast, deprecated (RFC 7526)' },
  { version: 4, network: '192.168.0.0', prefix: 16, scope: 'private', description: 'Private use (RFC 1918)' },
  { version: 4, network: '198.18.0.0', prefix: 15, scope: 'benchmarking', description: 'Benchmarking (RFC 2544)' },
  { version: 4, network: '198.51.100.0', prefix: 24, scope: 'documentation', description: 'Documentation, TEST-NET-2 (RFC 5737)' },
  { version: 4, network: '203.0.113.0', prefix: 24, scope: 'documentation', description: 'Documentation, TEST-NET-3 (RFC 5737)' },
  { version: 4, network: '224.0.0.0', prefix: 4, scope: 'multicast', description: 'Multicast (RFC 5771)' },
  { version: 4, network: '240.0.0.0', prefix: 4, scope: 'reserved', description: 'Reserved for future use (RFC 1112)' },
  { version: 4, network: '255.255.255.255', prefix: 32, scope: 'broadcast', description: 'Limited broadcast (RFC 919)' },
  { version: 6, network: '::', prefix: 128, scope: 'unspecified', description: 'Unspecified address (RFC 4291)' },
  { version: 6, network: '::1', prefix: 128, scope: 'loopback', description: 'Loopback (RFC 4291)' },
  { version: 6, network: '::ffff:0:0', prefix: 96, scope: 'ipv4-mapped', description: 'IPv4-mapped address (RFC 4291)' },
  { version: 6, network: '64:ff9b::', prefix: 96, scope: 'nat64', description: 'IPv4/IPv6 translation, NAT64 well-known prefix (RFC 6052)' },
  { version: 6, network: '64:ff9b:1::', prefix: 48, scope: 'nat64-local', description: 'IPv4/IPv6 translation, local-use NAT64 (RFC 8215)' },
  { version: 6, network: '100::', prefix: 64, scope: 'discard', description: 'Discard-only (RFC 6666)' },
  { version: 6, network: '2001::', prefix: 23, scope: 'ietf-protocol', description: 'IETF protocol assignments (RFC 2928)' },
  { version: 6, network: '2001::', prefix: 32, scope: 'teredo', description: 'Teredo (RFC 4380)' },
  { version: 6, network: '2001:2::', prefix: 48, scope: 'benchmarking', description: 'Benchmarking (RFC 5180)' },
  { version: 6, network: '2001:10::', prefix: 28, scope: 'deprecated-orchid', description: 'ORCHID, deprecated (RFC 4843)' },
  { version: 6, network: '2001:20::', prefix: 28, scope: 'orchid-v2', description: 'ORCHIDv2 (RFC 7343)' },
  { version: 6, network: '2001:db8::', prefix: 32, scope: 'documentation', description: 'Documentation (RFC 3849)' },
  { version: 6, network: '2002::', prefix: 16, scope: '6to4', description: '6to4 (RFC 3056)' },
  { version: 6, network: '3fff::', prefix: 20, scope: 'documentation', description: 'Documentation (RFC 9637)' },
  { version: 6, network: 'fc00::', prefix: 7, scope: 'unique-local', description: 'Unique local address (RFC 4193)' },
  { version: 6, network: 'fe80::', prefix: 10, scope: 'link-local', description: 'Link-local unicast (RFC 4291)' },
  { version: 6, network: 'fec0::', prefix: 10, scope: 'deprecated-site-local', description: 'Site-local, deprecated (RFC 3879)' },
  { version: 6, network: 'ff00::', prefix: 8, scope: 'multicast', description: 'Multicast (RFC 4291)' },
];

/** The table as bigints, longest prefix first, so the first match is the most specific. */
const SPECIAL_BLOCKS = SPECIAL.map((range) => {
  const parsed = parseIpAddress(range.network);
  if (!parsed.ok) throw new Error(`bad special range ${range.network}`);
  return { ...range, value: parsed.ip.value };
}).sort((a, b) => b.prefix - a.prefix);

function scopeOf(version: IpVersion, value: bigint): { scope: string; scopeDescription: string } {
  const bits = version === 4 ? 32n : 128n;
  for (const range of SPECIAL_BLOCKS) {
    if (range.version !== version) continue;
    const shift = bits - BigInt(range.prefix);
    if (value >> shift === range.value >> shift) return { scope: range.scope, scopeDescription: range.description };
  }
  if (version === 4 || value >> 125n === 1n) return { scope: 'global', scopeDescription: 'Global unicast: in none of the special-purpose ranges' };
  return { scope: 'reserved', scopeDescription: 'Reserved by the IETF (RFC 4291): outside global unicast 2000::/3 and the other assigned ranges' };
}

const output = closedObject({
  version: Type.Union([Type.Literal(4), Type.Literal(6)], { description: '4 or 6' }),
  address: Type.String({ description: 'The canonical text: dotted decimal, or RFC 5952 compressed IPv6 (without the zone)' }),
  integer: Type.String({ description: 'The address as an unsigned integer, in decimal' }),
  hex: Type.String({ description: 'The integer in hexadecimal, 0x and 8 (IPv4) or 32 (IPv6) digits' }),
  octal: Type.String({ description: 'The integer in octal with a leading 0, as C and inet_aton write it' }),
  binary: Type.String({ description: 'The bits, dotted per octet (IPv4) or colon-separated per 16-bit group (IPv6)' }),
  reversePointer: Type.String({ description: 'The PTR name of reverse DNS (in-addr.arpa or ip6.arpa)' }),
  scope: Type.String({ description: 'The special-purpose range: global, private, loopback, link-local, documentation, multicast, unique-local, ipv4-mapped, shared, reserved, …' }),
  scopeDescription: Type.String({ description: 'What that range is, with its RFC' }),
  ipv4MappedIpv6: Type.Optional(Type.String({ description: 'IPv4 only: the IPv4-mapped IPv6 address in mixed notation, ::ffff:a.b.c.d' })),
  ipv4MappedIpv6Hex: Type.Optional(Type.String({ description: 'IPv4 only: the IPv4-mapped IPv6 address in RFC 5952 hex, ::ffff:xxxx:xxxx' })),
  compressed: Type.Optional(Type.String({ description: 'IPv6 only: the RFC 5952 compressed form' })),
  expanded: Type.Optional(Type.String({ description: 'IPv6 only: all 8 groups of 4 hex digits' })),
  zone: Type.Optional(Type.String({ description: 'IPv6 only: the zone (interface) written after "%"' })),
  embeddedIpv4: Type.Optional(Type.String({ description: 'IPv6 only: the IPv4 address an IPv4-mapped address (::ffff:0:0/96) carries' })),
});

type Result = Static<typeof output>;

const IPV4_MAX = (1n << 32n) - 1n;
const IPV6_MAX = (1n << 128n) - 1n;

function readAddress(ip: string, version: 'auto' | '4' | '6'): { version: IpVersion; value: bigint; zone?: string } {
  if (/^(?:\d+|0[xX][0-9A-Fa-f]+)$/.test(ip)) {
    if (/^0\d/.test(ip)) invalid(`ip: integer ${quoteClipped(ip, 50)} has a leading zero, which some parsers read as octal; write it without`);
    const value = BigInt(ip);
    const chosen: IpVersion = version === '6' ? 6 : version === '4' ? 4 : value <= IPV4_MAX ? 4 : 6;
    if (value > (chosen === 4 ? IPV4_MAX : IPV6_MAX)) invalid(`ip: integer ${quoteClipped(ip, 50)} is larger than an IPv${chosen} address (${chosen === 4 ? '2^32 - 1' : '2^128 - 1'})`);
    return { version: chosen, value };
  }
  const parsed = parseIpAddress(ip);
  if (!parsed.ok) invalid(`ip: the address ${parsed.reason}`);
  if (version !== 'auto' && Number(version) !== parsed.ip.version) invalid(`ip: is an IPv${parsed.ip.version} address, but version says ${version}`);
  return parsed.ip;
}

export default defineTool({
  id: 'ip-convert',
  name: 'IP Address Converter',
  category: 'developer',
  description:
    'Convert an IPv4 or IPv6 address between notations: dotted decimal, integer, hex, octal, binary, the IPv4-mapped IPv6 form, ' +
    'compressed and expanded IPv6, and the reverse-DNS PTR name, and name its scope (private, loopback, link-local, documentation…).',
  keywords: ['ip to int', 'ip to decimal', 'int to ip', 'ip to hex', 'ip to binary', 'ipv4 to ipv6', 'ipv6 expand', 'ptr record', 'reverse dns', 'change ip format', 'inet_aton', 'inet_ntoa'],
  input: closedObject({
    ip: Type.String({
      minLength: 1,
      maxLength: 100,
      description: 'The address: 192.168.1.10, 2001:db8::1, fe80::1%eth0, or an unsigned integer in decimal (3232235786) or hex (0xc0a8010a); at most 100 characters',
    }),
    version: withDefault(stringEnum(['auto', '4', '6'], { description: 'How to read an integer: auto (below 2^32 is IPv4, as Python does), 4 or 6. Default auto' }), 'auto'),
  }),
  output,
  examples: [
    {
      title: 'An IPv4 address in every notation',
      input: { ip: '192.168.1.10' },
      output: {
        version: 4,
        address: '192.168.1.10',
        integer: '3232235786',
        hex: '0xc0a8010a',
        octal: '030052000412',
        binary: '11000000.10101000.00000001.00001010',
        reversePointer: '10.1.168.192.in-addr.arpa',
        scope: 'private',
        scopeDescription: 'Private use (RFC 1918)',
        ipv4MappedIpv6: '::ffff:192.168.1.10',
        ipv4MappedIpv6Hex: '::ffff:c0a8:10a',
      },
    },
    {
      title: 'An IPv6 address',
      input: { ip: '2001:DB8:0:0::1' },
      output: {
        version: 6,
        address: '2001:db8::1',
        integer: '42540766411282592856903984951653826561',
        hex: '0x20010db8000000000000000000000001',
        octal: '0400020667000000000000000000000000000000001',
        binary:
          '0010000000000001:0000110110111000:0000000000000000:0000000000000000:0000000000000000:0000000000000000:0000000000000000:0000000000000001',
        reversePointer: '1.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.8.b.d.0.1.0.0.2.ip6.arpa',
        scope: 'documentation',
        scopeDescription: 'Documentation (RFC 3849)',
        compressed: '2001:db8::1',
        expanded: '2001:0db8:0000:0000:0000:0000:0000:0001',
      },
    },
    {
      title: 'An integer back to an address',
      input: { ip: '134744072' },
      output: {
        version: 4,
        address: '8.8.8.8',
        integer: '134744072',
        hex: '0x08080808',
        octal: '01002004010',
        binary: '00001000.00001000.00001000.00001000',
        reversePointer: '8.8.8.8.in-addr.arpa',
        scope: 'global',
        scopeDescription: 'Global unicast: in none of the special-purpose ranges',
        ipv4MappedIpv6: '::ffff:8.8.8.8',
        ipv4MappedIpv6Hex: '::ffff:808:808',
      },
    },
  ],
  run({ ip, version }): Result {
    const { version: ipVersion, value, zone } = readAddress(ip, version);
    const common = {
      version: ipVersion,
      integer: value.toString(),
      hex: `0x${value.toString(16).padStart(ipVersion === 4 ? 8 : 32, '0')}`,
      octal: `0${value.toString(8)}`,
      reversePointer: reversePointer(ipVersion, value),
      ...scopeOf(ipVersion, value),
    };
    if (ipVersion === 4) {
      const address = formatIpv4(value);
      return {
        ...common,
        address,
        binary: ipv4Octets(value).map((octet) => octet.toString(2).padStart(8, '0')).join('.'),
        ipv4MappedIpv6: `::ffff:${address}`,
        ipv4MappedIpv6Hex: formatIpv6((0xffffn << 32n) | value),
      };
    }
    const compressed = formatIpv6(value);
    return {
      ...common,
      address: compressed,
      binary: ipv6Groups(value).map((group) => group.toString(2).padStart(16, '0')).join(':'),
      compressed,
      expanded: expandIpv6(value),
      ...(zone === undefined ? {} : { zone }),
      ...(value >> 32n === 0xffffn ? { embeddedIpv4: formatIpv4(value & IPV4_MAX) } : {}),
    };
  },
});
