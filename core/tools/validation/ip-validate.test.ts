import { isIP } from 'node:net';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface IpResult {
  valid: boolean;
  reason?: string;
  version?: 4 | 6;
  address?: string;
  compressed?: string;
  expanded?: string;
  zoneId?: string;
  range?: string;
  rangeDescription?: string;
  public?: boolean;
  integer?: string;
  reversePointer?: string;
  embeddedIpv4?: { address: string; range: string; rangeDescription: string };
}

const validate = (ip: string) => run<IpResult>('ip-validate', { ip });

describe('ip-validate', () => {
  it('describes IPv4 addresses as Python does', async () => {
    // python3: a = ipaddress.ip_address(s); a.compressed, int(a), a.reverse_pointer
    const known: [string, string, string][] = [
      ['192.168.1.10', '3232235786', '10.1.168.192.in-addr.arpa'],
      ['8.8.8.8', '134744072', '8.8.8.8.in-addr.arpa'],
      ['0.0.0.0', '0', '0.0.0.0.in-addr.arpa'],
      ['255.255.255.255', '4294967295', '255.255.255.255.in-addr.arpa'],
      ['100.64.0.1', '1681915905', '1.0.64.100.in-addr.arpa'],
    ];
    for (const [ip, integer, reversePointer] of known) {
      const result = await validate(ip);
      expect(result).toMatchObject({ valid: true, version: 4, address: ip, integer, reversePointer });
      expect(result.compressed).toBeUndefined();
      expect(result.expanded).toBeUndefined();
    }
  });

  it('compresses and expands IPv6 as Python (RFC 5952) does', async () => {
    // python3: a = ipaddress.ip_address(s); a.compressed, a.exploded, int(a)
    const known: [string, string, string, string][] = [
      ['2001:DB8::ABCD', '2001:db8::abcd', '2001:0db8:0000:0000:0000:0000:0000:abcd', '42540766411282592856903984951653870541'],
      ['2001:db8:0:0:1:0:0:1', '2001:db8::1:0:0:1', '2001:0db8:0000:0000:0001:0000:0000:0001', '42540766411282592856904266426630537217'],
      ['2001:0:0:1:0:0:0:1', '2001:0:0:1::1', '2001:0000:0000:0001:0000:0000:0000:0001', '42540488161975842778997100499009798145'],
      ['1:0:0:0:1:0:0:0', '1::1:0:0:0', '0001:0000:0000:0000:0001:0000:0000:0000', '5192296858534827628811971305930752'],
      ['0:0:0:0:0:0:0:1', '::1', '0000:0000:0000:0000:0000:0000:0000:0001', '1'],
      ['1:2:3:4:5:6:7::', '1:2:3:4:5:6:7:0', '0001:0002:0003:0004:0005:0006:0007:0000', '5192455318486707404433266433261568'],
      ['::2:3:4:5:6:7:8', '0:2:3:4:5:6:7:8', '0000:0002:0003:0004:0005:0006:0007:0008', '158459951879775902770104041480'],
      ['1:2:3:4:5:6:1.2.3.4', '1:2:3:4:5:6:102:304', '0001:0002:0003:0004:0005:0006:0102:0304', '5192455318486707404433266449711876'],
      // ipaddr.js itself misreads this IPv4-compatible form as ::ffff:102:304; Python gives ::102:304.
      ['::1.2.3.4', '::102:304', '0000:0000:0000:0000:0000:0000:0102:0304', '16909060'],
      ['::', '::', '0000:0000:0000:0000:0000:0000:0000:0000', '0'],
    ];
    for (const [ip, compressed, expanded, integer] of known) {
      expect(await validate(ip), ip).toMatchObject({ valid: true, version: 6, address: compressed, compressed, expanded, integer });
    }
  });

  it('writes the ip6.arpa name as Python does', async () => {
    // python3: ipaddress.ip_address('2001:db8::1').reverse_pointer
    expect((await validate('2001:db8::1')).reversePointer).toBe('1.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.8.b.d.0.1.0.0.2.ip6.arpa');
  });

  it('names the special-purpose range of each RFC', async () => {
    const ranges: [string, string][] = [
      ['10.1.2.3', 'private'], // RFC 1918
      ['172.31.255.255', 'private'],
      ['172.32.0.0', 'public'],
      ['192.168.0.1', 'private'],
      ['127.0.0.1', 'loopback'], // RFC 1122
      ['169.254.10.20', 'link-local'], // RFC 3927
      ['224.0.0.251', 'multicast'], // RFC 5771 (mDNS)
      ['100.64.0.1', 'carrier-grade-nat'], // RFC 6598
      ['100.128.0.1', 'public'],
      ['192.0.2.1', 'reserved'], // RFC 5737 TEST-NET-1
      ['203.0.113.9', 'reserved'], // RFC 5737 TEST-NET-3
      ['240.0.0.1', 'reserved'], // RFC 1112 future use
      ['0.0.0.0', 'unspecified'],
      ['255.255.255.255', 'broadcast'],
      ['8.8.8.8', 'public'],
      ['::1', 'loopback'], // RFC 4291
      ['::', 'unspecified'],
      ['fe80::1', 'link-local'],
      ['fd12:3456:789a::1', 'unique-local'], // RFC 4193
      ['ff02::1', 'multicast'],
      ['2001:db8::1', 'reserved'], // RFC 3849 documentation
      ['2002:c000:204::1', '6to4'], // RFC 3056
      ['2001::1', 'teredo'], // RFC 4380
      ['64:ff9b::c000:221', 'rfc6052'], // RFC 6052 NAT64
      ['fec0::1', 'deprecated-site-local'], // RFC 3879
      ['2606:4700:4700::1111', 'public'],
    ];
    for (const [ip, range] of ranges) {
      const result = await validate(ip);
      expect(result.range, ip).toBe(range);
      expect(result.public, ip).toBe(range === 'public');
      expect(result.rangeDescription, ip).toMatch(/\S/);
    }
  });

  it('reports the IPv4 address an IPv6 address embeds', async () => {
    // python3: ipaddress.ip_address('::ffff:127.0.0.1').ipv4_mapped → 127.0.0.1
    expect((await validate('::ffff:127.0.0.1')).embeddedIpv4).toMatchObject({ address: '127.0.0.1', range: 'loopback' });
    expect((await validate('::ffff:7f00:1')).embeddedIpv4).toMatchObject({ address: '127.0.0.1', range: 'loopback' });
    // python3: ipaddress.ip_address('2002:c000:0204::1').sixtofour → 192.0.2.4
    expect((await validate('2002:c000:0204::1')).embeddedIpv4).toMatchObject({ address: '192.0.2.4', range: 'reserved' });
    // RFC 6052 §2.4 example: 192.0.2.33 in the well-known prefix is 64:ff9b::192.0.2.33
    expect((await validate('64:ff9b::192.0.2.33')).embeddedIpv4).toMatchObject({ address: '192.0.2.33' });
    expect((await validate('2001:db8::1')).embeddedIpv4).toBeUndefined();
    const mapped = await validate('::ffff:8.8.8.8');
    expect(mapped).toMatchObject({ range: 'ipv4-mapped', public: false, embeddedIpv4: { address: '8.8.8.8', range: 'public' } });
  });

  it('keeps an IPv6 zone apart from the address', async () => {
    const result = await validate('fe80::1%eth0');
    expect(result).toMatchObject({ valid: true, address: 'fe80::1', zoneId: 'eth0', range: 'link-local' });
    expect((await validate('fe80::1%')).reason).toBe('the address has an empty zone after "%"');
    expect((await validate('fe80::1%a b')).valid).toBe(false);
    expect((await validate('10.0.0.1%eth0')).reason).toBe('the address has a zone ("%…"), which only IPv6 addresses have');
  });

  it('refuses the shorthand forms lenient parsers accept, and says how they read them', async () => {
    // python3 refuses each (ipaddress.ip_address raises ValueError); socket.inet_ntoa(socket.inet_aton(s)) gives the reading.
    const lenient: [string, string, string][] = [
      ['127.1', 'has 2 parts', '127.0.0.1'],
      ['0x7f.1', 'has a hexadecimal part "0x7f"', '127.0.0.1'],
      ['010.0.0.1', 'part "010" has a leading zero', '8.0.0.1'],
      ['2130706433', 'has 1 part', '127.0.0.1'],
      ['1.2.3', 'has 3 parts', '1.2.0.3'],
      ['0177.0.0.1', 'part "0177" has a leading zero', '127.0.0.1'],
    ];
    for (const [ip, why, reading] of lenient) {
      const result = await validate(ip);
      expect(result.valid, ip).toBe(false);
      expect(result.reason, ip).toContain(why);
      expect(result.reason, ip).toContain(`would read it as ${reading}`);
    }
  });

  it('says what is wrong with text that is no address', async () => {
    const cases: [string, string][] = [
      ['', 'the address is empty'],
      [' 1.2.3.4', 'the address has leading or trailing whitespace'],
      ['1.2.3.256', 'the address part "256" is greater than 255'],
      ['1.2..4', 'the address has an empty part (two dots in a row, or a dot at the start or end)'],
      ['1.2.3.4.5', 'the address has 5 parts; an IPv4 address has four decimal parts 0-255 (a.b.c.d)'],
      ['[::1]', 'the address is in brackets; write it without [ ] (brackets belong to URLs)'],
      ['10.0.0.0/8', 'the address has a prefix length after "/"; an address has none (cidr-calculate reads networks)'],
      ['1::2::3', 'the address uses "::" more than once'],
      ['1:::2', 'the address has three colons in a row'],
      ['1:2:3:4:5:6:7:8:9', 'the address has 9 groups; an IPv6 address has 8 (fewer only with "::")'],
      ['1:2:3:4:5:6:7', 'the address has 7 groups; an IPv6 address has 8 (fewer only with "::")'],
      ['1:2:3:4::5:6:7:8', 'the address has 8 groups besides "::", which must stand for at least one; at most 7'],
      ['12345::', 'the address group "12345" has more than 4 hex digits'],
      ['g::1', 'the address group "g" is not hexadecimal'],
      [':1::', 'the address has an empty group (a single ":" at the start or end, or ":" where "::" was meant)'],
      ['1::2:', 'the address has an empty group (a single ":" at the start or end, or ":" where "::" was meant)'],
      ['1.2.3.4::', 'the address has an embedded IPv4 address that is not at the end'],
      ['::ffff:127.1', 'the address has an embedded IPv4 address that has 2 parts; an IPv4 address has four decimal parts 0-255 (a.b.c.d)'],
      ['::ffff:0x7f.0.0.1', 'the address has an embedded IPv4 address that has a hexadecimal part "0x7f"; write each part in decimal'],
      ['localhost', 'the address contains "l", which an IPv4 address cannot (it is four decimal numbers a.b.c.d)'],
    ];
    for (const [ip, reason] of cases) expect(await validate(ip), ip).toEqual({ valid: false, reason });
  });

  it('agrees with Node\'s net.isIP on what is an address (no zones)', async () => {
    const hexGroup = fc.stringMatching(/^[0-9a-fA-F]{0,5}$/);
    const ipv6ish = fc.array(fc.oneof(hexGroup, fc.constant(''), fc.constant('1.2.3.4')), { minLength: 1, maxLength: 10 }).map((groups) => groups.join(':'));
    const ipv4ish = fc.array(fc.stringMatching(/^[0-9]{0,4}$/), { minLength: 1, maxLength: 6 }).map((parts) => parts.join('.'));
    await fc.assert(
      fc.asyncProperty(fc.oneof(ipv6ish, ipv4ish), async (text) => {
        // node: require('net').isIP(text) — 0 when not an address
        expect((await validate(text)).valid, text).toBe(isIP(text) !== 0);
      }),
      { numRuns: 500 },
    );
  });

  it('compresses every IPv6 address as WHATWG URL serializes it', async () => {
    // Biased toward zero groups, where RFC 5952's choice of run matters.
    const group = fc.oneof(fc.constant(0), fc.constant(0), fc.integer({ min: 0, max: 0xffff }));
    await fc.assert(
      fc.asyncProperty(fc.array(group, { minLength: 8, maxLength: 8 }), async (groups) => {
        const expanded = groups.map((value) => value.toString(16).padStart(4, '0')).join(':');
        // node: new URL(`http://[${expanded}]/`).hostname, brackets removed
        const whatwg = new URL(`http://[${expanded}]/`).hostname.slice(1, -1);
        const result = await validate(expanded);
        expect(result.compressed).toBe(whatwg);
        expect(result.expanded).toBe(expanded.toLowerCase());
        expect((await validate(whatwg)).expanded).toBe(expanded);
      }),
      { numRuns: 300 },
    );
  });

  it('holds the 1,000,000-character bound and refuses wrong types', async () => {
    expect((await validate('1'.repeat(1_000_000))).valid).toBe(false);
    await expectInvalid('ip-validate', { ip: 'a'.repeat(1_000_001) }, 'ip: must be at most 1000000 characters');
    await expectInvalid('ip-validate', { ip: 3232235786 }, 'ip: must be a string, got an integer');
    await expectInvalid('ip-validate', {}, 'ip: is required');
    await expectInvalid('ip-validate', { ip: '1.2.3.4', version: 4 }, 'version: unknown field');
  });

  it('never echoes a huge input in its reason', async () => {
    const result = await validate(`${'f'.repeat(100_000)}::`);
    expect(result.valid).toBe(false);
    expect(result.reason!.length).toBeLessThan(200);
  });
});
