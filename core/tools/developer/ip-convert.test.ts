import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface ConvertResult {
  version: 4 | 6;
  address: string;
  integer: string;
  hex: string;
  octal: string;
  binary: string;
  reversePointer: string;
  scope: string;
  scopeDescription: string;
  ipv4MappedIpv6?: string;
  ipv4MappedIpv6Hex?: string;
  compressed?: string;
  expanded?: string;
  zone?: string;
  embeddedIpv4?: string;
}

const convert = (ip: string, version?: string) => run<ConvertResult>('ip-convert', version === undefined ? { ip } : { ip, version });

describe('ip-convert', () => {
  it('matches Python\'s ipaddress: int(), hex(), oct(), reverse_pointer, exploded', async () => {
    // python3 -c "import ipaddress as I; a=I.ip_address(s); print(int(a), hex(int(a)), oct(int(a)), a.reverse_pointer, a.exploded)"
    const python: [string, string, string, string, string, string][] = [
      ['192.168.1.10', '3232235786', '0xc0a8010a', '0o30052000412', '10.1.168.192.in-addr.arpa', '192.168.1.10'],
      ['8.8.8.8', '134744072', '0x8080808', '0o1002004010', '8.8.8.8.in-addr.arpa', '8.8.8.8'],
      ['255.255.255.255', '4294967295', '0xffffffff', '0o37777777777', '255.255.255.255.in-addr.arpa', '255.255.255.255'],
      ['::ffff:192.0.2.128', '281473902969472', '0xffffc0000280', '0o7777770000001200', '0.8.2.0.0.0.0.c.f.f.f.f.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.ip6.arpa', '0000:0000:0000:0000:0000:ffff:c000:0280'],
      ['fe80::1', '338288524927261089654018896841347694593', '0xfe800000000000000000000000000001', '0o3764000000000000000000000000000000000000001', '1.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.8.e.f.ip6.arpa', 'fe80:0000:0000:0000:0000:0000:0000:0001'],
      ['2606:4700:4700::1111', '50543257694033307102031451402929180945', '0x26064700470000000000000000001111', '0o460144340021600000000000000000000000010421', '1.1.1.1.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.7.4.0.0.7.4.6.0.6.2.ip6.arpa', '2606:4700:4700:0000:0000:0000:0000:1111'],
      ['fd12:3456:789a:1::1', '336389205813283084628800618700287770625', '0xfd123456789a00010000000000000001', '0o3750443212636115000002000000000000000000001', '1.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.1.0.0.0.a.9.8.7.6.5.4.3.2.1.d.f.ip6.arpa', 'fd12:3456:789a:0001:0000:0000:0000:0001'],
    ];
    for (const [ip, integer, hex, octal, ptr, exploded] of python) {
      const result = await convert(ip);
      expect(result.integer, ip).toBe(integer);
      expect(BigInt(result.hex), ip).toBe(BigInt(hex));
      expect(result.hex.length, ip).toBe(result.version === 4 ? 10 : 34);
      expect(result.octal, ip).toBe(`0${octal.slice(2)}`);
      expect(result.reversePointer, ip).toBe(ptr);
      expect(result.expanded ?? result.address, ip).toBe(exploded);
    }
  });

  it('writes binary as Python\'s format(int(a), "0128b") grouped', async () => {
    // python3: format(int(ip_address('fe80::1')), '0128b')
    const bits = '11111110100000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001';
    expect((await convert('fe80::1')).binary.replaceAll(':', '')).toBe(bits);
    // python3: '.'.join(format(int(o), '08b') for o in '192.168.1.10'.split('.'))
    expect((await convert('192.168.1.10')).binary).toBe('11000000.10101000.00000001.00001010');
  });

  it('reads integers as Python\'s ip_address(int) does', async () => {
    // python3: ip_address(2**32) → ::1:0:0; ip_address(4294967295) → 255.255.255.255; IPv6Address(0xc0a8010a) → ::c0a8:10a
    expect((await convert('4294967296')).address).toBe('::1:0:0');
    expect((await convert('4294967295')).address).toBe('255.255.255.255');
    expect((await convert('0xc0a8010a')).address).toBe('192.168.1.10');
    expect((await convert('0xC0A8010A', '6')).address).toBe('::c0a8:10a');
    expect((await convert('0')).address).toBe('0.0.0.0');
    expect((await convert('340282366920938463463374607431768211455')).address).toBe('ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff');
  });

  it('gives the IPv4-mapped form and reads it back (Python: IPv6Address("::ffff:192.0.2.128").ipv4_mapped)', async () => {
    expect(await convert('192.0.2.128')).toMatchObject({ ipv4MappedIpv6: '::ffff:192.0.2.128', ipv4MappedIpv6Hex: '::ffff:c000:280' });
    expect(await convert('::ffff:192.0.2.128')).toMatchObject({ embeddedIpv4: '192.0.2.128', scope: 'ipv4-mapped', address: '::ffff:c000:280' });
    expect((await convert('::1')).embeddedIpv4).toBeUndefined();
    expect((await convert('fe80::1%eth0')).zone).toBe('eth0');
  });

  it('names scopes that agree with Python\'s is_* flags', async () => {
    // python3 3.11: ip_address(s).is_private / is_loopback / is_link_local / is_multicast / is_reserved / is_unspecified / is_site_local
    const cases: [string, string][] = [
      ['10.1.2.3', 'private'], // is_private
      ['172.31.255.255', 'private'], // is_private
      ['100.127.255.255', 'shared'], // neither is_private nor is_global
      ['127.0.0.1', 'loopback'], // is_loopback
      ['169.254.1.1', 'link-local'], // is_link_local
      ['192.0.2.1', 'documentation'], // is_private (TEST-NET-1)
      ['198.51.100.7', 'documentation'],
      ['203.0.113.9', 'documentation'],
      ['198.19.0.1', 'benchmarking'], // is_private (198.18.0.0/15)
      ['224.0.0.251', 'multicast'], // is_multicast
      ['240.0.0.1', 'reserved'], // is_reserved
      ['255.255.255.255', 'broadcast'], // is_reserved, is_private
      ['0.0.0.0', 'unspecified'], // is_unspecified
      ['0.1.2.3', 'this-network'], // is_private (0.0.0.0/8)
      ['8.8.8.8', 'global'], // is_global
      ['::', 'unspecified'], // is_unspecified
      ['::1', 'loopback'], // is_loopback
      ['100::1', 'discard'], // is_private (100::/64)
      ['2001:db8::', 'documentation'], // is_private (2001:db8::/32)
      ['2001:2::1', 'benchmarking'], // is_private (2001:2::/48)
      ['fc00::1', 'unique-local'], // is_private (fc00::/7)
      ['fe80::abcd', 'link-local'], // is_link_local
      ['fec0::1', 'deprecated-site-local'], // is_site_local
      ['ff02::1', 'multicast'], // is_multicast
      ['4000::1', 'reserved'], // is_reserved
      ['2606:4700:4700::1111', 'global'], // is_global
      ['2002:c0a8:10a::1', '6to4'], // is_global; 6to4 per RFC 3056
    ];
    for (const [ip, scope] of cases) expect((await convert(ip)).scope, ip).toBe(scope);
  });

  it('round-trips any address through its integer', async () => {
    await fc.assert(
      fc.asyncProperty(fc.bigInt({ min: 0n, max: (1n << 128n) - 1n }), async (value) => {
        const forward = await convert(value.toString(), '6');
        expect((await convert(forward.address)).integer).toBe(value.toString());
        expect(BigInt(forward.hex)).toBe(value);
        expect(BigInt(`0o${forward.octal.slice(1)}`)).toBe(value);
      }),
      { numRuns: 40 },
    );
  });

  it('refuses what is not an address, naming the field', async () => {
    await expectInvalid('ip-convert', { ip: '127.1' }, /^ip: the address has 2 parts/);
    await expectInvalid('ip-convert', { ip: '0300.0250.1.10' }, /^ip: the address part "0300" has a leading zero/);
    await expectInvalid('ip-convert', { ip: '010' }, /^ip: integer "010" has a leading zero/);
    await expectInvalid('ip-convert', { ip: '4294967296', version: '4' }, 'ip: integer "4294967296" is larger than an IPv4 address (2^32 - 1)');
    await expectInvalid('ip-convert', { ip: '340282366920938463463374607431768211456' }, /^ip: integer .* is larger than an IPv6 address/);
    await expectInvalid('ip-convert', { ip: '10.0.0.1', version: '6' }, 'ip: is an IPv4 address, but version says 6');
    await expectInvalid('ip-convert', { ip: '10.0.0.0/8' }, /^ip: the address has a prefix length/);
    await expectInvalid('ip-convert', { ip: '' }, /^ip: /);
    await expectInvalid('ip-convert', { ip: '1'.repeat(101) }, 'ip: must be at most 100 characters');
    await expectInvalid('ip-convert', { ip: 1 }, /^ip: must be a string/);
    await expectInvalid('ip-convert', { ip: '1.2.3.4', version: 'v4' }, /^version: must be one of auto, 4, 6/);
    await expectInvalid('ip-convert', JSON.parse('{"ip": "1.2.3.4", "__proto__": {"version": "6"}}'), /__proto__/);
  });
});
