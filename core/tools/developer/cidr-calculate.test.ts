import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { call, expectInvalid, run } from '../../../test/helpers.ts';

interface CidrResult {
  version: 4 | 6;
  cidr: string;
  address: string;
  isNetworkAddress: boolean;
  prefixLength: number;
  network: string;
  broadcast: string | null;
  lastAddress: string;
  netmask: string;
  wildcard: string;
  firstHost: string;
  lastHost: string;
  addressCount: string;
  hostCount: string;
}

const calculate = (cidr: string) => run<CidrResult>('cidr-calculate', { cidr });

/*
 * Known answers from python3 3.11: n = ipaddress.ip_network(s, strict=False); str(n), n.network_address,
 * n.broadcast_address (our lastAddress), n.netmask, n.hostmask (our wildcard), n.num_addresses, and
 * n.hosts() iterated to the end (first, last, count); for IPv6 blocks too large to iterate,
 * next(iter(n.hosts())), with Python's documented rule that only the Subnet-Router anycast address is excluded.
 */
const PYTHON: [string, string, string, string, string, string, string, string, string, string][] = [
  // input, network/prefix, network, last address, netmask, hostmask, first host, last host, addresses, hosts
  ['192.168.1.77/24', '192.168.1.0/24', '192.168.1.0', '192.168.1.255', '255.255.255.0', '0.0.0.255', '192.168.1.1', '192.168.1.254', '256', '254'],
  ['10.0.0.0/8', '10.0.0.0/8', '10.0.0.0', '10.255.255.255', '255.0.0.0', '0.255.255.255', '10.0.0.1', '10.255.255.254', '16777216', '16777214'],
  ['172.16.5.4/12', '172.16.0.0/12', '172.16.0.0', '172.31.255.255', '255.240.0.0', '0.15.255.255', '172.16.0.1', '172.31.255.254', '1048576', '1048574'],
  ['10.1.2.3/30', '10.1.2.0/30', '10.1.2.0', '10.1.2.3', '255.255.255.252', '0.0.0.3', '10.1.2.1', '10.1.2.2', '4', '2'],
  ['192.168.1.0/31', '192.168.1.0/31', '192.168.1.0', '192.168.1.1', '255.255.255.254', '0.0.0.1', '192.168.1.0', '192.168.1.1', '2', '2'],
  ['192.168.1.5/32', '192.168.1.5/32', '192.168.1.5', '192.168.1.5', '255.255.255.255', '0.0.0.0', '192.168.1.5', '192.168.1.5', '1', '1'],
  ['0.0.0.0/0', '0.0.0.0/0', '0.0.0.0', '255.255.255.255', '0.0.0.0', '255.255.255.255', '0.0.0.1', '255.255.255.254', '4294967296', '4294967294'],
  ['192.168.0.0/255.255.255.0', '192.168.0.0/24', '192.168.0.0', '192.168.0.255', '255.255.255.0', '0.0.0.255', '192.168.0.1', '192.168.0.254', '256', '254'],
  ['2001:db8:abcd:12::/64', '2001:db8:abcd:12::/64', '2001:db8:abcd:12::', '2001:db8:abcd:12:ffff:ffff:ffff:ffff', 'ffff:ffff:ffff:ffff::', '::ffff:ffff:ffff:ffff', '2001:db8:abcd:12::1', '2001:db8:abcd:12:ffff:ffff:ffff:ffff', '18446744073709551616', '18446744073709551615'],
  ['2001:db8::/32', '2001:db8::/32', '2001:db8::', '2001:db8:ffff:ffff:ffff:ffff:ffff:ffff', 'ffff:ffff::', '::ffff:ffff:ffff:ffff:ffff:ffff', '2001:db8::1', '2001:db8:ffff:ffff:ffff:ffff:ffff:ffff', '79228162514264337593543950336', '79228162514264337593543950335'],
  ['2001:db8::/126', '2001:db8::/126', '2001:db8::', '2001:db8::3', 'ffff:ffff:ffff:ffff:ffff:ffff:ffff:fffc', '::3', '2001:db8::1', '2001:db8::3', '4', '3'],
  ['2001:db8::/127', '2001:db8::/127', '2001:db8::', '2001:db8::1', 'ffff:ffff:ffff:ffff:ffff:ffff:ffff:fffe', '::1', '2001:db8::', '2001:db8::1', '2', '2'],
  ['2001:db8::1/128', '2001:db8::1/128', '2001:db8::1', '2001:db8::1', 'ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', '::', '2001:db8::1', '2001:db8::1', '1', '1'],
  ['::/0', '::/0', '::', 'ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', '::', 'ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', '::1', 'ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', '340282366920938463463374607431768211456', '340282366920938463463374607431768211455'],
  ['fe80::1/10', 'fe80::/10', 'fe80::', 'febf:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'ffc0::', '3f:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'fe80::1', 'febf:ffff:ffff:ffff:ffff:ffff:ffff:ffff', '332306998946228968225951765070086144', '332306998946228968225951765070086143'],
];

