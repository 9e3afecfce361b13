import { Type, type Static } from '@sinclair/typebox';
import { formatIp, IP_BITS, parseIpAddress } from '../../lib/ip-address.ts';
import { parsePrefix } from '../../lib/ip-network.ts';
import { closedObject } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the spec leaves them open):
 * - Addresses are read strictly (see core/lib/ip-address.ts): "10.1/16" or "010.0.0.0/8" are refused,
 *   like Python's ipaddress. The prefix is a decimal length (no leading zeros) or, for IPv4, a
 *   contiguous dotted netmask ("/255.255.255.0"). Without "/" the address is a single-address network
 *   (/32 or /128), as Python's ip_network reads it. Zones are refused.
 * - Host bits may be set ("192.168.1.77/24" describes 192.168.1.0/24; isNetworkAddress says false).
 * - Hosts follow Python's ipaddress, which follows the RFCs: IPv4 excludes the network and broadcast
 *   addresses, except /31 (both usable, RFC 3021) and /32 (the one address); IPv4 /31 and /32 have
 *   no broadcast (null). IPv6 has no broadcast and excludes only the Subnet-Router anycast address
 *   (the network address, RFC 4291 §2.6.1), except /127 (RFC 6164) and /128.
 * - Counts are decimal strings for both versions (bigint arithmetic; an IPv6 /0 has 2^128 addresses).
 * - IPv6 addresses are written as RFC 5952 compressed text; netmask and wildcard too.
 */

const output = closedObject({
  version: Type.Union([Type.Literal(4), Type.Literal(6)], { description: '4 or 6' }),
  cidr: Type.String({ description: 'The network in CIDR notation, host bits cleared, e.g. 192.168.1.0/24' }),
  address: Type.String({ description: 'The address as given, in canonical form' }),
  isNetworkAddress: Type.Boolean({ description: 'False when the given address has host bits set (it is inside the network, not its first address)' }),
  prefixLength: Type.Integer({ minimum: 0, maximum: 128, description: 'The prefix length in bits' }),
  network: Type.String({ description: 'The network address (first address of the block)' }),
  broadcast: Type.Union([Type.String(), Type.Null()], {
    description: 'IPv4: the broadcast address (last address of the block); null for /31 and /32, which have none (RFC 3021), and for IPv6',
  }),
  lastAddress: Type.String({ description: 'The last address of the block' }),
  netmask: Type.String({ description: 'The network mask, e.g. 255.255.255.0 or ffff:ffff:ffff:ffff::' }),
  wildcard: Type.String({ description: 'The host mask (inverse netmask, as in Cisco ACLs), e.g. 0.0.0.255' }),
  firstHost: Type.String({ description: 'The first usable host address' }),
  lastHost: Type.String({ description: 'The last usable host address' }),
  addressCount: Type.String({ description: 'How many addresses the block holds, in decimal (2^(bits - prefix))' }),
  hostCount: Type.String({ description: 'How many usable host addresses, in decimal' }),
});

type Result = Static<typeof output>;

export default defineTool({
  id: 'cidr-calculate',
  name: 'CIDR Calculator',
  category: 'developer',
  description:
    'Calculate an IPv4 or IPv6 CIDR block: network address, broadcast (IPv4), first and last usable host (RFC 3021 for /31 and /32), ' +
    'address and host counts (exact decimal strings, even for IPv6), netmask, wildcard mask and prefix length.',
  keywords: ['subnet', 'subnet calculator', 'netmask', 'ip range', 'network calculator', 'ipv4 subnet', 'ipv6 subnet', 'wildcard mask'],
  mcp: true,
  input: closedObject({
    cidr: Type.String({ maxLength: 1_000_000, description: 'A block in CIDR notation, e.g. 192.168.1.0/24, 10.0.0.0/255.0.0.0 or 2001:db8::/32' }),
  }),
  output,
  examples: [
    {
      title: 'An IPv4 /24',
      input: { cidr: '192.168.1.77/24' },
      output: {
        version: 4,
        cidr: '192.168.1.0/24',
        address: '192.168.1.77',
        isNetworkAddress: false,
        prefixLength: 24,
        network: '192.168.1.0',
        broadcast: '192.168.1.255',
        lastAddress: '192.168.1.255',
        netmask: '255.255.255.0',
        wildcard: '0.0.0.255',
        firstHost: '192.168.1.1',
        lastHost: '192.168.1.254',
        addressCount: '256',
        hostCount: '254',
      },
    },
    {
      title: 'An IPv6 /64',
      input: { cidr: '2001:db8:abcd:12::/64' },
      output: {
        version: 6,
        cidr: '2001:db8:abcd:12::/64',
        address: '2001:db8:abcd:12::',
        isNetworkAddress: true,
        prefixLength: 64,
        network: '2001:db8:abcd:12::',
        broadcast: null,
        lastAddress: '2001:db8:abcd:12:ffff:ffff:ffff:ffff',
        netmask: 'ffff:ffff:ffff:ffff::',
        wildcard: '::ffff:ffff:ffff:ffff',
        firstHost: '2001:db8:abcd:12::1',
        lastHost: '2001:db8:abcd:12:ffff:ffff:ffff:ffff',
        addressCount: '18446744073709551616',
        hostCount: '18446744073709551615',
      },
    },
  ],
  run({ cidr }): Result {
    const slash = cidr.indexOf('/');
    const addressText = slash < 0 ? cidr : cidr.slice(0, slash);
    const parsed = parseIpAddress(addressText);
    if (!parsed.ok) invalid(`cidr: the address ${parsed.reason}`);
    const { version, value, zone } = parsed.ip;
    if (zone !== undefined) invalid('cidr: a network has no zone ("%…")');
    const bits = IP_BITS[version];
    const prefixLength = slash < 0 ? bits : parsePrefix(cidr.slice(slash + 1), version, 'cidr');

    const all = (1n << BigInt(bits)) - 1n;
    const hostBits = BigInt(bits - prefixLength);
    const wildcard = (1n << hostBits) - 1n;
    const netmask = all ^ wildcard;
    const network = value & netmask;
    const last = network | wildcard;
    const addressCount = 1n << hostBits;

    let firstHost = network;
    let lastHost = last;
    let hostCount = addressCount;
    if (version === 4 && hostBits >= 2n) {
      firstHost = network + 1n;
      lastHost = last - 1n;
      hostCount = addressCount - 2n;
    } else if (version === 6 && hostBits >= 2n) {
      firstHost = network + 1n;
      hostCount = addressCount - 1n;
    }

    const text = (address: bigint) => formatIp(version, address);
    return {
      version,
      cidr: `${text(network)}/${prefixLength}`,
      address: text(value),
      isNetworkAddress: value === network,
      prefixLength,
      network: text(network),
      broadcast: version === 4 && hostBits >= 2n ? text(last) : null,
      lastAddress: text(last),
      netmask: text(netmask),
      wildcard: text(wildcard),
      firstHost: text(firstHost),
      lastHost: text(lastHost),
      addressCount: addressCount.toString(),
      hostCount: hostCount.toString(),
    };
  },
});
