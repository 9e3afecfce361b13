import { Type, type Static } from '@sinclair/typebox';
import { expandIpv6, formatIpv4, formatIpv6, ipv4Octets, ipv6Groups, parseIpAddress, reversePointer } from '../../lib/ip-address.ts';
import { closedObject } from '../../schema.ts';
import { defineTool } from '../../tool.ts';
import { lazy } from '../../lib/lazy.ts';

/*
 * Decisions (the spec leaves them open):
 * - Only canonical text is valid: IPv4 as four decimal parts 0-255 without leading zeros; IPv6 as
 *   RFC 4291 §2.2 text, any letter case, with an optional dotted IPv4 tail and RFC 4007 zone. The
 *   forms ipaddr.js and inet_aton accept leniently ("127.1", "0x7f.1", "010.0.0.1", "2130706433")
 *   are invalid, since parsers disagree on them (010 is 8 to inet_aton, 10 to others); the reason
 *   says how a lenient parser would read them. Our own parser reads the text (ipaddr.js parses
 *   "::1.2.3.4" as ::ffff:102:304), and ipaddr.js only classifies the bits.
 * - `range` is ipaddr.js's special-purpose range name in kebab-case, with "public" for an address in
 *   none of them; `public` is true only then. An IPv4-mapped address is not public whatever it embeds
 *   (::ffff:127.0.0.1 reaches loopback on a dual-stack socket); its embedded address is reported.
 * - `compressed` is RFC 5952 §4 (all hex, as WHATWG URL and Python 3.11 write it, not the mixed
 *   ::ffff:1.2.3.4 form), without the zone; `address` is the same for IPv6 and the dotted quad for IPv4.
 * - An invalid address is a success with valid false and the reason, not an error.
 */

const RANGE_DESCRIPTIONS: Record<string, string> = {
  // IPv4 (ipaddr.js 2.x names, kebab-cased)
  'unspecified': 'Unspecified / "this network" (0.0.0.0/8, RFC 1122; ::/128, RFC 4291)',
  'broadcast': 'Limited broadcast (255.255.255.255/32, RFC 919)',
  'multicast': 'Multicast (224.0.0.0/4, RFC 5771; ff00::/8, RFC 4291)',
  'link-local': 'Link-local (169.254.0.0/16, RFC 3927; fe80::/10, RFC 4291)',
  'loopback': 'Loopback (127.0.0.0/8, RFC 1122; ::1/128, RFC 4291)',
  'carrier-grade-nat': 'Shared address space for carrier-grade NAT (100.64.0.0/10, RFC 6598)',
  'private': 'Private use (10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16, RFC 1918)',
  'reserved':
    'Reserved: IETF protocol assignments (192.0.0.0/24, 2001::/23), documentation (192.0.2.0/24, 198.51.100.0/24, 203.0.113.0/24, ' +
    '2001:db8::/32, 3fff::/20), benchmarking (198.18.0.0/15), the 6to4 relay anycast (192.88.99.0/24) and future use (240.0.0.0/4)',
  'as112': 'AS112 DNS sinkhole (192.31.196.0/24, 192.175.48.0/24, RFC 7535)',
  'amt': 'Automatic multicast tunneling (192.52.193.0/24, 2001:3::/32, RFC 7450)',
  // IPv6
  'unique-local': 'Unique local (fc00::/7, RFC 4193)',
  'ipv4-mapped': 'IPv4-mapped (::ffff:0:0/96, RFC 4291)',
  'deprecated-site-local': 'Site-local, deprecated (fec0::/10, RFC 3879)',
  'discard': 'Discard-only (100::/64, RFC 6666)',
  'rfc6145': 'IPv4-translated (::ffff:0:0:0/96, RFC 6145)',
  'rfc6052': 'IPv4/IPv6 translation, NAT64 (64:ff9b::/96, RFC 6052; 64:ff9b:1::/48, RFC 8215)',
  '6to4': '6to4 (2002::/16, RFC 3056)',
  'teredo': 'Teredo (2001::/32, RFC 4380)',
  'benchmarking': 'Benchmarking (2001:2::/48, RFC 5180)',
  'as112v6': 'AS112 DNS sinkhole (2001:4:112::/48, 2620:4f:8000::/48, RFC 7535)',
  'deprecated-orchid': 'ORCHID, deprecated (2001:10::/28, RFC 4843)',
  'orchid2': 'ORCHIDv2 (2001:20::/28, RFC 7343)',
  'drone-remote-id-protocol-entity-tags': 'Drone remote ID entity tags (2001:30::/28, RFC 9374)',
  'segment-routing': 'SRv6 segment identifiers (5f00::/16, RFC 9602)',
  'public': 'Public: none of the special-purpose ranges (globally routable unicast)',
};