describe('cidr-calculate', () => {
  it('matches Python\'s ipaddress on IPv4 and IPv6 blocks', async () => {
    for (const [input, cidr, network, lastAddress, netmask, wildcard, firstHost, lastHost, addressCount, hostCount] of PYTHON) {
      expect(await calculate(input), input).toMatchObject({ cidr, network, lastAddress, netmask, wildcard, firstHost, lastHost, addressCount, hostCount });
    }
  });

  it('gives IPv4 a broadcast address except on /31 and /32 (RFC 3021), and IPv6 none', async () => {
    expect((await calculate('10.1.2.3/30')).broadcast).toBe('10.1.2.3');
    expect((await calculate('192.168.1.0/31')).broadcast).toBeNull();
    expect((await calculate('192.168.1.5/32')).broadcast).toBeNull();
    expect((await calculate('2001:db8::/64')).broadcast).toBeNull();
  });

  it('says whether the given address is the network address', async () => {
    expect(await calculate('192.168.1.77/24')).toMatchObject({ address: '192.168.1.77', isNetworkAddress: false, prefixLength: 24, version: 4 });
    expect(await calculate('192.168.1.0/24')).toMatchObject({ isNetworkAddress: true });
    expect(await calculate('2001:DB8:0:0::1/64')).toMatchObject({ address: '2001:db8::1', isNetworkAddress: false, version: 6 });
  });

  it('reads a bare address as a single-address network, as Python does', async () => {
    // python3: ipaddress.ip_network('10.0.0.1') → 10.0.0.1/32
    expect(await calculate('10.0.0.1')).toMatchObject({ cidr: '10.0.0.1/32', prefixLength: 32, hostCount: '1' });
    expect(await calculate('::1')).toMatchObject({ cidr: '::1/128', prefixLength: 128, hostCount: '1' });
  });

  it('agrees with Python\'s host count formula for every IPv4 prefix length', async () => {
    // python3: [ip_network(f'10.0.0.0/{p}').num_addresses - (2 if p < 31 else 0) == len(list(hosts()))] for small p
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 32 }), fc.integer({ min: 0, max: 2 ** 32 - 1 }), async (prefix, raw) => {
        const address = [24, 16, 8, 0].map((shift) => (raw >>> shift) & 255).join('.');
        const result = await calculate(`${address}/${prefix}`);
        const size = 2n ** BigInt(32 - prefix);
        expect(BigInt(result.addressCount)).toBe(size);
        expect(BigInt(result.hostCount)).toBe(prefix >= 31 ? size : size - 2n);
        const toNumber = (ip: string) => ip.split('.').reduce((sum, part) => sum * 256 + Number(part), 0);
        expect(toNumber(result.lastAddress) - toNumber(result.network) + 1).toBe(Number(size));
        expect(toNumber(result.network) % Number(size)).toBe(0);
      }),
      { numRuns: 200 },
    );
  });

  it('refuses what Python refuses, saying why', async () => {
    await expectInvalid('cidr-calculate', { cidr: '192.168.1.0/33' }, 'cidr: prefix length "33" is out of range 0-32 for IPv4');
    await expectInvalid('cidr-calculate', { cidr: '2001:db8::/129' }, 'cidr: prefix length "129" is out of range 0-128 for IPv6');
    await expectInvalid('cidr-calculate', { cidr: '10.0.0.0/255.0.255.0' }, 'cidr: netmask 255.0.255.0 is not contiguous (its one bits must all come first)');
    await expectInvalid('cidr-calculate', { cidr: '10.1/16' }, 'cidr: the address has 2 parts; an IPv4 address has four decimal parts 0-255 (a.b.c.d)');
    await expectInvalid('cidr-calculate', { cidr: '010.0.0.0/8' }, /cidr: the address part "010" has a leading zero/);
    await expectInvalid('cidr-calculate', { cidr: '10.0.0.0/08' }, 'cidr: prefix length "08" has a leading zero');
    await expectInvalid('cidr-calculate', { cidr: '10.0.0.0/' }, 'cidr: the prefix "" is not a length 0-32 or a dotted netmask');
    await expectInvalid('cidr-calculate', { cidr: '10.0.0.0/8/9' }, 'cidr: the prefix "8/9" is not a length 0-32 or a dotted netmask');
    await expectInvalid('cidr-calculate', { cidr: '2001:db8::/ffff::' }, 'cidr: the prefix "ffff::" is not a length 0-128');
    await expectInvalid('cidr-calculate', { cidr: '/24' }, 'cidr: the address is empty');
    await expectInvalid('cidr-calculate', { cidr: 'fe80::1%eth0/64' }, 'cidr: a network has no zone ("%…")');
    await expectInvalid('cidr-calculate', { cidr: '10.0.0.0/99999999999999999999' }, 'cidr: prefix length "9999999999"… is out of range 0-32 for IPv4');
  });

  it('holds the 1,000,000-character bound and refuses wrong types', async () => {
    await expectInvalid('cidr-calculate', { cidr: `1.2.3.4/${'1'.repeat(999_992)}` }, 'cidr: prefix length "1111111111"… is out of range 0-32 for IPv4');
    await expectInvalid('cidr-calculate', { cidr: 'a'.repeat(1_000_001) }, 'cidr: must be at most 1000000 characters');
    await expectInvalid('cidr-calculate', { cidr: 24 }, 'cidr: must be a string, got an integer');
    await expectInvalid('cidr-calculate', {}, 'cidr: is required');
  });

  it('answers any text with a result or a VALIDATION_ERROR, never a crash', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ unit: 'grapheme-composite', maxLength: 30 }), fc.stringMatching(/^[0-9a-f:.\/%]{0,30}$/)), async (text) => {
        const envelope = await call('cidr-calculate', { cidr: text });
        if (!envelope.success) expect(envelope.error.code, JSON.stringify(text)).toBe('VALIDATION_ERROR');
      }),
      { numRuns: 1000 },
    );
  });
});
