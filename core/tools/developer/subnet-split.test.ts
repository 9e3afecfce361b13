import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Subnet {
  cidr: string;
  first: string;
  last: string;
}
interface SplitResult {
  network: string;
  hostBitsCleared: boolean;
  version: 4 | 6;
  newPrefix: number;
  subnetCount: number;
  addressesPerSubnet: string;
  subnets: Subnet[];
}

const split = (input: Record<string, unknown>) => run<SplitResult>('subnet-split', input);

describe('subnet-split', () => {
  it('matches Python\'s ipaddress subnets(new_prefix=…)', async () => {
    // python3 -c "import ipaddress; [print(s, s[-1]) for s in ipaddress.ip_network('192.168.1.0/255.255.255.0').subnets(prefixlen_diff=3)]"
    const result = await split({ cidr: '192.168.1.0/255.255.255.0', new_prefix: 27 });
    expect(result.subnets.map((s) => `${s.cidr} ${s.last}`)).toEqual([
      '192.168.1.0/27 192.168.1.31',
      '192.168.1.32/27 192.168.1.63',
      '192.168.1.64/27 192.168.1.95',
      '192.168.1.96/27 192.168.1.127',
      '192.168.1.128/27 192.168.1.159',
      '192.168.1.160/27 192.168.1.191',
      '192.168.1.192/27 192.168.1.223',
      '192.168.1.224/27 192.168.1.255',
    ]);
    expect(result).toMatchObject({ network: '192.168.1.0/24', newPrefix: 27, subnetCount: 8, addressesPerSubnet: '32' });
  });

  it('splits in two by default, clearing host bits (Python: ip_network("10.0.0.5/29", strict=False).subnets())', async () => {
    // → 10.0.0.0/30 (10.0.0.0-10.0.0.3), 10.0.0.4/30 (10.0.0.4-10.0.0.7)
    expect(await split({ cidr: '10.0.0.5/29' })).toEqual({
      network: '10.0.0.0/29',
      hostBitsCleared: true,
      version: 4,
      newPrefix: 30,
      subnetCount: 2,
      addressesPerSubnet: '4',
      subnets: [
        { cidr: '10.0.0.0/30', first: '10.0.0.0', last: '10.0.0.3' },
        { cidr: '10.0.0.4/30', first: '10.0.0.4', last: '10.0.0.7' },
      ],
    });
    // python3: list(ip_network('10.0.0.0/31').subnets()) → [10.0.0.0/32, 10.0.0.1/32]
    expect((await split({ cidr: '10.0.0.0/31' })).subnets.map((s) => s.cidr)).toEqual(['10.0.0.0/32', '10.0.0.1/32']);
  });

  it('lists 4096 subnets at the bound, IPv4 and IPv6', async () => {
    // python3: s = list(ip_network('fd00::/52').subnets(new_prefix=64)); len(s), s[1], s[-1], s[-1][-1]
    const v6 = await split({ cidr: 'fd00::/52', new_prefix: 64 });
    expect(v6.subnetCount).toBe(4096);
    expect(v6.subnets).toHaveLength(4096);
    expect(v6.subnets[1]!.cidr).toBe('fd00:0:0:1::/64');
    expect(v6.subnets[4095]).toEqual({ cidr: 'fd00:0:0:fff::/64', first: 'fd00:0:0:fff::', last: 'fd00::fff:ffff:ffff:ffff:ffff' });
    // python3: s = list(ip_network('0.0.0.0/0').subnets(new_prefix=12)); s[1], s[-1], s[-1][-1]
    const v4 = await split({ cidr: '0.0.0.0/0', count: 4096 });
    expect(v4.newPrefix).toBe(12);
    expect(v4.subnets[1]!.cidr).toBe('0.16.0.0/12');
    expect(v4.subnets[4095]).toEqual({ cidr: '255.240.0.0/12', first: '255.240.0.0', last: '255.255.255.255' });
  });

  it('rounds a count up to the next power of two', async () => {
    expect((await split({ cidr: '10.0.0.0/24', count: 5 })).newPrefix).toBe(27);
    expect((await split({ cidr: '10.0.0.0/24', count: 1 })).subnets).toEqual([{ cidr: '10.0.0.0/24', first: '10.0.0.0', last: '10.0.0.255' }]);
    expect((await split({ cidr: '10.0.0.0/24', new_prefix: 24 })).subnetCount).toBe(1);
  });

  it('covers the block exactly, in order, for any prefix pair', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.integer({ min: 0, max: 32 }), fc.integer({ min: 0, max: 6 }), async (raw, prefix, extra) => {
        const address = [24, 16, 8, 0].map((shift) => (raw >>> shift) & 255).join('.');
        const newPrefix = Math.min(32, prefix + extra);
        const result = await split({ cidr: `${address}/${prefix}`, new_prefix: newPrefix });
        expect(result.subnetCount).toBe(2 ** (newPrefix - prefix));
        const toInt = (text: string) => text.split('.').reduce((value, part) => value * 256 + Number(part), 0);
        expect(toInt(result.subnets[0]!.first)).toBe(toInt(result.network.split('/')[0]!));
        for (let i = 1; i < result.subnets.length; i++) expect(toInt(result.subnets[i]!.first)).toBe(toInt(result.subnets[i - 1]!.last) + 1);
        expect(toInt(result.subnets.at(-1)!.last) - toInt(result.subnets[0]!.first) + 1).toBe(2 ** (32 - prefix));
      }),
      { numRuns: 40 },
    );
  });

  it('refuses splits it cannot make, naming the field', async () => {
    await expectInvalid('subnet-split', { cidr: '10.0.0.0/8', new_prefix: 21 }, 'new_prefix: splitting a /8 into /21 gives 2^13 subnets; at most 4096 (a prefix up to /20)');
    await expectInvalid('subnet-split', { cidr: '10.0.0.0/24', new_prefix: 16 }, /^new_prefix: \/16 is shorter than the block's \/24/);
    await expectInvalid('subnet-split', { cidr: '10.0.0.0/24', new_prefix: 33 }, /^new_prefix: \/33 is longer than 32 bits/);
    await expectInvalid('subnet-split', { cidr: '10.0.0.0/30', count: 5 }, 'count: a /30 has only 4 addresses, fewer than 5 subnets need');
    await expectInvalid('subnet-split', { cidr: '10.0.0.1' }, 'new_prefix: a /32 is a single address and cannot be split');
    await expectInvalid('subnet-split', { cidr: '10.0.0.0/24', new_prefix: 25, count: 2 }, 'new_prefix: give new_prefix or count, not both');
  });

  it('refuses bad blocks and wrong types', async () => {
    await expectInvalid('subnet-split', { cidr: '10.0.0/24' }, /^cidr: the address "10.0.0" has 3 parts/);
    await expectInvalid('subnet-split', { cidr: '10.0.0.0/33' }, 'cidr: prefix length "33" is out of range 0-32 for IPv4');
    await expectInvalid('subnet-split', { cidr: '10.0.0.0/255.0.255.0' }, /^cidr: netmask 255.0.255.0 is not contiguous/);
    await expectInvalid('subnet-split', { cidr: 'fe80::1%eth0/64' }, /^cidr: a network has no zone/);
    await expectInvalid('subnet-split', { cidr: '' }, /^cidr: /);
    await expectInvalid('subnet-split', { cidr: '1'.repeat(101) }, 'cidr: must be at most 100 characters');
    await expectInvalid('subnet-split', { cidr: 5 }, /^cidr: must be a string/);
    await expectInvalid('subnet-split', { cidr: '10.0.0.0/8', count: 0 }, /^count: /);
    await expectInvalid('subnet-split', { cidr: '10.0.0.0/8', new_prefix: 2.5 }, /^new_prefix: /);
    const withProto: unknown = JSON.parse('{"cidr": "10.0.0.0/8", "__proto__": {"count": 2}}');
    await expectInvalid('subnet-split', withProto, /__proto__/);
  });
});