function rangeName(libraryName: string): string {
  if (libraryName === 'unicast') return 'public';
  return libraryName.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

function rangeOf(range: string): { range: string; rangeDescription: string } {
  const name = rangeName(range);
  return { range: name, rangeDescription: RANGE_DESCRIPTIONS[name] ?? name };
}

/** The IPv4 address carried in the low 32 bits (or bits 80-111 for 6to4) of the ranges that embed one. */
function embeddedIpv4(range: string, value: bigint): bigint | undefined {
  if (range === 'ipv4-mapped' || range === 'rfc6145') return value & 0xffffffffn;
  // Only the /96 well-known prefix puts the IPv4 address last (RFC 6052 §2.2).
  if (range === 'rfc6052' && value >> 32n === 0x0064ff9b0000000000000000n) return value & 0xffffffffn;
  if (range === '6to4') return (value >> 80n) & 0xffffffffn;
  return undefined;
}

const rangeField = Type.Optional(Type.String({ description: 'The special-purpose range: public, private, loopback, link-local, multicast, reserved, unspecified, broadcast, carrier-grade-nat, unique-local, ipv4-mapped, 6to4, teredo, …' }));
const rangeDescriptionField = Type.Optional(Type.String({ description: 'What the range is, with its prefixes and RFC' }));

const output = closedObject({
  valid: Type.Boolean({ description: 'Whether the text is an IPv4 or IPv6 address in canonical notation' }),
  reason: Type.Optional(Type.String({ description: 'Why the text is not an address (present only when valid is false)' })),
  version: Type.Optional(Type.Union([Type.Literal(4), Type.Literal(6)], { description: '4 or 6' })),
  address: Type.Optional(Type.String({ description: 'The address in canonical form: dotted decimal, or RFC 5952 compressed IPv6 (without the zone)' })),
  compressed: Type.Optional(Type.String({ description: 'IPv6 only: the RFC 5952 compressed form, e.g. 2001:db8::1' })),
  expanded: Type.Optional(Type.String({ description: 'IPv6 only: all 8 groups with 4 hex digits, e.g. 2001:0db8:0000:0000:0000:0000:0000:0001' })),
  zoneId: Type.Optional(Type.String({ description: 'IPv6 only: the zone (interface) after "%", when written' })),
  range: rangeField,
  rangeDescription: rangeDescriptionField,
  public: Type.Optional(Type.Boolean({ description: 'True when the address is in none of the special-purpose ranges' })),
  integer: Type.Optional(Type.String({ description: 'The address as an unsigned integer, in decimal' })),
  reversePointer: Type.Optional(Type.String({ description: 'The reverse-DNS name (in-addr.arpa or ip6.arpa)' })),
  embeddedIpv4: Type.Optional(
    closedObject(
      {
        address: Type.String({ description: 'The embedded IPv4 address' }),
        range: Type.String({ description: 'Its special-purpose range, as in the top-level range field' }),
        rangeDescription: Type.String({ description: 'What that range is' }),
      },
      { description: 'IPv6 only: the IPv4 address an IPv4-mapped, IPv4-translated, NAT64 (64:ff9b::/96) or 6to4 address carries' },
    ),
  ),
});

type Result = Static<typeof output>;
type IpAddr = typeof import('ipaddr.js');

// Loaded on first run, like every library a single tool needs: the catalog imports faster.
const loadIpaddr = lazy(async (): Promise<IpAddr> => (await import('ipaddr.js')).default);

/** What a lenient parser (inet_aton, ipaddr.js) would make of text we refuse, if anything. */
function lenientReading(ipaddr: IpAddr, text: string): string | undefined {
  if (text.includes(':') || !ipaddr.IPv4.isValid(text)) return undefined;
  return ipaddr.IPv4.parse(text).toString();
}

export default defineTool({
  id: 'ip-validate',
  name: 'IP Address Validator',
  category: 'validation',
  description:
    'Check whether text is an IPv4 or IPv6 address in canonical notation and describe it: version, special-purpose range ' +
    '(private, loopback, link-local, multicast, reserved, carrier-grade NAT, unique-local, IPv4-mapped…), compressed and expanded ' +
    'IPv6 forms, the embedded IPv4 address of mapped addresses, integer value and reverse-DNS name. Shorthand forms such as 127.1 or 0x7f.0.0.1 are refused.',
  keywords: ['ipv4', 'ipv6', 'ip checker', 'private ip', 'loopback', 'reverse dns', 'ptr'],
  mcp: true,
  // its worst input (dots) took 604.5 ms inline: never on the server's event loop (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  input: closedObject({
    ip: Type.String({ maxLength: 1_000_000, description: 'The address, e.g. 192.168.1.10, 2001:db8::1 or fe80::1%eth0 (no brackets, no /prefix)' }),
  }),
  output,
  examples: [
    {
      title: 'A private IPv4 address',
      input: { ip: '192.168.1.10' },
      output: {
        valid: true,
        version: 4,
        address: '192.168.1.10',
        range: 'private',
        rangeDescription: RANGE_DESCRIPTIONS['private']!,
        public: false,
        integer: '3232235786',
        reversePointer: '10.1.168.192.in-addr.arpa',
      },
    },
    {
      title: 'An IPv4-mapped IPv6 address',
      input: { ip: '::FFFF:127.0.0.1' },
      output: {
        valid: true,
        version: 6,
        address: '::ffff:7f00:1',
        compressed: '::ffff:7f00:1',
        expanded: '0000:0000:0000:0000:0000:ffff:7f00:0001',
        range: 'ipv4-mapped',
        rangeDescription: RANGE_DESCRIPTIONS['ipv4-mapped']!,
        public: false,
        integer: '281472812449793',
        reversePointer: '1.0.0.0.0.0.f.7.f.f.f.f.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.ip6.arpa',
        embeddedIpv4: { address: '127.0.0.1', range: 'loopback', rangeDescription: RANGE_DESCRIPTIONS['loopback']! },
      },
    },
    {
      title: 'A shorthand that lenient parsers accept',
      input: { ip: '127.1' },
      output: {
        valid: false,
        reason:
          'the address has 2 parts; an IPv4 address has four decimal parts 0-255 (a.b.c.d); lenient parsers (inet_aton, ipaddr.js) would read it as 127.0.0.1',
      },
    },
  ],
  async run({ ip }): Promise<Result> {
    const ipaddr = await loadIpaddr();
    const parsed = parseIpAddress(ip);
    if (!parsed.ok) {
      const lenient = lenientReading(ipaddr, ip);
      const reason = `the address ${parsed.reason}`;
      return { valid: false, reason: lenient === undefined ? reason : `${reason}; lenient parsers (inet_aton, ipaddr.js) would read it as ${lenient}` };
    }
    const { version, value, zone } = parsed.ip;
    const common = { integer: value.toString(), reversePointer: reversePointer(version, value) };
    if (version === 4) {
      const { range, rangeDescription } = rangeOf(new ipaddr.IPv4(ipv4Octets(value)).range());
      const address = formatIpv4(value);
      return { valid: true, version, address, range, rangeDescription, public: range === 'public', ...common };
    }
    const { range, rangeDescription } = rangeOf(new ipaddr.IPv6(ipv6Groups(value)).range());
    const compressed = formatIpv6(value);
    const result: Result = {
      valid: true,
      version,
      address: compressed,
      compressed,
      expanded: expandIpv6(value),
      ...(zone === undefined ? {} : { zoneId: zone }),
      range,
      rangeDescription,
      public: range === 'public',
      ...common,
    };
    const embedded = embeddedIpv4(range, value);
    if (embedded !== undefined) {
      result.embeddedIpv4 = { address: formatIpv4(embedded), ...rangeOf(new ipaddr.IPv4(ipv4Octets(embedded)).range()) };
    }
    return result;
  },
});
